import { headerLinks as tableLinks } from 'virtual:msd/routes';
import { paths } from '@/shared/paths';

export interface NavLink {
  label: string;
  to: string;
}

/** The public header's links, in the route table's order (src/shared/route-table.ts). */
export const headerLinks: readonly NavLink[] = tableLinks;

/** The gate is always forced open from the header, and reached by a full page load. */
export const dataInActionHref = `${paths.dataInAction}?gate=1`;
