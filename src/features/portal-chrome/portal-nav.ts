/** The internal header's navigation (spec 2.2), from the route table. Labels are not confidential; page content is. */
import { portalNav as tableNav } from 'virtual:msd/portal-routes';
import { paths } from '@/shared/paths';

export const PORTAL_HOME = paths.portal;

export interface PortalNavItem {
  label: string;
  to: string;
  children?: ReadonlyArray<{ label: string; to: string }>;
}

export const portalNav: readonly PortalNavItem[] = tableNav;
