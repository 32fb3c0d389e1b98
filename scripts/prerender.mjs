/**
 * Writes one HTML document per public route into dist/: the built index.html template with the
 * route's rendered markup in #root and its <title>/<meta>/<link> tags (hoisted by React 19) in
 * <head>. Staff pages get a document too: the portal's locked frame (header and access card, with
 * the portal's styles), which paints at once and hydrates into whatever the stored session opens;
 * their content lives only in the encrypted vault. Also writes the shell (the 404 page, for unknown
 * paths), robots.txt and sitemap.xml.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** React 19 emits hoistable tags (title, meta, link) at the start of the rendered string. */
const HEAD_TAG = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

export async function prerender({ root, serverEntry, outDir: dist = path.join(root, 'dist') }) {
  const server = await import(pathToFileURL(serverEntry).href);
  const template = await readFile(path.join(dist, 'index.html'), 'utf8');
  if (!template.includes('<!--app-html-->') || !template.includes('<!--app-head-->')) {
    throw new Error('dist/index.html lacks the <!--app-head--> / <!--app-html--> placeholders');
  }

  const portalStyles = (await portalStylesheets(dist))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
  // [path, style sheets after the public ones (in the order the client would add them), kind]
  const documents = [
    // The shell is the 404 page, prerendered: the Worker answers unknown paths with it (status
    // 404) and the service worker falls back to it offline, so it reads before any script runs.
    [`/${server.SHELL_FILE.replace(/\.html$/, '')}`, '', 'shell'],
    ...server.prerenderPaths.map((route) => [route, '', 'page']),
    ...server.internalPaths.map((route) => [route, portalStyles, 'page']),
    // Admin pages render in the browser (their first render reads the token from sessionStorage),
    // so their documents carry the head (title, noindex) and the portal's styles over an empty
    // root. A client render creates its own head tags instead of adopting these, so they are
    // marked for the page to remove (otherwise it ends with two titles and two robots tags). They
    // are kept out of the precache (vite.config.ts).
    ...server.adminPaths.map((route) => [route, portalStyles, 'head only']),
  ];
  for (const [route, styles, kind] of documents) {
    const { html, status } = await server.render(`http://prerender.local${route}`);
    if (kind !== 'shell' && status !== 200)
      throw new Error(`Prerendering ${route} answered ${status}`);
    const head = html.match(HEAD_TAG)?.[0] ?? '';
    if (!/<title>/.test(head))
      throw new Error(`Prerendered ${route} has no <title>; render <Seo> in the page`);
    if (kind === 'shell' && !head.includes('<meta name="robots" content="noindex"/>'))
      throw new Error('The 404 shell did not render the not-found page');
    const document = template
      .replace(
        '<!--app-head-->',
        kind === 'head only' ? head.replace(/<(title|meta)\b/g, '<$1 data-static-head') : head,
      )
      .replace('</head>', `${styles}</head>`)
      .replace('<!--app-html-->', kind === 'head only' ? '' : html.slice(head.length));
    const file = path.join(
      dist,
      kind === 'shell' ? server.SHELL_FILE : server.prerenderFileFor(route),
    );
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, document);
  }

  const siteUrl = (process.env.VITE_SITE_URL || 'https://marketstatedetector.com').replace(
    /\/$/,
    '',
  );
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...server.sitemapPaths.map((p) => `  <url><loc>${siteUrl}${p === '/' ? '/' : p}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  await writeFile(path.join(dist, 'sitemap.xml'), sitemap);
  await writeFile(
    path.join(dist, 'robots.txt'),
    [
      'User-agent: *',
      'Allow: /',
      ...server.crawlerExcludedPrefixes.map((prefix) => `Disallow: ${prefix}`),
      '',
      `Sitemap: ${siteUrl}/sitemap.xml`,
      '',
    ].join('\n'),
  );
  const analytics = process.env.VITE_ANALYTICS_SCRIPT
    ? new URL(process.env.VITE_ANALYTICS_SCRIPT).origin
    : undefined;
  await writeFile(
    path.join(dist, '_headers'),
    server.headersFile({ analyticsOrigin: analytics }, server.staffPathPrefixes),
  );
  console.log(
    `prerendered ${server.prerenderPaths.length} pages, ${server.internalPaths.length} portal frames, ${server.adminPaths.length} admin pages, shell, sitemap.xml and robots.txt`,
  );
}

/**
 * The portal's style sheets (imported by the lazily loaded portal layout, so Vite emits them with
 * its chunk). A staff page's document links them so its frame paints styled; the client's loader
 * sees the same href already in <head> and does not add it twice.
 */
async function portalStylesheets(dist) {
  const files = (await readdir(path.join(dist, 'assets'))).filter((file) =>
    /^portal-layout-[\w-]+\.css$/.test(file),
  );
  if (files.length === 0)
    throw new Error(
      'No assets/portal-layout-*.css in the build: the portal frame would paint unstyled',
    );
  return files.map((file) => `/assets/${file}`);
}
