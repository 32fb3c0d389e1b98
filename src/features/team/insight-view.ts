/**
 * The dashboard's insight as the page shows it (issue 28 items 2 and 8): the range in the URL, the
 * charts' series, the quiz table and a rep's activity, named from the decrypted vault. Pure, so
 * every figure is tested against the answer that made it.
 */
import { csvLine, UTF8_BOM } from '@/shared/csv';
import type { ChartSeries } from '@/components/charts';
import type { DashboardRep } from '@/shared/portal-dashboard';
import {
  DEFAULT_RANGE_WEEKS,
  lastWeeks,
  RANGE_PRESETS_WEEKS,
  resolveRange,
  type ActivityEntry,
  type InsightRange,
  type PortalInsightResponse,
  type QuizScore,
} from '@/shared/portal-insight';
import { MODULE_IDS, type ModuleId } from '@/shared/training-modules';
import type { CatalogueEntry } from './dashboard-view';

export interface RangeChoice {
  range: InsightRange;
  /** The preset (in weeks) the range equals today, if any. */
  preset: number | null;
  /** Why the URL's range was not used (the default is shown instead). */
  problem: string | null;
}

/** The range the URL names (`from`, `to`), else the default 12 weeks; presets recognised. */
export function rangeFromSearch(search: URLSearchParams, now: number): RangeChoice {
  const from = search.get('from') ?? undefined;
  const to = search.get('to') ?? undefined;
  const result = resolveRange(from, to, now);
  const chosen = result.ok ? result.range : lastWeeks(DEFAULT_RANGE_WEEKS, now);
  const preset =
    RANGE_PRESETS_WEEKS.find((weeks) => {
      const candidate = lastWeeks(weeks, now);
      return candidate.from === chosen.from && candidate.to === chosen.to;
    }) ?? null;
  return { range: chosen, preset, problem: result.ok ? null : result.message };
}

/** The URL's search with this range (and anything else it held, such as the open rep). */
export function searchWithRange(search: URLSearchParams, range: InsightRange): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('from', range.from);
  next.set('to', range.to);
  return next;
}

/** The three charts' labels (each week's Monday, as the CSV keeps it) and series. */
export function insightCharts(answer: PortalInsightResponse): {
  labels: string[];
  certified: ChartSeries[];
  completion: ChartSeries[];
  documents: ChartSeries[];
} {
  const labels = answer.weeks.map((week) => week.start);
  return {
    labels,
    certified: [
      { name: 'Certified reps', values: answer.weeks.map((week) => week.certifiedReps) },
      { name: 'Reps', values: answer.weeks.map((week) => week.reps) },
    ],
    completion: [
      {
        name: 'Average completion (%)',
        values: answer.weeks.map((week) => week.averageCompletion),
      },
    ],
    documents: [
      { name: 'Views', values: answer.weeks.map((week) => week.views) },
      { name: 'Downloads', values: answer.weeks.map((week) => week.downloads) },
    ],
  };
}

/** "team-certified-reps-2025-01-06-to-2025-03-30.csv" */
export function insightCsvName(chart: string, range: InsightRange): string {
  return `team-${chart}-${range.from}-to-${range.to}.csv`;
}

/** A quiz cell as the page words it: "50% / 83%" (first / best), or null when not passed. */
export function quizCell(score: QuizScore | undefined): string | null {
  return score ? `${score.first}% / ${score.best}%` : null;
}

export interface QuizRow {
  name: string;
  email: string;
  /** One per course module, in course order; undefined where the quiz has not been passed. */
  scores: Array<QuizScore | undefined>;
}

/** One row per rep (the reps table's order: by name, then email) with a score per module. */
export function quizRows(reps: readonly DashboardRep[], modules: readonly ModuleId[]): QuizRow[] {
  const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
  return reps
    .map((rep) => ({
      name: rep.name,
      email: rep.email,
      scores: modules.map((id) => rep.quizzes.find((quiz) => quiz.moduleId === id)),
    }))
    .sort((a, b) => byText(a.name, b.name) || byText(a.email, b.email));
}

/** Machine values per module: first and best percent and passes; empty where not passed. */
export function quizCsv(rows: readonly QuizRow[], modules: readonly ModuleId[]): string {
  const header = [
    'name',
    'email',
    ...modules.flatMap((id) => [`${id}_first`, `${id}_best`, `${id}_passes`]),
  ];
  return (
    UTF8_BOM +
    csvLine(header) +
    rows
      .map((row) =>
        csvLine([
          row.name,
          row.email,
          ...row.scores.flatMap((score) =>
            score ? [score.first, score.best, score.passes] : [null, null, null],
          ),
        ]),
      )
      .join('')
  );
}

/** What the page knows of the course to name a rep's activity. */
export interface CourseNames {
  modules: Partial<Record<string, string>>;
  /** Keyed `moduleId/lessonId`. */
  lessons: Partial<Record<string, string>>;
}

export function courseNames(training: {
  modules: ReadonlyArray<{
    id: string;
    title: string;
    lessons: ReadonlyArray<{ id: string; title: string }>;
  }>;
}): CourseNames {
  return {
    modules: Object.fromEntries(training.modules.map((module) => [module.id, module.title])),
    lessons: Object.fromEntries(
      training.modules.flatMap((module) =>
        module.lessons.map((lesson) => [`${module.id}/${lesson.id}`, lesson.title]),
      ),
    ),
  };
}

export interface TimelineRow {
  /** Unique within the list (two entries may share a time and a subject). */
  key: string;
  at: string;
  /** "Lesson completed", "Quiz passed", ... */
  what: string;
  /** The lesson, module or document by name; "Not in this library" for an id the vault lacks. */
  detail: string;
  /** Scores, checks, where a document was opened from. */
  note: string;
  /** The id the detail names (lesson, module or document), for the CSV. */
  id: string;
}

const ORIGINS: Record<string, string> = {
  library: 'from the library',
  header_search: 'from the header search',
  guided_flow: 'from a guided flow',
  playbook: 'from the playbook',
};

/** A rep's activity entries (newest first, as answered) in words. */
export function timelineRows(
  entries: readonly ActivityEntry[],
  names: CourseNames,
  catalogue: readonly CatalogueEntry[],
): TimelineRow[] {
  const documents = new Map(catalogue.map((file) => [file.id, file.title]));
  return entries.map((entry, index): TimelineRow => ({
    key: `${index}`,
    ...describe(entry, names, documents),
  }));
}

function describe(
  entry: ActivityEntry,
  names: CourseNames,
  documents: ReadonlyMap<string, string>,
): Omit<TimelineRow, 'key'> {
  switch (entry.kind) {
    case 'lesson_completed': {
      const id = `${entry.moduleId}/${entry.lessonId}`;
      return {
        at: entry.at,
        what: 'Lesson completed',
        detail: names.lessons[id] ?? 'Not in this course',
        note: names.modules[entry.moduleId] ?? entry.moduleId,
        id,
      };
    }
    case 'quiz_passed':
      return {
        at: entry.at,
        what: 'Quiz passed',
        detail: names.modules[entry.moduleId] ?? entry.moduleId,
        note: `${entry.score}% at the first check, ${entry.attempts} ${entry.attempts === 1 ? 'check' : 'checks'}`,
        id: entry.moduleId,
      };
    case 'training_reset':
      return { at: entry.at, what: 'Training reset', detail: '', note: '', id: '' };
    case 'certified':
      return {
        at: entry.at,
        what: 'Certified',
        detail: 'Every lesson complete',
        note: '',
        id: '',
      };
    default:
      return {
        at: entry.at,
        what: entry.kind === 'doc_viewed' ? 'Document viewed' : 'Document downloaded',
        detail: documents.get(entry.documentId) ?? 'Not in this library',
        note: ORIGINS[entry.from] ?? entry.from,
        id: entry.documentId,
      };
  }
}

export function timelineCsv(rows: readonly TimelineRow[]): string {
  return (
    UTF8_BOM +
    csvLine(['at', 'activity', 'subject', 'subject_id', 'note']) +
    rows.map((row) => csvLine([row.at, row.what, row.detail, row.id, row.note])).join('')
  );
}

/** The course's module ids in order, as the vault has them (the known ids only). */
export function courseModules(training: { modules: ReadonlyArray<{ id: string }> }): ModuleId[] {
  return training.modules
    .map((module) => module.id)
    .filter((id): id is ModuleId => (MODULE_IDS as readonly string[]).includes(id));
}
