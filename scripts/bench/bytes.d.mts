import type { BrowserContext } from 'playwright-core';

/** Bytes one route loads: gzip (level 9) and brotli (quality 11) of each response body, summed. */
export interface RouteBytes {
  jsGzip: number;
  jsBrotli: number;
  cssGzip: number;
  cssBrotli: number;
  afterHydrationJsGzip: number;
}

export declare function firstViewBytes(options: {
  origin: string;
  routes: readonly string[];
  serve?: (context: BrowserContext) => Promise<void>;
}): Promise<Record<string, RouteBytes>>;

export declare function benchBytes(options: { root: string; url: string }): Promise<unknown>;
