/**
 * Every URL the app links to, by name. Links use these, never string literals. The names and
 * URLs are the route table's (src/shared/route-table.ts, `name`); the build hands the browser only
 * that column (`virtual:msd/paths`), so the table's titles and page modules stay off the first view.
 */
import named from 'virtual:msd/paths';
import type { NamedPaths } from './route-table';

const routes = named as NamedPaths;

export const paths = {
  ...routes,
  msdAnchor: (anchor: MsdAnchor) => `${routes.msd}#${anchor}` as const,
  contactWithType: (type: string) => `${routes.contact}?type=${encodeURIComponent(type)}`,
};

export type MsdAnchor =
  | 'pricing'
  | 'methodology'
  | 'advance-alerts'
  | 'disclaimers'
  | 'systemic-stress'
  | 'volatility-spike'
  | 'stress'
  | 'turning'
  | 'calm';
