#!/usr/bin/env node
/**
 * A generated large collateral library for tests and the bench (issue 18, item 5): N documents in
 * the layout and metadata of collateral/library (front matter or `.meta.yaml` sidecars), written
 * outside git and identical for the same seed, count and size. Markdown, text, HTML and CSV files
 * carry searchable generated prose; PDFs are valid one-page files padded to carry most of the
 * bytes. Every document says it is generated test data and states no figure or claim.
 *
 *   node scripts/large-library.mjs [--count 10000] [--seed 42] [--megabytes 300] [--dir <path>]
 *
 *   import { ensureLargeLibrary } from './scripts/large-library.mjs';
 *   const { dir, files, bytes } = await ensureLargeLibrary({ root, count: 9877 });
 *   await buildVault({ root, outDir, password, libraryDirs: [dir] });
 *
 * The folder is reused when a finished one with the same parameters exists (its `.complete.json`).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
// TypeScript stripped by the project's Node (24, from npm; README "The two commands").
import { CATEGORIES as CATEGORY_LABELS, TAGS } from '../src/shared/vault-schema.ts';

export const LARGE_LIBRARY_DEFAULTS = Object.freeze({ count: 10_000, seed: 42, megabytes: 300 });
// Bumped when the same parameters would write different files, so a cached copy is not reused.
const FORMAT = 2;

// The catalogue's own categories and tags (its reader rejects any other); a category's folder is
// its label in kebab case, as under collateral/library/.
const CATEGORIES = CATEGORY_LABELS.map((label) => [
  label,
  label.toLowerCase().replaceAll(' ', '-'),
]);
// Vocabulary of the real catalogue's titles and descriptions, so real queries find generated files.
const WORDS = (
  'pricing guide calm deck roi toolkit battlecards systemic stress manifest objection handling pilot plan ' +
  'demo flow one-pager sample alert market state detector regime signal playbook discovery questions ' +
  'onboarding checklist evaluation criteria security review integration api webhook export feed ' +
  'dashboard replay example volatility drawdown research analytics indicator platform annual license ' +
  'proposal renewal trial close prospect buyer portfolio team desk committee review summary brief ' +
  'training module lesson notes template worksheet glossary overview walkthrough checklist rollout ' +
  'stakeholder champion sponsor timeline milestone workshop agenda follow-up recap email sequence'
).split(' ');
const KINDS = [
  { ext: 'md', share: 35 },
  { ext: 'txt', share: 10 },
  { ext: 'html', share: 10 },
  { ext: 'csv', share: 10 },
  { ext: 'pdf', share: 35 },
];

/** mulberry32: a small, fast PRNG whose sequence depends only on the seed. */
function createRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n, width) => String(n).padStart(width, '0');

/** The plan of every generated document (no bytes yet): deterministic from the seed. */
export function planLargeLibrary({
  count = LARGE_LIBRARY_DEFAULTS.count,
  seed = LARGE_LIBRARY_DEFAULTS.seed,
  megabytes = LARGE_LIBRARY_DEFAULTS.megabytes,
} = {}) {
  const random = createRandom(seed);
  const int = (n) => Math.floor(random() * n);
  const words = (n) => Array.from({ length: n }, () => WORDS[int(WORDS.length)]).join(' ');
  const shares = KINDS.reduce((sum, kind) => sum + kind.share, 0);
  const docs = [];
  for (let i = 0; i < count; i += 1) {
    let roll = int(shares);
    const kind = KINDS.find((k) => (roll -= k.share) < 0);
    const [category, folder] = CATEGORIES[int(CATEGORIES.length)];
    const tags = [...new Set(Array.from({ length: 1 + int(3) }, () => TAGS[int(TAGS.length)]))];
    const title = `${words(2 + int(3))} ${pad(i, 5)}`.replace(/^./, (c) => c.toUpperCase());
    // The marker ends the description: real descriptions start with their subject, and fuse.js weighs the start.
    const description = `${words(10 + int(14))}. Generated test document.`.replace(/^./, (c) =>
      c.toUpperCase(),
    );
    const updatedAt = new Date(Date.UTC(2025, 0, 1) + int(700) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const paragraphs = Array.from({ length: 3 + int(10) }, () =>
      `${words(30 + int(90))}.`.replace(/^./, (c) => c.toUpperCase()),
    );
    docs.push({
      relative: `generated/${folder}/doc-${pad(i, 5)}.${kind.ext}`,
      ext: kind.ext,
      title,
      description,
      category,
      tags,
      updatedAt,
      paragraphs,
      padSeed: (seed * 100_003 + i) >>> 0,
    });
  }
  // PDFs carry the rest of the requested size, shared evenly.
  const pdfs = docs.filter((doc) => doc.ext === 'pdf');
  const textBytes = docs
    .filter((doc) => doc.ext !== 'pdf')
    .reduce((sum, doc) => sum + doc.paragraphs.join('\n\n').length + 400, 0);
  const pdfBytes = Math.max(0, megabytes * 1024 * 1024 - textBytes);
  for (const doc of pdfs) doc.padBytes = Math.floor(pdfBytes / Math.max(1, pdfs.length));
  return docs;
}

const yamlString = (value) => JSON.stringify(value);
function metadata(doc) {
  return [
    `title: ${yamlString(doc.title)}`,
    `description: ${yamlString(doc.description)}`,
    `category: ${yamlString(doc.category)}`,
    `tags: [${doc.tags.map(yamlString).join(', ')}]`,
    `updatedAt: "${doc.updatedAt}"`,
    'complianceFlag: false',
    'status: generated',
  ].join('\n');
}

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Pseudo-random printable padding (a PDF comment body), fast enough for hundreds of MB. */
function padding(bytes, seed) {
  const out = Buffer.allocUnsafe(bytes);
  let x = seed || 1;
  for (let i = 0; i < bytes; i += 1) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = 0x21 + ((x >>> 0) % 94);
  }
  for (let i = 99; i < bytes; i += 100) out[i] = 0x0a;
  return out;
}

/** A valid one-page PDF showing the title, with an unreferenced stream holding the padding. */
function pdfBytes(doc) {
  const text = `${doc.title} (generated test document)`.replace(/[()\\]/g, '');
  const content = `BT /F1 14 Tf 56 760 Td (${text}) Tj ET`;
  const fill = padding(doc.padBytes ?? 0, doc.padSeed);
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    ),
    Buffer.from(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
    Buffer.concat([
      Buffer.from(`<< /Length ${fill.length} >>\nstream\n`),
      fill,
      Buffer.from('\nendstream'),
    ]),
  ];
  const parts = [Buffer.from('%PDF-1.4\n')];
  const offsets = [];
  let offset = parts[0].length;
  objects.forEach((body, index) => {
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      body,
      Buffer.from('\nendobj\n'),
    ]);
    offsets.push(offset);
    offset += chunk.length;
    parts.push(chunk);
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${pad(o, 10)} 00000 n `),
  ].join('\n');
  parts.push(
    Buffer.from(
      `${xref}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

/** The files of one planned document: its path(s) and bytes. */
export function renderDocument(doc) {
  const body = doc.paragraphs;
  switch (doc.ext) {
    case 'md':
      return [
        [doc.relative, `---\n${metadata(doc)}\n---\n\n# ${doc.title}\n\n${body.join('\n\n')}\n`],
      ];
    case 'txt':
      return [[doc.relative, `---\n${metadata(doc)}\n---\n${doc.title}\n\n${body.join('\n\n')}\n`]];
    case 'html':
      return [
        [
          doc.relative,
          `<!--\n---\n${metadata(doc)}\n---\n-->\n<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(doc.title)}</title></head>\n<body><h1>${escapeHtml(doc.title)}</h1>\n${body.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}\n</body></html>\n`,
        ],
      ];
    case 'csv': {
      const rows = body.flatMap((p) =>
        p
          .split(' ')
          .reduce(
            (lines, word, i) =>
              i % 6 ? ((lines[lines.length - 1] += `,${word}`), lines) : [...lines, `${word}`],
            [],
          ),
      );
      return [
        [doc.relative, `topic,a,b,c,d,e\n${rows.join('\n')}\n`],
        [`${doc.relative}.meta.yaml`, `${metadata(doc)}\n`],
      ];
    }
    default:
      return [
        [doc.relative, pdfBytes(doc)],
        [`${doc.relative}.meta.yaml`, `${metadata(doc)}\n`],
      ];
  }
}

export function defaultLargeLibraryDir(root, { count, seed, megabytes }) {
  return path.join(
    root,
    'node_modules/.cache/large-library',
    `v${FORMAT}-seed-${seed}-count-${count}-${megabytes}mb`,
  );
}

/**
 * Writes the library unless a finished copy with these parameters exists. Returns its folder (a
 * library root for `buildVault({ libraryDirs })`), how many documents and how many bytes.
 */
export async function ensureLargeLibrary({
  root,
  dir,
  count = LARGE_LIBRARY_DEFAULTS.count,
  seed = LARGE_LIBRARY_DEFAULTS.seed,
  megabytes = LARGE_LIBRARY_DEFAULTS.megabytes,
  log = () => {},
} = {}) {
  const params = { count, seed, megabytes };
  const target = dir ?? defaultLargeLibraryDir(root, params);
  const marker = path.join(target, '.complete.json');
  try {
    const done = JSON.parse(await readFile(marker, 'utf8'));
    if (
      done.format === FORMAT &&
      done.count === count &&
      done.seed === seed &&
      done.megabytes === megabytes
    )
      return { dir: target, files: done.count, bytes: done.bytes };
  } catch {
    // Not written yet (or interrupted): write it afresh.
  }
  await rm(target, { recursive: true, force: true });
  let bytes = 0;
  const docs = planLargeLibrary(params);
  for (const [index, doc] of docs.entries()) {
    for (const [relative, content] of renderDocument(doc)) {
      const file = path.join(target, relative);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, content);
      if (!relative.endsWith('.meta.yaml')) bytes += Buffer.byteLength(content);
    }
    if ((index + 1) % 1000 === 0) log(`large library: ${index + 1} of ${count} documents written`);
  }
  await writeFile(marker, JSON.stringify({ format: FORMAT, ...params, bytes }) + '\n');
  return { dir: target, files: count, bytes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      count: { type: 'string' },
      seed: { type: 'string' },
      megabytes: { type: 'string' },
      dir: { type: 'string' },
    },
  });
  const number = (value, fallback) => (value === undefined ? fallback : Number.parseInt(value, 10));
  const root = fileURLToPath(new URL('..', import.meta.url));
  const result = await ensureLargeLibrary({
    root,
    dir: values.dir && path.resolve(values.dir),
    count: number(values.count, LARGE_LIBRARY_DEFAULTS.count),
    seed: number(values.seed, LARGE_LIBRARY_DEFAULTS.seed),
    megabytes: number(values.megabytes, LARGE_LIBRARY_DEFAULTS.megabytes),
    log: console.log,
  });
  console.log(
    `large library: ${result.files} documents, ${(result.bytes / 1024 / 1024).toFixed(1)} MB in ${result.dir}`,
  );
}
