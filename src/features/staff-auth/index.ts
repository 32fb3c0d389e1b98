/** Signing in as oneself, accepting an invitation and one's own account (issue 24, decision 0024). */
export { Account } from './account';
export { SignInPanel } from './sign-in-panel';
export { Welcome } from './welcome';
export { safeNextPath, signInHref } from './next-path';
