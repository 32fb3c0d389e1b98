export declare const PRECACHE_BUDGET_KB: number;
export declare const ADMIN_ASSETS: RegExp;
export declare const OUTSIDE_TIERS: RegExp[];
export declare const NOT_PRECACHED: RegExp[];
/** The same files as NOT_PRECACHED, as globs (workbox's globIgnores in vite.config.ts). */
export declare const NOT_PRECACHED_GLOBS: readonly string[];
export declare function globToRegExp(glob: string): RegExp;
export declare function readPrecacheManifest(dist: string): Promise<string[]>;
/** dist/portal-pack.json as parsed JSON (check it with portalPackManifestSchema). */
export declare function readPortalPack(dist: string): Promise<unknown>;
export declare function portalPackDigestOf(dist: string): Promise<string>;
export declare function sha256LiteralsInWorker(dist: string): Promise<string[]>;
export declare function checkPrecache(dist: string): Promise<{
  entries: number;
  bytes: number;
  budgetKb: number;
  portalEntries: number;
}>;
