import { describe, expect, it } from 'vitest';
import { hub } from '../../collateral/portal/hub.ts';
import { routeTable, type RouteEntry } from '../../src/shared/route-table.ts';
import { checkHubLinks } from './check-content.ts';

describe('checkHubLinks', () => {
  it('passes the real hub against the real route table', () => {
    expect(checkHubLinks(hub)).toEqual([]);
  });

  it('names a route the table puts on the hub that the hub does not link', () => {
    const table: RouteEntry[] = [
      ...routeTable,
      {
        path: '/internal/team',
        page: 'portal/team#TeamPage',
        layout: 'portal',
        prerender: true,
        sitemap: false,
        robots: 'disallow',
        nav: { hub: true },
      },
    ];
    expect(checkHubLinks(hub, table)).toEqual([
      'hub: the route table puts /internal/team on the hub (nav.hub), but no hub card or onboarding step links to it',
    ]);
  });

  it('names a hub link to a route the table does not put on the hub', () => {
    const withExtra = {
      ...hub,
      onboarding: {
        ...hub.onboarding,
        steps: [
          ...hub.onboarding.steps.slice(0, 3),
          { ...hub.onboarding.steps[3]!, to: '/internal/grid/overview' },
        ],
      },
    };
    expect(checkHubLinks(withExtra)).toEqual([
      'hub: the route table puts /internal/msd/flow on the hub (nav.hub), but no hub card or onboarding step links to it',
      'hub: links to /internal/grid/overview, which the route table does not mark nav.hub',
    ]);
  });
});
