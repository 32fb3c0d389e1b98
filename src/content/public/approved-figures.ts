/**
 * Every figure with a unit or a percent sign that a public page may state, with where it comes
 * from. tests/build/content-integrity.test.ts extracts such figures from every prerendered public
 * page and fails on one that is in neither list below, so a new figure needs a source first.
 * Only the build test imports this module; no page does.
 */
export interface ApprovedFigure {
  /** As the page prints it, spaces collapsed and dashes as '-'. */
  figure: string;
  /** Where the figure is given: the spec section, or the record it quotes. */
  source: string;
}

export interface AllowedFigure {
  figure: string;
  /** Not a claim: a date, a price or a count of the offer's terms. */
  kind: 'date' | 'price' | 'count';
  why: string;
}

const SPEC = 'public-site.md';
/** The three back-test example days the spec names (2.5); their market facts are public record. */

export const approvedFigures: readonly ApprovedFigure[] = [
  { figure: '90%+', source: `${SPEC} 1 and 9: 90%+ precision on true crises` },
  { figure: '85%', source: `${SPEC} 1 and 9: 85% true-positive rate` },
  { figure: '2-4 days', source: `${SPEC} 1 and 9: 2-4 days advance warning` },
  { figure: '0-3 days', source: `${SPEC} 1 and 9: lead time 0-3 days` },
  { figure: '<12%', source: `${SPEC} 1: false-positive rate under 12%` },
  { figure: '12%', source: `${SPEC} 9: false positives under 12%` },
  { figure: '60%', source: `${SPEC} 9: Stress (Advisory) hit definition 60%` },
  { figure: '80%', source: `${SPEC} 9: Calm about 80% of days` },
  { figure: '~80%', source: `${SPEC} 9: Calm about 80% of days` },
  { figure: '5%', source: `${SPEC} 9: Calm, drawdowns under 5%` },
  { figure: '15%', source: `${SPEC} 2.15 and 9: 15% lower irrigation water` },
  { figure: '9%', source: `${SPEC} 2.15 and 9: 9% lower fuel consumption` },
  { figure: '5-15%', source: `${SPEC} 2.14: 5-15% increases in stroke and cardiac mortality` },
  {
    figure: '24-48 hours',
    source: `${SPEC} 2.14: heart-rate-variability shifts 24-48 hours before events`,
  },
  { figure: '35+ years', source: `${SPEC} 1 and 9: 35+ years of research` },
];

export const allowedFigures: readonly AllowedFigure[] = [
  {
    figure: '$8,000',
    kind: 'price',
    why: `${SPEC} 9: Institutional Pilot Program, $8,000 per month`,
  },
  { figure: '3 months', kind: 'count', why: `${SPEC} 9: Institutional Pilot Program, 3 months` },
];
