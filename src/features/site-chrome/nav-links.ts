import { paths } from '@/app/paths';

export interface NavLink {
  label: string;
  to: string;
}

export const headerLinks: NavLink[] = [
  { label: 'Home', to: paths.home },
  { label: 'Products', to: paths.msd },
  { label: 'Pricing', to: `${paths.msd}#pricing` },
  { label: 'Methodology', to: `${paths.msd}#methodology` },
  { label: 'Signal History', to: `${paths.msd}#advance-alerts` },
  { label: 'About', to: paths.about },
  { label: 'Contact', to: paths.contact },
];

/** The gate is always forced open from the header, and reached by a full page load. */
export const dataInActionHref = `${paths.dataInAction}?gate=1`;
