/** The lead inbox (/admin/leads): loaded only when that page opens, never precached. */
export { Inbox } from './inbox';
export { SignIn } from './sign-in';
export { clearAdminToken, readAdminToken, storeAdminToken } from './admin-token';
