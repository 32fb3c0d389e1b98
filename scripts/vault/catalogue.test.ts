import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../src/shared/vault-schema.ts';
import { CatalogueError, catalogueSummary, readLibrary } from './catalogue.ts';

const LIBRARY = path.resolve(import.meta.dirname, '../../collateral/library');

const frontMatter = (fields: string) => `---\n${fields}\n---\n# Body\n\nText.\n`;
const VALID = `title: Pricing guide\ndescription: Tiers, terms and discounts.\ncategory: Sales\ntags: [Pricing, AE]\nupdatedAt: 2026-10-01\ncomplianceFlag: true`;

describe('readLibrary on a scratch library', () => {
  let dir: string;
  const put = async (relative: string, content: string | Uint8Array) => {
    await mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
    await writeFile(path.join(dir, relative), content);
  };

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'msd-catalogue-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads front matter and sidecars, infers the type, and computes size and sha256', async () => {
    const markdown = frontMatter(
      `${VALID}\nfeatured: true\nversion: 2\naudience: AEs\nproduct: MSD`,
    );
    const csv = 'date,state\n2026-01-02,calm\n';
    await put('sales/pricing-guide.md', markdown);
    await put('general/states.csv', csv);
    await put(
      'general/states.csv.meta.yaml',
      'title: State history\ndescription: Daily states since 2020.\ncategory: General\ntags: [States, States]\nupdatedAt: 2026-09-30\ncomplianceFlag: false',
    );
    await put('_sources/ignored.txt', 'source material, not collateral');
    await put('.hidden.md', 'ignored');

    const files = await readLibrary(dir);
    expect(files.map((file) => file.id)).toEqual(['general/states', 'sales/pricing-guide']);
    const [states, pricing] = files;
    expect(states).toMatchObject({
      fileType: 'Data',
      mimeType: 'text/csv; charset=utf-8',
      fileName: 'states.csv',
      size: csv.length,
      tags: ['States'],
      complianceFlag: false,
    });
    expect(states!.sha256).toBe(createHash('sha256').update(csv).digest('hex'));
    expect(pricing).toMatchObject({
      fileType: 'Markdown',
      category: 'Sales',
      tags: ['Pricing', 'AE'],
      updatedAt: '2026-10-01',
      featured: true,
      version: '2',
      audience: 'AEs',
      frontmatter: { product: 'MSD' },
    });
    expect(catalogueSummary(files)).toEqual({
      totalFiles: 2,
      categories: ['General', 'Sales'],
      tags: ['AE', 'Pricing', 'States'],
    });
  });

  it.each([
    [
      'a category outside the six',
      VALID.replace('category: Sales', 'category: Legal'),
      'field "category"',
    ],
    ['an unknown tag', VALID.replace('[Pricing, AE]', '[Pricing, Gossip]'), 'field "tags.1"'],
    ['no tags', VALID.replace('[Pricing, AE]', '[]'), 'field "tags"'],
    ['a malformed date', VALID.replace('2026-10-01', '01/10/2026'), 'field "updatedAt"'],
    [
      'a missing compliance flag',
      VALID.replace('\ncomplianceFlag: true', ''),
      'field "complianceFlag"',
    ],
    ['a missing title', VALID.replace('title: Pricing guide\n', ''), 'field "title"'],
  ])('fails naming the file and the field for %s', async (_, fields, field) => {
    await put('sales/pricing-guide.md', frontMatter(fields));
    const failure = readLibrary(dir);
    await expect(failure).rejects.toThrow(CatalogueError);
    await expect(failure).rejects.toThrow(`collateral/library/sales/pricing-guide.md: ${field}`);
  });

  it('fails on a duplicate id (same path, two extensions)', async () => {
    await put('sales/pricing-guide.md', frontMatter(VALID));
    await put('sales/pricing-guide.txt', frontMatter(VALID));
    await expect(readLibrary(dir)).rejects.toThrow(
      'collateral/library/sales/pricing-guide.txt: duplicate id "sales/pricing-guide" (also collateral/library/sales/pricing-guide.md)',
    );
  });

  it('fails on a file without metadata, an unsupported type, broken YAML and an orphan sidecar', async () => {
    await put('sales/deck.pdf', '%PDF-1.7');
    await expect(readLibrary(dir)).rejects.toThrow(
      'collateral/library/sales/deck.pdf: no metadata (add front matter or deck.pdf.meta.yaml)',
    );
    await rm(path.join(dir, 'sales/deck.pdf'));

    await put('sales/notes.exe', 'MZ');
    await expect(readLibrary(dir)).rejects.toThrow(
      'collateral/library/sales/notes.exe: unsupported file type ".exe"',
    );
    await rm(path.join(dir, 'sales/notes.exe'));

    await put('sales/faq.md', '---\ntitle: [unclosed\n---\n');
    await expect(readLibrary(dir)).rejects.toThrow(
      'collateral/library/sales/faq.md: metadata is not valid YAML',
    );
    await rm(path.join(dir, 'sales/faq.md'));

    await put('sales/gone.pdf.meta.yaml', VALID);
    await expect(readLibrary(dir)).rejects.toThrow(
      'collateral/library/sales/gone.pdf.meta.yaml: sidecar without its file',
    );
  });
});

describe('the real library', () => {
  it('holds at least 81 valid files across all six categories, each with its true size and sha256', async () => {
    const files = await readLibrary(LIBRARY);
    expect(files.length).toBeGreaterThanOrEqual(81);
    expect(catalogueSummary(files).categories).toEqual([...CATEGORIES]);
    expect(new Set(files.map((file) => file.fileType))).toEqual(
      new Set(['Markdown', 'PDF', 'PowerPoint', 'Word', 'Data', 'Image', 'HTML', 'Text']),
    );
    for (const file of files) {
      const bytes = await readFile(path.join(LIBRARY, file.sourceRelativePath));
      expect(file.size, file.id).toBe(bytes.length);
      expect(file.sha256, file.id).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });
});
