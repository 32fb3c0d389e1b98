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
    expect(unknown.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    expect(await unknown.text()).toContain('Oops! Page not found</h1>');
  });

  it("answers the 404 page's own URLs with 404, never as a page of their own", async () => {
    for (const path of ['/app-shell', '/app-shell.html']) {
      const response = await worker.fetch(path, { headers: html });
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('Oops! Page not found</h1>');
    }
  });

  it('marks staff documents noindex and sends CORP on every response', async () => {
    for (const path of ['/internal/portal', '/apis', '/employee-onboarding']) {
      const response = await worker.fetch(path, { headers: html });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('X-Robots-Tag'), path).toBe('noindex, nofollow');
      expect(response.headers.get('Cross-Origin-Resource-Policy'), path).toBe('same-origin');
      await response.text();
    }
    const about = await worker.fetch('/about', { headers: html });
    expect(about.headers.get('X-Robots-Tag')).toBeNull();
    expect(about.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
    const api = await worker.fetch('/api/health');
    expect(api.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
  });

  it('serves the lead inbox its own document (head only; it renders in the browser) with 200 and noindex, and /admin/other a 404', async () => {
    const inbox = await worker.fetch('/admin/leads', { headers: html });
    expect(inbox.status).toBe(200);
    expect(inbox.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    const document = await inbox.text();
    // The built head tags carry the mark the page removes them by when it mounts its own.
    expect(document).toMatch(/<title data-static-head>Lead inbox[^<]*<\/title>/);
    expect(document).toContain('<div id="root"></div>');
    const other = await worker.fetch('/admin/other', { headers: html });
    expect(other.status).toBe(404);
    await other.text();
  });

  it('answers a revalidating reload of an unknown path with the full shell and its 404, never an empty answer', async () => {
    const first = await worker.fetch('/internal/no-such-page', { headers: html });
    const etag = first.headers.get('ETag');
    await first.text();
    const again = await worker.fetch('/internal/no-such-page', {
      headers: {
        ...html,
        ...(etag ? { 'If-None-Match': etag } : {}),
        'If-Modified-Since': new Date().toUTCString(),
      },
    });
    expect(again.status).toBe(404);
    expect((await again.text()).length).toBeGreaterThan(500);
  });
});
