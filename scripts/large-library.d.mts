export interface LargeLibraryOptions {
  /** Documents to generate (default 10,000). */
  count?: number;
  /** The same seed, count and size give the same files (default 42). */
  seed?: number;
  /** Total size of the generated files; PDFs carry what the text files leave (default 300). */
  megabytes?: number;
}

export interface PlannedDocument {
  relative: string;
  ext: 'md' | 'txt' | 'html' | 'csv' | 'pdf';
  title: string;
  description: string;
  category: string;
  tags: string[];
  updatedAt: string;
  paragraphs: string[];
  padSeed: number;
  padBytes?: number;
}

export const LARGE_LIBRARY_DEFAULTS: Readonly<Required<LargeLibraryOptions>>;
export function planLargeLibrary(options?: LargeLibraryOptions): PlannedDocument[];
export function renderDocument(doc: PlannedDocument): Array<[string, string | Buffer]>;
export function defaultLargeLibraryDir(
  root: string,
  options: Required<LargeLibraryOptions>,
): string;
export function ensureLargeLibrary(
  options: LargeLibraryOptions & { root: string; dir?: string; log?: (line: string) => void },
): Promise<{ dir: string; files: number; bytes: number }>;
