// The route table's browser modules, generated at build time by scripts/route-modules.ts.

declare module 'virtual:msd/routes' {
  /** [url, page module loader, the page component's export name]; aliases have rows of their own. */
  export const publicRoutes: ReadonlyArray<
    readonly [url: string, load: () => Promise<Record<string, unknown>>, exportName: string]
  >;
  /** [url, layout, portal page key (the route's path) where it is not the url: an alias]. */
  export const staffRoutes: ReadonlyArray<
    readonly [url: string, layout: 'portal' | 'standalone', page?: string]
  >;
  export const headerLinks: ReadonlyArray<{ label: string; to: string }>;
}

declare module 'virtual:msd/portal-routes' {
  import type { ComponentType } from 'react';
  /** Every staff and admin page's component, keyed by its route's path. */
  export const portalPages: Readonly<Record<string, () => Promise<ComponentType>>>;
  export const portalNav: ReadonlyArray<{
    label: string;
    to: string;
    children?: ReadonlyArray<{ label: string; to: string }>;
  }>;
}

declare module 'virtual:msd/seo:*' {
  /** The route's <Seo> props from the route table: title, description, canonical path, noindex. */
  const seo: { title: string; description: string; path?: string; noindex?: boolean };
  export default seo;
}
