/**
 * workerd's crypto.subtle.timingSafeEqual (a Cloudflare extension) for unit tests in Node, with
 * the same contract: buffers of different lengths throw, equal ones compare byte by byte.
 */
type Bytes = ArrayBuffer | ArrayBufferView;
const view = (b: Bytes) =>
  b instanceof ArrayBuffer
    ? new Uint8Array(b)
    : new Uint8Array(b.buffer, b.byteOffset, b.byteLength);

function timingSafeEqual(a: Bytes, b: Bytes): boolean {
  const [x, y] = [view(a), view(b)];
  if (x.byteLength !== y.byteLength)
    throw new TypeError('Input buffers must have the same byte length');
  let difference = 0;
  for (let i = 0; i < x.byteLength; i++) difference |= x[i]! ^ y[i]!;
  return difference === 0;
}

export function installTimingSafeEqual(): void {
  if (!('timingSafeEqual' in crypto.subtle)) Object.assign(crypto.subtle, { timingSafeEqual });
}
