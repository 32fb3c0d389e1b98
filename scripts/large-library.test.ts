import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureLargeLibrary, planLargeLibrary } from './large-library.mjs';
import { readLibrary } from './vault/catalogue.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('large library generator', () => {
  it('plans the same documents for the same seed and different ones for another seed', () => {
    const a = planLargeLibrary({ count: 50, seed: 7, megabytes: 1 });
    expect(planLargeLibrary({ count: 50, seed: 7, megabytes: 1 })).toEqual(a);
    expect(planLargeLibrary({ count: 50, seed: 8, megabytes: 1 }).map((d) => d.title)).not.toEqual(
      a.map((d) => d.title),
    );
    expect(a).toHaveLength(50);
    expect(new Set(a.map((d) => d.relative)).size).toBe(50);
  });

  it('writes a library the catalogue reader accepts, of about the requested size, and reuses it', async () => {
    const dir = path.join(await mkdtemp(path.join(tmpdir(), 'large-library-')), 'lib');
    dirs.push(path.dirname(dir));
    const first = await ensureLargeLibrary({
      root: '/unused',
      dir,
      count: 120,
      seed: 3,
      megabytes: 4,
    });
    expect(first.files).toBe(120);
    expect(first.bytes).toBeGreaterThan(3.5 * 1024 * 1024);
    expect(first.bytes).toBeLessThan(4.5 * 1024 * 1024);

    const files = await readLibrary(dir);
    expect(files).toHaveLength(120);
    expect(files.reduce((sum, f) => sum + f.size, 0)).toBe(first.bytes);
    expect(new Set(files.map((f) => f.fileType))).toEqual(
      new Set(['Markdown', 'Text', 'HTML', 'Data', 'PDF']),
    );
    expect(
      files.every(
        (f) =>
          f.id.startsWith('generated/') && f.description.endsWith('. Generated test document.'),
      ),
    ).toBe(true);

    const pdf = files.find((f) => f.fileType === 'PDF')!;
    const text = pdf.bytes.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    // The xref table points at each object's first byte.
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
      Number(m[1]),
    );
    expect(offsets.map((o) => text.slice(o, o + 8))).toEqual([
      '1 0 obj\n',
      '2 0 obj\n',
      '3 0 obj\n',
      '4 0 obj\n',
      '5 0 obj\n',
      '6 0 obj\n',
    ]);

    const marker = await readFile(path.join(dir, '.complete.json'), 'utf8');
    expect(JSON.parse(marker)).toEqual({
      format: 2,
      count: 120,
      seed: 3,
      megabytes: 4,
      bytes: first.bytes,
    });
    expect(
      await ensureLargeLibrary({ root: '/unused', dir, count: 120, seed: 3, megabytes: 4 }),
    ).toEqual(first);
  });
});
