import { useSyncExternalStore } from 'react';

/** The year the site was built (vite define): what the prerendered HTML says. */
export const BUILD_YEAR: number =
  typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getUTCFullYear();

/**
 * The footer's copyright year (issue 28 item 6): never older than the build, and the visitor's
 * current year once it is later, so a page built last December does not say last year in January.
 * A device clock behind the build never moves it back.
 */
export function copyrightYear(buildYear: number, now: Date): number {
  return Math.max(buildYear, now.getFullYear());
}

const noSubscription = () => () => undefined;

/**
 * The build year while hydrating (the server HTML and the hydrating render agree, so no mismatch),
 * then the current year when it is later: React renders the client snapshot right after hydration.
 */
export function useCopyrightYear(buildYear: number = BUILD_YEAR): number {
  return useSyncExternalStore(
    noSubscription,
    () => copyrightYear(buildYear, new Date()),
    () => buildYear,
  );
}
