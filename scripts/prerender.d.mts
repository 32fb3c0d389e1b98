export declare function prerender(options: {
  root: string;
  serverEntry: string;
  outDir?: string;
}): Promise<void>;
