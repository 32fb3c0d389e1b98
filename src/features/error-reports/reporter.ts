/**
 * The browser side of client error reports: uncaught errors and unhandled rejections, each sent
 * once per page load and at most CLIENT_ERROR_LIMITS.perPage in all, by sendBeacon to
 * /api/client-errors. A report holds a scrubbed message, stack frames of our own origin as
 * path:line:column (no query strings), the route pattern (never the path's own text for unknown
 * pages) and the build; never form values, emails or tokens.
 */
import {
  CLIENT_ERROR_LIMITS,
  CLIENT_ERRORS_API,
  STACK_FRAME,
  scrubMessage,
  type ClientErrorReport,
} from '@/shared/client-errors';
import { isKnownPath, normalisePath } from '@/shared/routes';

/** A stack's frames that point into `origin`, as /path:line:column, top first. */
export function stackFrames(stack: string | undefined, origin: string): string[] {
  if (!stack) return [];
  const frames: string[] = [];
  for (const match of stack.matchAll(/(https?:\/\/[^\s()@]+?):(\d+):(\d+)/g)) {
    let url: URL;
    try {
      url = new URL(match[1]!);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    const frame = `${url.pathname}:${match[2]}:${match[3]}`;
    if (STACK_FRAME.test(frame)) frames.push(frame);
    if (frames.length === CLIENT_ERROR_LIMITS.frames) break;
  }
  return frames;
}

/** What was thrown, as one line: an Error's name and message, a string, or only its type. */
export function describeThrown(thrown: unknown): string {
  const text =
    thrown instanceof Error
      ? `${thrown.name}: ${thrown.message}`
      : typeof thrown === 'string'
        ? thrown
        : // An object's fields may hold anything the page had (form values): only its type.
          `Non-error value thrown (${thrown === null ? 'null' : typeof thrown})`;
  return scrubMessage(text) || 'Error without a message';
}

/** The route table's pattern for a path, or * for a path it does not know (its text may be anything). */
export function routePattern(pathname: string): string {
  return isKnownPath(pathname) ? normalisePath(pathname) : '*';
}

export interface ReporterOptions {
  origin: string;
  build: string;
  pathname: () => string;
  send: (body: string) => void;
}

export interface Reporter {
  /** Sends a report unless this one was sent already or the page's cap is reached; returns what was sent. */
  report(kind: ClientErrorReport['kind'], thrown: unknown): ClientErrorReport | null;
}

export function createReporter(options: ReporterOptions): Reporter {
  const seen = new Set<string>();
  return {
    report(kind, thrown) {
      if (seen.size >= CLIENT_ERROR_LIMITS.perPage) return null;
      const report: ClientErrorReport = {
        kind,
        message: describeThrown(thrown),
        stack: stackFrames(thrown instanceof Error ? thrown.stack : undefined, options.origin),
        route: routePattern(options.pathname()),
        build: options.build,
      };
      const key = JSON.stringify(report);
      if (seen.has(key)) return null;
      seen.add(key);
      try {
        options.send(key);
      } catch {
        // Reporting is best effort: a failed send is not another error.
      }
      return report;
    },
  };
}

function beacon(body: string): void {
  const blob = new Blob([body], { type: 'text/plain' });
  if (navigator.sendBeacon?.(CLIENT_ERRORS_API, blob)) return;
  void fetch(CLIENT_ERRORS_API, { method: 'POST', body: blob, keepalive: true }).catch(
    () => undefined,
  );
}

let installed = false;

export function installErrorReporter(): void {
  if (installed) return;
  installed = true;
  const origin = window.location.origin;
  const reporter = createReporter({
    origin,
    build: __APP_VERSION__,
    pathname: () => window.location.pathname,
    send: beacon,
  });
  window.addEventListener('error', (event) => {
    // A script of another origin gives only "Script error." with nothing to act on.
    if (!event.error && !event.filename?.startsWith(`${origin}/`)) return;
    reporter.report('error', event.error ?? event.message);
  });
  window.addEventListener('unhandledrejection', (event) => {
    reporter.report('unhandledrejection', event.reason);
  });
}
