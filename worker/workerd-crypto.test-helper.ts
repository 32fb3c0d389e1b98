/**
 * workerd's crypto.subtle.timingSafeEqual (a Cloudflare extension) for unit tests in Node, built on
 * node:crypto's: the same contract (equal lengths required, or it throws).
 */
import { timingSafeEqual } from 'node:crypto';

type Bytes = ArrayBuffer | ArrayBufferView;
const view = (b: Bytes) =>
  b instanceof ArrayBuffer
    ? new Uint8Array(b)
    : new Uint8Array(b.buffer, b.byteOffset, b.byteLength);

export function installTimingSafeEqual(): void {
  const subtle = crypto.subtle as SubtleCrypto & {
    timingSafeEqual?: (a: Bytes, b: Bytes) => boolean;
  };
  subtle.timingSafeEqual ??= (a: Bytes, b: Bytes) => {
    const [x, y] = [view(a), view(b)];
    if (x.byteLength !== y.byteLength)
      throw new TypeError('Input buffers must have the same byte length');
    return timingSafeEqual(x, y);
  };
}
