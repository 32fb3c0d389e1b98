/** Keys of the team-sync answers kept in Dexie's teamCache for offline reading. */
export const TEAM_CACHE_KEYS = {
  dashboard: 'dashboard',
  whoami: 'whoami',
  /** A rep's own data (profile panel); deleted when "Not you?" switches the rep. */
  ownData: (email: string) => `own-data:${email}`,
} as const;
