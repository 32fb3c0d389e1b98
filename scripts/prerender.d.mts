export declare function splitHoistedHead(html: string): { head: string; body: string };
export declare function prerender(options: {
  root: string;
  serverEntry: string;
  outDir?: string;
}): Promise<void>;
