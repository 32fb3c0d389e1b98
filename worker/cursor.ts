/**
 * The inbox's page cursor: the (received_at, id) of the last row shown, as opaque base64url.
 * Pages continue strictly below that pair in (received_at DESC, id DESC) order, so rows inserted
 * meanwhile (always newer) never shift or repeat what is still to come. Pure: no workerd APIs.
 */
export interface CursorPosition {
  receivedAt: string;
  id: string;
}

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
  return toBase64Url(JSON.stringify([position.receivedAt, position.id]));
}

/** The position a cursor names, or null for anything this module did not make. */
export function decodeCursor(cursor: string): CursorPosition | null {
  if (cursor.length === 0 || cursor.length > 200) return null;
  const text = fromBase64Url(cursor);
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [receivedAt, id] = value as unknown[];
  if (typeof receivedAt !== 'string' || !ISO_UTC.test(receivedAt)) return null;
  if (typeof id !== 'string' || !ID.test(id)) return null;
  return { receivedAt, id };
}
