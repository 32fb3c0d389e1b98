/**
 * One page, two readings (spec 2.5): reached from onboarding it is the product overview; under the
 * finance paths it is the sales-positioning variant that leads on to the ROI calculator.
 */
export type MsdPageVariant = 'overview' | 'positioning';

const POSITIONING_PATHS: readonly string[] = [
  '/internal/financial-suite',
  '/internal/finance/suite',
];

export function msdPageVariant(pathname: string): MsdPageVariant {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return POSITIONING_PATHS.includes(path) ? 'positioning' : 'overview';
}
