/**
 * The Worker's one logger: every line is one JSON object (Workers Logs and `wrangler tail` index
 * its fields). A request's line carries the method, the route pattern (never the raw path, which
 * may hold ids or tokens), the status, the duration and the request id; no line ever carries a
 * body, an email, a token, an IP address or a user agent. Error messages are scrubbed the same way
 * client error reports are.
 */
import { scrubMessage } from '../src/shared/client-errors';

export type LogLevel = 'info' | 'warn' | 'error';
export type LogFields = Record<string, string | number | boolean | null>;

/** Where lines go: console.log/warn/error (tests pass their own). */
export type LogSink = (level: LogLevel, line: string) => void;

const consoleSink: LogSink = (level, line) => {
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
};

let sink: LogSink = consoleSink;

/** Replaces the sink (tests); returns a function that restores the previous one. */
export function setLogSink(next: LogSink): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

/** An error's name and scrubbed message, for a log line's fields. */
export function errorFields(error: unknown): LogFields {
  if (error instanceof Error)
    return { error: error.name, errorMessage: scrubMessage(error.message) };
  return { error: typeof error, errorMessage: scrubMessage(String(error)) };
}

/** One line: `{ level, msg, ...fields }`. `msg` is fixed text; anything variable goes in fields. */
export function log(level: LogLevel, msg: string, fields: LogFields = {}): void {
  sink(level, JSON.stringify({ level, msg, ...fields }));
}

export const logInfo = (msg: string, fields?: LogFields) => log('info', msg, fields);
export const logWarn = (msg: string, fields?: LogFields) => log('warn', msg, fields);
export const logError = (msg: string, error?: unknown, fields: LogFields = {}) =>
  log('error', msg, { ...fields, ...(error === undefined ? {} : errorFields(error)) });

/** The request id: Cloudflare's Ray ID when the request came through Cloudflare, else a new UUID. */
export function requestIdFor(request: Request): string {
  const ray = request.headers.get('cf-ray')?.trim();
  return ray && /^[A-Za-z0-9-]{1,64}$/.test(ray) ? ray : crypto.randomUUID();
}

export interface RequestLine {
  requestId: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  /** The name of what was thrown, when the request failed. */
  error?: string;
}

/** The one line per request. */
export function logRequest(line: RequestLine): void {
  const level: LogLevel = line.error || line.status >= 500 ? 'error' : 'info';
  log(level, 'request', {
    requestId: line.requestId,
    method: line.method,
    route: line.route,
    status: line.status,
    durationMs: line.durationMs,
    ...(line.error ? { error: line.error } : {}),
  });
}
