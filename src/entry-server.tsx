/** Server entry for the build-time prerender: renders one public URL to HTML. */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from '@/app/router';

export { headersFile } from '@/shared/security-headers';
export {
  adminPaths,
  crawlerExcludedPrefixes,
  internalPaths,
  prerenderPaths,
  publicAliases,
  publicPaths,
  sitemapPaths,
  unlistedPublicPaths,
  prerenderFileFor,
  SHELL_FILE,
  staffPathPrefixes,
} from '@/shared/routes';

export interface RenderResult {
  html: string;
  status: number;
}

export async function render(url: string): Promise<RenderResult> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response)
    throw new Error(`Route ${url} answered a redirect; nothing to prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  return { html, status: context.statusCode };
}
