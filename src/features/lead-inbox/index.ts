/** The lead inbox (/admin/leads): loaded only when that page opens, never precached. */
export { Inbox } from './inbox';
