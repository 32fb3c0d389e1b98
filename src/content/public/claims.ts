import type { Claims, Taglines } from './claims.schema';

/**
 * Every headline figure the public site quotes, in one place. Pages choose which of them they
 * show (the spec has different claims on different pages); none may be added without a source.
 */
export const claims: Claims = {
  crisisPrecision: {
    value: '90%+',
    label: 'precision on true crises',
    basis: 'Historical back-test, 2012-2024.',
  },
  truePositiveRate: {
    value: '85%',
    label: 'true-positive rate',
    basis: 'Historical back-test, 2012-2024.',
  },
  advanceWarning: {
    value: '2-4 days',
    label: 'advance warning',
    basis: 'Historical back-test, 2012-2024.',
  },
  leadTime: {
    value: '0-3 days',
    label: 'lead time',
    basis: 'Historical back-test, 2012-2024.',
  },
  falsePositiveRate: {
    value: '<12%',
    label: 'false-positive rate',
    basis: 'Historical back-test, 2012-2024.',
  },
  classificationsPerYear: {
    value: '~15',
    label: 'classifications a year',
    basis: 'Historical back-test, 2012-2024.',
  },
  researchYears: {
    value: '35+',
    label: 'years of research',
    basis:
      'Research into environmental, geophysical and behavioral cycles behind the signal library.',
  },
  backtestPeriod: {
    value: '2012-2024',
    label: 'back-test period',
    basis:
      'Every Market State Detector figure on this site comes from this historical back-test window.',
  },
  licensingHistory: {
    value: '1990-2024',
    label: 'broader correlation history',
    basis: 'Longer environmental correlation history, available through data licensing.',
  },
};

export const taglines: Taglines = ['Backtested', 'Audit-Ready', 'Immutable', 'Zero Drift'];

/**
 * How the rules were fixed and evaluated, in the spec's words (public-site.md 1: rules-based,
 * back-tested 2012-2024; taglines Immutable and Zero Drift; validation documentation and episode
 * manifests under NDA). Every page that describes the method quotes this one sentence.
 */
export const methodStatement =
  'The rules are fixed and versioned, with no re-fitting (zero drift), and were back-tested on 2012-2024 history; validation documentation and episode manifests are available under NDA.';

export const backtestNote =
  'All figures are historical back-tests, 2012-2024. For institutional research only; not investment advice and not trading signals.';
