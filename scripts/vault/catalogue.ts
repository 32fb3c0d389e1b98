/**
 * Builds the collateral catalogue from collateral/library/: reads each file's metadata (YAML front
 * matter, or a `<file>.meta.yaml` sidecar for binary and data files), validates it, infers the file
 * type and computes size and SHA-256. A bad file fails the build naming the file and the field.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { splitFrontMatter } from '../../src/shared/front-matter.ts';
import type { FILE_TYPES } from '../../src/shared/vault-schema.ts';
import { safeParse } from 'zod/mini';
import { libraryFieldsSchema, type LibraryFields } from '../../src/shared/library-publish.ts';
import {
  CATEGORIES,
  type PERSONA_IDS,
  type SALES_STAGES,
  type TAGS,
} from '../../src/shared/vault-schema.ts';

type FileType = (typeof FILE_TYPES)[number];

const TYPES_BY_EXTENSION: Record<
  string,
  { fileType: FileType; mimeType: string; frontMatter: boolean }
> = {
  '.md': { fileType: 'Markdown', mimeType: 'text/markdown; charset=utf-8', frontMatter: true },
  '.pdf': { fileType: 'PDF', mimeType: 'application/pdf', frontMatter: false },
  '.pptx': {
    fileType: 'PowerPoint',
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    frontMatter: false,
  },
  '.docx': {
    fileType: 'Word',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    frontMatter: false,
  },
  '.csv': { fileType: 'Data', mimeType: 'text/csv; charset=utf-8', frontMatter: false },
  '.json': { fileType: 'Data', mimeType: 'application/json', frontMatter: false },
  '.yaml': { fileType: 'Data', mimeType: 'application/yaml', frontMatter: false },
  '.yml': { fileType: 'Data', mimeType: 'application/yaml', frontMatter: false },
  '.png': { fileType: 'Image', mimeType: 'image/png', frontMatter: false },
  '.jpg': { fileType: 'Image', mimeType: 'image/jpeg', frontMatter: false },
  '.svg': { fileType: 'Image', mimeType: 'image/svg+xml', frontMatter: false },
  '.html': { fileType: 'HTML', mimeType: 'text/html; charset=utf-8', frontMatter: true },
  '.txt': { fileType: 'Text', mimeType: 'text/plain; charset=utf-8', frontMatter: true },
};

const SIDECAR = '.meta.yaml';
const OPTIONAL_KEYS = [
  'date',
  'product',
  'purpose',
  'document_type',
  'version',
  'status',
  'audience',
  'feature_id',
  'feature_name',
  'sha256',
  'rule_path',
  'single_source_of_truth',
] as const;

const isoDate = z.union([
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a YYYY-MM-DD date'),
  z.date().transform((d) => d.toISOString().slice(0, 10)),
]);
const scalar = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.date().transform((d) => d.toISOString().slice(0, 10)),
]);

/**
 * What YAML hands over, normalised before the shared check: dates as YYYY-MM-DD strings, a numeric
 * version as text, repeated tags once, and every other front-matter key kept (the catch-all).
 */
const yamlMetaSchema = z
  .object({
    updatedAt: isoDate,
    version: z.union([z.string(), z.number()]).transform(String).optional(),
    tags: z
      .array(z.unknown())
      .transform((tags) => [...new Set(tags)])
      .optional(),
  })
  .catchall(scalar);

/** The core fields: the same schema the library studio's form and the Worker check (issue 26). */
const CORE_KEYS = Object.keys(libraryFieldsSchema.shape) as (keyof LibraryFields)[];

export type LibraryMeta = LibraryFields & Record<string, unknown>;

/** Front matter or a sidecar's YAML value, checked: the first problem as [field path, message]. */
export function parseLibraryMeta(
  raw: unknown,
): { ok: true; meta: LibraryMeta } | { ok: false; field: string; message: string } {
  const yaml = yamlMetaSchema.safeParse(raw);
  if (!yaml.success) {
    const issue = yaml.error.issues[0]!;
    return { ok: false, field: issue.path.join('.') || '(metadata)', message: issue.message };
  }
  const core: Record<string, unknown> = {};
  for (const key of CORE_KEYS) if (yaml.data[key] !== undefined) core[key] = yaml.data[key];
  const fields = safeParse(libraryFieldsSchema, core);
  if (!fields.success) {
    const issue = fields.error.issues[0]!;
    return { ok: false, field: issue.path.join('.') || '(metadata)', message: issue.message };
  }
  return { ok: true, meta: { ...yaml.data, ...fields.data } };
}

export interface LibraryFile {
  id: string;
  title: string;
  description: string;
  fileName: string;
  sourceRelativePath: string;
  mimeType: string;
  fileType: FileType;
  category: (typeof CATEGORIES)[number];
  tags: Array<(typeof TAGS)[number]>;
  size: number;
  updatedAt: string;
  complianceFlag: boolean;
  featured?: boolean;
  version?: string;
  audience?: string;
  persona?: (typeof PERSONA_IDS)[number];
  stage?: (typeof SALES_STAGES)[number];
  sha256: string;
  frontmatter?: Record<string, string | number | boolean>;
  bytes: Buffer;
}

export class CatalogueError extends Error {}

async function walk(dir: string, base: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name.startsWith('_')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(full, base)));
    else out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out.sort();
}

export async function readLibrary(libraryDir: string): Promise<LibraryFile[]> {
  const paths = await walk(libraryDir, libraryDir);
  const sidecars = new Set(paths.filter((p) => p.endsWith(SIDECAR)));
  const files: LibraryFile[] = [];
  const ids = new Map<string, string>();

  for (const relative of paths.filter((p) => !p.endsWith(SIDECAR))) {
    const where = `collateral/library/${relative}`;
    const extension = path.extname(relative).toLowerCase();
    const type = TYPES_BY_EXTENSION[extension];
    if (!type) throw new CatalogueError(`${where}: unsupported file type "${extension}"`);
    const bytes = await readFile(path.join(libraryDir, relative));

    let yamlText: string | undefined;
    if (sidecars.has(relative + SIDECAR)) {
      yamlText = await readFile(path.join(libraryDir, relative + SIDECAR), 'utf8');
      sidecars.delete(relative + SIDECAR);
    } else if (type.frontMatter) {
      yamlText = splitFrontMatter(bytes.toString('utf8')).yaml;
    }
    if (yamlText === undefined)
      throw new CatalogueError(
        `${where}: no metadata (add front matter or ${path.basename(relative)}${SIDECAR})`,
      );

    let raw: unknown;
    try {
      raw = parseYaml(yamlText);
    } catch (error) {
      throw new CatalogueError(`${where}: metadata is not valid YAML: ${(error as Error).message}`);
    }
    const parsed = parseLibraryMeta(raw);
    if (!parsed.ok) throw new CatalogueError(`${where}: field "${parsed.field}" ${parsed.message}`);
    const meta = parsed.meta;

    const id = relative.slice(0, -extension.length);
    const clash = ids.get(id);
    if (clash) throw new CatalogueError(`${where}: duplicate id "${id}" (also ${clash})`);
    ids.set(id, where);

    const frontmatter: Record<string, string | number | boolean> = {};
    for (const key of OPTIONAL_KEYS) {
      const value = meta[key] as string | number | boolean | null | undefined;
      if (value !== undefined && value !== null) frontmatter[key] = value;
    }

    files.push({
      id,
      title: meta.title,
      description: meta.description,
      fileName: path.basename(relative),
      sourceRelativePath: relative,
      mimeType: type.mimeType,
      fileType: type.fileType,
      category: meta.category,
      tags: [...new Set(meta.tags)],
      size: bytes.length,
      updatedAt: meta.updatedAt,
      complianceFlag: meta.complianceFlag,
      ...(meta.featured ? { featured: true } : {}),
      ...(meta.version ? { version: meta.version } : {}),
      ...(meta.audience ? { audience: meta.audience } : {}),
      ...(meta.persona ? { persona: meta.persona } : {}),
      ...(meta.stage ? { stage: meta.stage } : {}),
      sha256: createHash('sha256').update(bytes).digest('hex'),
      ...(Object.keys(frontmatter).length ? { frontmatter } : {}),
      bytes,
    });
  }
  const orphans = [...sidecars];
  if (orphans.length)
    throw new CatalogueError(`collateral/library/${orphans[0]}: sidecar without its file`);
  return files;
}

export function catalogueSummary(files: readonly { category: string; tags: readonly string[] }[]) {
  const categories = CATEGORIES.filter((category) =>
    files.some((file) => file.category === category),
  );
  const tags = [...new Set(files.flatMap((file) => file.tags))].sort((a, b) => a.localeCompare(b));
  return { totalFiles: files.length, categories, tags };
}
