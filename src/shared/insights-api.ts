/** The funnel insight's URLs, without zod: the page-view counter in public pages imports only these. */
export const INSIGHTS_API = { hit: '/api/insights/hit', report: '/api/insights' } as const;
export const INSIGHTS_PATH = '/admin/insights';
