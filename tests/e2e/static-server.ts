/**
 * Serves a build folder like the Worker does for what the update tests need ('/', pages without
 * their .html, files), from whichever folder `getRoot` names now, so a test can "deploy" a new
 * build under the same origin.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.jpg': 'image/jpeg',
  '.bin': 'application/octet-stream',
};

/** `onRequest` sees every path the server answers (the tests count what reached the network). */
export function serveDirectory(
  getRoot: () => string,
  onRequest?: (pathname: string) => void,
): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    onRequest?.(pathname);
    let file = pathname === '/' ? 'index.html' : pathname.slice(1);
    if (!path.extname(file)) file += '.html';
    try {
      const body = readFileSync(path.join(getRoot(), file));
      response.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as { port: number };
      resolve({ server, url: `http://127.0.0.1:${address.port}` });
    }),
  );
}
