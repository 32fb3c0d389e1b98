/** The internal header's navigation (spec 2.2). Labels are not confidential; page content is. */
export const PORTAL_HOME = '/internal/portal';

export interface PortalNavItem {
  label: string;
  to: string;
  children?: Array<{ label: string; to: string }>;
}

export const portalNav: PortalNavItem[] = [
  { label: 'Portal Home', to: PORTAL_HOME },
  {
    label: 'Market State Detector',
    to: '/internal/msd/suite',
    children: [
      { label: 'Guided Flow Map', to: '/internal/msd/flow' },
      { label: 'Sales Playbook', to: '/internal/msd/playbook' },
      { label: 'Collateral Library', to: '/internal/msd/docs' },
      { label: 'Training Modules', to: '/internal/msd/training' },
      { label: 'ROI Calculator', to: '/internal/msd/roi' },
      { label: 'Product Overview', to: '/internal/msd/suite' },
      { label: 'Team Dashboard', to: '/internal/team' },
    ],
  },
  { label: 'MSP Raw Data', to: '/internal/msp/data' },
];
