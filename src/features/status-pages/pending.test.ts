import { describe, expect, it } from 'vitest';
import type { PendingPages } from '@/shared/vault-schema';
import { pendingPageFor } from './pending';

const pending: PendingPages = {
  '/apis': {
    title: 'API page',
    description: 'Not yet.',
    alternatives: [{ label: 'Home', to: '/internal/portal' }],
  },
};

describe('pendingPageFor', () => {
  it('finds the entry for the path, with or without a trailing slash', () => {
    expect(pendingPageFor(pending, '/apis')?.title).toBe('API page');
    expect(pendingPageFor(pending, '/apis/')?.title).toBe('API page');
  });

  it('answers undefined for a path without an entry, inherited keys included', () => {
    expect(pendingPageFor(pending, '/internal/grid/use-cases')).toBeUndefined();
    expect(pendingPageFor(pending, 'constructor')).toBeUndefined();
  });
});
