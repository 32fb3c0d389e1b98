import type { CSSProperties } from 'react';

/** Inline custom properties (`--state`, `--dot`, `--card-accent`), which CSSProperties does not type. */
export function cssVars(vars: Record<`--${string}`, string>): CSSProperties {
  return vars;
}
