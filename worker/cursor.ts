/**
 * The inbox's page cursor: the (received_at, id) of the last row shown, as opaque base64url, plus
 * the sort key (name, company or status rank) when the list is sorted by one. Pages continue
 * strictly past that position in the list's order, so in the default order (received_at DESC,
 * id DESC) rows inserted meanwhile (always newer) never shift or repeat what is still to come.
 * Pure: no workerd APIs.
 */
export interface CursorPosition {
  receivedAt: string;
  id: string;
  /** The last row's sort key, for an order other than by receipt time. */
  key?: string | number;
}

const KEY_MAX = 200;

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ID = /^[0-9A-Za-z-]{1,64}$/;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(
      Uint8Array.from(binary, (c) => c.charCodeAt(0)),
    );
  } catch {
    return null;
  }
}

export function encodeCursor(position: CursorPosition): string {
  const parts: Array<string | number> = [position.receivedAt, position.id];
  if (position.key !== undefined) parts.push(position.key);
  return toBase64Url(JSON.stringify(parts));
}

/** The position a cursor names, or null for anything this module did not make. */
export function decodeCursor(cursor: string): CursorPosition | null {
  if (cursor.length === 0 || cursor.length > 1000) return null;
  const text = fromBase64Url(cursor);
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length < 2 || value.length > 3) return null;
  const [receivedAt, id, key] = value as unknown[];
  if (typeof receivedAt !== 'string' || !ISO_UTC.test(receivedAt)) return null;
  if (typeof id !== 'string' || !ID.test(id)) return null;
  if (value.length === 2) return { receivedAt, id };
  if (typeof key === 'string' && key.length <= KEY_MAX) return { receivedAt, id, key };
  if (typeof key === 'number' && Number.isSafeInteger(key)) return { receivedAt, id, key };
  return null;
}
