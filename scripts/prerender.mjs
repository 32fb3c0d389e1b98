/**
 * Writes one HTML document per public route into dist/: the built index.html template with the
 * route's rendered markup in #root and its <title>/<meta>/<link> tags (hoisted by React 19) in
 * <head>, plus a modulepreload for the route's own chunk. Also writes the client-rendered shell,
 * robots.txt and sitemap.xml.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const HEAD_TAG = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

/** React 19 emits hoistable tags (title, meta, link) at the start of the rendered string. */
export function splitHoistedHead(html) {
  const match = html.match(HEAD_TAG);
  if (!match) return { head: '', body: html };
  return { head: match[0], body: html.slice(match[0].length) };
}

export async function prerender({ root, serverEntry, outDir = path.join(root, 'dist') }) {
  const dist = outDir;
  const server = await import(pathToFileURL(serverEntry).href);
  const template = await readFile(path.join(dist, 'index.html'), 'utf8');
  if (!template.includes('<!--app-html-->') || !template.includes('<!--app-head-->')) {
    throw new Error('dist/index.html lacks the <!--app-head--> / <!--app-html--> placeholders');
  }

  const shell = template.replace('<!--app-head-->', '<title>Market State Detector</title>').replace('<!--app-html-->', '');
  await writeFile(path.join(dist, server.SHELL_FILE), shell);

  const origin = 'http://prerender.local';
  for (const route of server.prerenderPaths) {
    const { html, status } = await server.render(origin + route);
    if (status !== 200) throw new Error(`Prerendering ${route} answered ${status}`);
    const { head, body } = splitHoistedHead(html);
    if (!/<title>/.test(head)) throw new Error(`Prerendered ${route} has no <title>; render <Seo> in the page`);
    const document = template.replace('<!--app-head-->', head).replace('<!--app-html-->', body);
    const file = path.join(dist, server.prerenderFileFor(route));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, document);
  }

  const siteUrl = (process.env.VITE_SITE_URL || 'https://marketstatedetector.com').replace(/\/$/, '');
  const listed = server.publicPaths.filter((p) => !server.unlistedPublicPaths.includes(p));
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...listed.map((p) => `  <url><loc>${siteUrl}${p === '/' ? '/' : p}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  await writeFile(path.join(dist, 'sitemap.xml'), sitemap);
  await writeFile(
    path.join(dist, 'robots.txt'),
    ['User-agent: *', 'Allow: /', 'Disallow: /internal/', 'Disallow: /employee-onboarding', 'Disallow: /api/', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n'),
  );
  console.log(`prerendered ${server.prerenderPaths.length} pages, shell, sitemap.xml and robots.txt`);
}
