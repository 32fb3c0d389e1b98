/**
 * The portal index (portal-pack.json) of the running build, as the service worker hands it out
 * (decision 0015). The public precache carries only the index's sha-256, baked into sw.js, so the
 * index reaches only devices that open the portal: the first request after unlock fetches it,
 * checks it against that digest and keeps it in the pack cache; later requests, online or not,
 * get that copy for as long as its sha-256 is the running build's.
 */
import {
  PORTAL_PACK_URL,
  portalPackManifestSchema,
  type PortalPackManifest,
} from '@/shared/portal-pack';
import { sha256Hex } from '@/shared/vault-crypto';

/** The slice of the pack's Cache Storage cache the index uses (a fake in unit tests). */
export interface IndexCache {
  match(path: string): Promise<Response | undefined>;
  put(path: string, response: Response): Promise<void>;
}

export interface IndexDeps {
  /** The sha-256 this service worker was built with. */
  digest: string;
  cache: IndexCache;
  fetch: typeof fetch;
}

export type IndexResult =
  | { state: 'ok'; bytes: ArrayBuffer }
  /** The server holds another build's index (a newer deploy): the waiting worker brings it. */
  | { state: 'other-build' }
  /** No copy of this build's index on the device, and none from the server (offline, or an error). */
  | { state: 'unavailable' };

/** The stored copy when it is this build's index, else null. */
async function storedIndex(deps: IndexDeps): Promise<ArrayBuffer | null> {
  const stored = await deps.cache.match(PORTAL_PACK_URL);
  if (!stored) return null;
  const bytes = await stored.arrayBuffer();
  return (await sha256Hex(bytes)) === deps.digest ? bytes : null;
}

/** This build's index: the stored copy, else the network's (checked, then stored). */
export async function loadIndex(deps: IndexDeps): Promise<IndexResult> {
  const stored = await storedIndex(deps);
  if (stored) return { state: 'ok', bytes: stored };
  let response: Response;
  try {
    // no-store: the HTTP cache may hold another build's index under the same name.
    response = await deps.fetch(PORTAL_PACK_URL, { cache: 'no-store' });
  } catch {
    return { state: 'unavailable' };
  }
  if (!response.ok) return { state: 'unavailable' };
  const bytes = await response.arrayBuffer();
  if ((await sha256Hex(bytes)) !== deps.digest) return { state: 'other-build' };
  await deps.cache.put(
    PORTAL_PACK_URL,
    new Response(bytes, { headers: { 'Content-Type': 'application/json' } }),
  );
  return { state: 'ok', bytes };
}

/** The answer to the page's request for the index. */
export function indexResponse(result: IndexResult): Response {
  const headers = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };
  if (result.state === 'unavailable') return Response.error();
  if (result.state === 'other-build')
    return new Response(
      JSON.stringify({ error: 'The server runs a newer build: reload the page to update.' }),
      { status: 409, headers },
    );
  return new Response(result.bytes, { headers });
}

/**
 * One worker's loads of its index: calls while a load runs share it, and a successful load is kept
 * (the digest never changes for a worker); after a failed one the next call tries again.
 */
export function indexLoader(deps: () => Promise<IndexDeps>): () => Promise<IndexResult> {
  let current: Promise<IndexResult> | null = null;
  return () => {
    if (current) return current;
    const load = deps().then(loadIndex);
    current = load;
    const forget = () => {
      if (current === load) current = null;
    };
    load.then((result) => {
      if (result.state !== 'ok') forget();
    }, forget);
    return load;
  };
}

/** The index's entries, when the load found this build's index. */
export function manifestOf(result: IndexResult): PortalPackManifest | null {
  if (result.state !== 'ok') return null;
  const parsed = portalPackManifestSchema.safeParse(
    JSON.parse(new TextDecoder().decode(result.bytes)),
  );
  return parsed.success ? parsed.data : null;
}
