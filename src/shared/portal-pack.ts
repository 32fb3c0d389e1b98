/**
 * The portal tier's manifest (dist/portal-pack.json), written by the build (scripts/portal-pack.ts)
 * and read by the pack manager after unlock. Content-addressed: a file is fetched again only when
 * its sha-256 changes. zod/mini, like every schema the browser loads: the full zod cost the data
 * chunk 16 KB gzip (docs/decisions/0028).
 */
import * as z from 'zod/mini';

export const PORTAL_PACK_FILE = 'portal-pack.json';
export const PORTAL_PACK_URL = `/${PORTAL_PACK_FILE}`;
/** The Cache Storage cache the pack manager fills and the service worker answers from. */
export const PORTAL_PACK_CACHE = 'msd-portal-pack-v1';
/**
 * Files the library studio published (issue 26): ciphertext served by the Worker, held in the pack
 * like the build's collateral blobs.
 */
export const LIBRARY_FILE_PREFIX = '/api/library/files/';

export const portalPackEntrySchema = z.object({
  path: z.string().check(z.regex(/^\/[\w./-]+$/)),
  size: z.int().check(z.nonnegative()),
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  /** code: portal chunks; frame: staff documents; vault: header and catalogue; file: a collateral blob. */
  kind: z.enum(['code', 'frame', 'vault', 'file']),
});

export const portalPackManifestSchema = z.object({
  version: z.literal(1),
  fullPackLimitBytes: z.int().check(z.nonnegative()),
  libraryBytes: z.int().check(z.nonnegative()),
  /** false above the limit: the device keeps only the files the rep chose. */
  keepAll: z.boolean(),
  entries: z.array(portalPackEntrySchema),
});

export type PortalPackEntry = z.output<typeof portalPackEntrySchema>;
export type PortalPackManifest = z.output<typeof portalPackManifestSchema>;
