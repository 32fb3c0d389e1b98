/**
 * The Worker's list of documents and lessons (worker/generated/catalogue-ids.ts) is committed so a
 * clean clone can bundle the Worker; it must match collateral/ as it is now, and it must not carry
 * an id or a title in clear.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  catalogueHash,
  WORKER_CATALOGUE_FILE,
  workerCatalogueSource,
} from '../../scripts/worker-catalogue.mjs';
import { readLibrary } from '../../scripts/vault/catalogue';
import { training } from '../../collateral/portal/training/index';

const root = path.resolve(import.meta.dirname, '../..');
const committed = readFileSync(path.join(root, WORKER_CATALOGUE_FILE), 'utf8');

describe(WORKER_CATALOGUE_FILE, () => {
  it('is up to date with collateral/ (else run npm run catalogue:worker and commit it)', async () => {
    expect(committed).toBe(await workerCatalogueSource(root));
  });

  it('holds one digest per document and lesson and no id or title in clear', async () => {
    const files = await readLibrary(path.join(root, 'collateral/library'));
    const lessons = training.modules.flatMap((m) =>
      m.lessons.map((l) => ({ module: m, lesson: l })),
    );
    const digests = committed.match(/'[0-9a-f]{32}'/g) ?? [];
    expect(digests).toHaveLength(files.length + lessons.length);
    expect(committed).toContain(`'${catalogueHash(files[0]!.id)}'`);
    for (const file of files) {
      expect(committed).not.toContain(file.id);
      expect(committed).not.toContain(file.title);
    }
    for (const { lesson } of lessons) expect(committed).not.toContain(lesson.id);
  });
});
