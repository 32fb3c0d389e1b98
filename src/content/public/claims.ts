import type { Claims, Taglines } from './claims.schema';

/**
 * Every headline figure the public site quotes, in one place. Pages choose which of them they
 * show (the spec has different claims on different pages); none may be added without a source.
 */
export const claims: Claims = {
  crisisPrecision: {
    value: '90%+',
    label: 'precision on true crises',
    basis:
      'Systemic Stress classifications against true crisis episodes, historical back-test 2012-2024.',
  },
  truePositiveRate: {
    value: '85%',
    label: 'true-positive rate',
    basis:
      'Stress classifications confirmed by the episode manifests, historical back-test 2012-2024.',
  },
  advanceWarning: {
    value: '2-4 days',
    label: 'advance warning',
    basis:
      'Typical lead of the first classification ahead of the stress episode, historical back-test 2012-2024.',
  },
  leadTime: {
    value: '0-3 days',
    label: 'lead time',
    basis:
      'Range between a pre-market classification and the start of the episode it flags, historical back-test 2012-2024.',
  },
  falsePositiveRate: {
    value: '<12%',
    label: 'false-positive rate',
    basis:
      'Share of stress classifications not followed by a qualifying episode, historical back-test 2012-2024.',
  },
  classificationsPerYear: {
    value: '~15',
    label: 'classifications a year',
    basis:
      'Average number of stress classifications per year across the back-test, so each one gets attention.',
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

export const backtestNote =
  'All figures are historical back-tests, 2012-2024. For institutional research only; not investment advice and not trading signals.';
