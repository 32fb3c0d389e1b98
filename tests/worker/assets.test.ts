import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestWorker, type TestWorker } from './harness';

const built = existsSync(path.resolve(import.meta.dirname, '../../dist/app-shell.html'));
let worker: TestWorker;

describe.runIf(built)('static pages through the Worker', () => {
  beforeAll(async () => {
    worker = await startTestWorker();
  }, 60_000);
  afterAll(async () => worker?.dispose());

  const html = { Accept: 'text/html' };

  it('serves a prerendered page with its heading', async () => {
    const response = await worker.fetch('/about', { headers: html });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<h1[^>]*>[\s\S]+?<\/h1>/);
  });

  it('serves a staff page its locked portal frame (no vault content) and unknown paths the shell with 404', async () => {
    const portal = await worker.fetch('/internal/msd/docs', { headers: html });
    expect(portal.status).toBe(200);
    const frame = await portal.text();
    expect(frame).toMatch(/<h1>Sales Portal<\/h1>/);
    expect(frame).toMatch(/href="\/assets\/portal-layout-[\w-]+\.css"/);
    expect(frame).not.toContain('Collateral Library');
    const unknown = await worker.fetch('/no/such/page', { headers: html });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<div id="root"></div>');
  });

  it('answers a revalidating reload of an unknown path with the full shell and its 404, never an empty answer', async () => {
    const first = await worker.fetch('/internal/no-such-page', { headers: html });
    const etag = first.headers.get('ETag');
    await first.text();
    const again = await worker.fetch('/internal/no-such-page', { headers: { ...html, ...(etag ? { 'If-None-Match': etag } : {}), 'If-Modified-Since': new Date().toUTCString() } });
    expect(again.status).toBe(404);
    expect((await again.text()).length).toBeGreaterThan(500);
  });
});
