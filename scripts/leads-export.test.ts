import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./leads-export.mjs', import.meta.url));
const seen: IncomingMessage['headers'][] = [];
const server = createServer((request, response) => {
  seen.push(request.headers);
  response.writeHead(200, { 'Content-Type': 'text/csv' }).end('id\r\n');
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  port = (server.address() as AddressInfo).port;
});
beforeEach(() => {
  seen.length = 0;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function run(url: string): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [script, '--url', url, '--out', '/dev/null'],
      { env: { ...process.env, ADMIN_TOKEN: 'secret-service-token' } },
      (error, _stdout, stderr) =>
        resolve({ code: error ? (error.code as number) : 0, stderr: String(stderr) }),
    );
  });
}

describe('npm run leads:export', () => {
  it('refuses to send the service token over plain http to anything but this machine', async () => {
    // 0.0.0.0 reaches this test's server but is not a name for this machine the script trusts.
    const { code, stderr } = await run(`http://0.0.0.0:${port}`);
    expect(code).toBe(2);
    expect(stderr).toContain('https://');
    expect(seen).toEqual([]);
  });

  it('sends it to a local Worker over http', async () => {
    const { code } = await run(`http://localhost:${port}`);
    expect(code).toBe(0);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.authorization).toBe('Bearer secret-service-token');
  });
});
