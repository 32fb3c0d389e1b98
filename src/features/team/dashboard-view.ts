/**
 * The team dashboard's tables from the Worker's facts and the decrypted vault (decision 0012): the
 * server answers lesson ids and document ids, the page names them from the course and the
 * catalogue. Pure, so every figure on the page is tested against the events that made it.
 */
import { csvLine, UTF8_BOM } from '@/shared/csv';
import {
  neverOpened,
  summariseRep,
  type CourseOutline,
  type DashboardRep,
  type DocumentUse,
  type SearchGap,
} from '@/shared/portal-dashboard';
import type { ModuleId } from '@/shared/training-modules';

export interface CourseInfo {
  outline: CourseOutline;
  moduleTitles: Partial<Record<ModuleId, string>>;
}

/** The course outline and module titles from the vault's training content. */
export function courseFromTraining(training: {
  modules: ReadonlyArray<{
    id: ModuleId;
    title: string;
    prerequisite?: ModuleId | null;
    lessons: ReadonlyArray<{ id: string }>;
  }>;
}): CourseInfo {
  return {
    outline: training.modules.map((module) => ({
      moduleId: module.id,
      lessonIds: module.lessons.map((lesson) => lesson.id),
      prerequisite: module.prerequisite,
    })),
    moduleTitles: Object.fromEntries(training.modules.map((module) => [module.id, module.title])),
  };
}

/** What the dashboard needs of a catalogue file. */
export interface CatalogueEntry {
  id: string;
  title: string;
  category: string;
}

export interface RepRow {
  name: string;
  email: string;
  percent: number;
  completed: number;
  total: number;
  /** The module's title; null when every lesson is complete. */
  currentModule: string | null;
  certifiedAt: string | null;
  lastActiveAt: string;
  /** False when some events came from a device with only the shared password (self-declared). */
  verified: boolean;
}

export interface DocumentRow {
  documentId: string;
  /** The catalogue's title; null for an id this build's catalogue no longer has. */
  title: string | null;
  category: string | null;
  views: number;
  downloads: number;
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** One row per rep, by name (then email, so two reps of one name keep a stable order). */
export function repRows(reps: readonly DashboardRep[], course: CourseInfo): RepRow[] {
  return reps
    .map((rep) => {
      const summary = summariseRep(rep, course.outline);
      return {
        name: rep.name,
        email: rep.email,
        percent: summary.percent,
        completed: summary.completed,
        total: summary.total,
        currentModule:
          summary.currentModule === null
            ? null
            : (course.moduleTitles[summary.currentModule] ?? summary.currentModule),
        certifiedAt: rep.certifiedAt,
        lastActiveAt: rep.lastActiveAt,
        verified: rep.verified,
      };
    })
    .sort((a, b) => byText(a.name, b.name) || byText(a.email, b.email));
}

/** The server's ranking kept as it is; each id named from the catalogue. */
export function documentRows(
  uses: readonly DocumentUse[],
  catalogue: readonly CatalogueEntry[],
): DocumentRow[] {
  const byId = new Map(catalogue.map((file) => [file.id, file]));
  return uses.map((use) => {
    const file = byId.get(use.documentId);
    return {
      documentId: use.documentId,
      title: file?.title ?? null,
      category: file?.category ?? null,
      views: use.views,
      downloads: use.downloads,
    };
  });
}

/** Catalogue documents nobody has opened, by title. */
export function neverOpenedRows(
  catalogue: readonly CatalogueEntry[],
  openedIds: readonly string[],
): CatalogueEntry[] {
  const unopened = new Set(
    neverOpened(
      catalogue.map((file) => file.id),
      openedIds,
    ),
  );
  return catalogue
    .filter((file) => unopened.has(file.id))
    .sort((a, b) => byText(a.title, b.title) || byText(a.id, b.id));
}

function csvDocument(
  header: readonly string[],
  rows: ReadonlyArray<readonly (string | number | null)[]>,
): string {
  return UTF8_BOM + csvLine(header) + rows.map(csvLine).join('');
}

/** CSV columns keep machine-readable values: ISO times, whole percents, ids beside titles. */
export function repsCsv(rows: readonly RepRow[]): string {
  return csvDocument(
    [
      'name',
      'email',
      'percent_complete',
      'lessons_completed',
      'lessons_total',
      'current_module',
      'certified_at',
      'last_active_at',
      'identity',
    ],
    rows.map((row) => [
      row.name,
      row.email,
      row.percent,
      row.completed,
      row.total,
      row.currentModule ?? 'All complete',
      row.certifiedAt,
      row.lastActiveAt,
      row.verified ? 'verified' : 'unverified',
    ]),
  );
}

export function documentsCsv(rows: readonly DocumentRow[]): string {
  return csvDocument(
    ['rank', 'document_id', 'title', 'category', 'views', 'downloads', 'opens'],
    rows.map((row, index) => [
      index + 1,
      row.documentId,
      row.title,
      row.category,
      row.views,
      row.downloads,
      row.views + row.downloads,
    ]),
  );
}

export function neverOpenedCsv(rows: readonly CatalogueEntry[]): string {
  return csvDocument(
    ['document_id', 'title', 'category'],
    rows.map((row) => [row.id, row.title, row.category]),
  );
}

export function searchGapsCsv(gaps: readonly SearchGap[]): string {
  return csvDocument(
    ['query', 'searches', 'reps', 'last_searched_at'],
    gaps.map((gap) => [gap.query, gap.searches, gap.reps, gap.lastSearchedAt]),
  );
}

/** "team-reps-2026-11-25.csv": the table and the snapshot's UTC date. */
export function csvFileName(table: string, generatedAt: string): string {
  return `team-${table}-${generatedAt.slice(0, 10)}.csv`;
}
