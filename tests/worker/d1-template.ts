/**
 * Vitest globalSetup of the worker project: applies the D1 migrations once into a template
 * directory, which every test Worker copies as its own fresh database (tests/worker/harness.ts).
 * One `wrangler d1 migrations apply` per run instead of one per test file: each was a Node and
 * workerd start of its own, about 6 s of CPU, on two shared cores.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A local D1 persist directory with every migration applied; copy it, never write to it. */
    d1Template: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

export default function setup(project: TestProject): () => void {
  const template = mkdtempSync(path.join(tmpdir(), 'msd-worker-template-'));
  execFileSync(
    'npx',
    [
      'wrangler',
      'd1',
      'migrations',
      'apply',
      'DB',
      '--local',
      '-c',
      path.join(root, 'worker/wrangler.jsonc'),
      '--persist-to',
      template,
    ],
    {
      cwd: root,
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
      encoding: 'utf8',
    },
  );
  project.provide('d1Template', template);
  return () => rmSync(template, { recursive: true, force: true });
}
