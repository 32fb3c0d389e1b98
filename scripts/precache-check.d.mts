export declare const PRECACHE_BUDGET_KB: number;
export declare const ADMIN_ASSETS: RegExp;
export declare const OUTSIDE_TIERS: RegExp[];
export declare const NOT_PRECACHED: RegExp[];
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
