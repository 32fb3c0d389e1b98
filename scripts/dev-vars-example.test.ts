import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('worker/.dev.vars.example', () => {
  it('names every secret and setting the Worker reads, each with a comment line above it', () => {
    // The optional settings and secrets of worker/env.ts, and the vars of worker/wrangler.jsonc.
    const declared = [...read('worker/env.ts').matchAll(/^\s+([A-Z][A-Z0-9_]+)\?: string;$/gm)].map(
      (match) => match[1]!,
    );
    // wrangler's Config type needs the Workers types, which this project leaves out.
    const config = unstable_readConfig({
      config: path.join(root, 'worker/wrangler.jsonc'),
    }) as unknown as { vars: Record<string, unknown> };
    const vars = Object.keys(config.vars);
    expect(declared).toContain('ADMIN_TOKEN');
    expect(vars).toEqual([
      'LEAD_RETENTION_DAYS',
      'PORTAL_EVENT_RETENTION_DAYS',
      'CLIENT_ERROR_RETENTION_DAYS',
    ]);

    const lines = read('worker/.dev.vars.example').split('\n');
    const listed = new Map<string, number>();
    lines.forEach((line, i) => {
      const name = /^(?:# )?([A-Z][A-Z0-9_]+)=/.exec(line)?.[1];
      if (name) listed.set(name, i);
    });
    expect([...listed.keys()].sort()).toEqual([...new Set([...declared, ...vars])].sort());
    for (const [name, i] of listed) {
      // The line above is a comment that explains it, or another name of the same pair.
      expect(lines[i - 1], name).toMatch(/^# /);
    }
  });
});
