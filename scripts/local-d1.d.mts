import type { StdioOptions } from 'node:child_process';

/**
 * `wrangler d1 <command> DB --local <args>` on the local database in `persist`; what it printed
 * (empty unless `stdio` is 'pipe', the default).
 */
export declare function localD1(
  root: string,
  config: string,
  persist: string,
  command: readonly string[],
  options?: { args?: readonly string[]; stdio?: StdioOptions },
): string;

/** Applies the D1 migrations of `config` to the local database kept in `persist`. */
export declare function migrateLocalD1(root: string, config: string, persist: string): void;
