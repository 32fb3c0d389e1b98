/**
 * The team dashboard's contract (decision 0012). The Worker answers facts that need no confidential
 * content: each rep's counted lessons, reset, certificate and activity, document use by catalogue id and searches without
 * results. The page, which holds the decrypted vault, turns them into percent complete, current
 * module and "never opened" with the pure functions here, so the server never holds lesson lists
 * or the catalogue and every figure comes from the same rules the training page uses.
 */
import { countedLessonIds, type OutlineModule } from './counted-lessons';
import type { QuizScore } from './portal-insight';
import type { RepProgress } from './portal-progress';
import type { ModuleId } from './training-modules';

export const DASHBOARD_TOP_DOCUMENTS = 20;
export const DASHBOARD_TOP_SEARCHES = 20;
/**
 * The answer is bounded whatever is stored: at most this many reps (the most recently active) and
 * opened ids. A rep row is at most ~1.5 KB (120-character name, 254-character email, every lesson
 * id), so the answer stays under ~800 KB at worst and ~100 KB for 500 ordinary reps.
 */
export const DASHBOARD_MAX_REPS = 500;
export const DASHBOARD_MAX_OPENED_IDS = 200;
export const DASHBOARD_WINDOWS_DAYS = [7, 30] as const;

/** One rep's row: only what the team view needs (a 100-rep answer stays small on a phone). */
export interface DashboardRep {
  email: string;
  name: string;
  lastActiveAt: string;
  /** The rep's latest training reset, or null. */
  resetAt: string | null;
  /** The lessons that count (completed after the latest reset on any device), each once, sorted. */
  lessonIds: string[];
  certifiedAt: string | null;
  /** Every event came from the rep's own signed-in session (issue 24); false: some came from the shared password's devices. */
  verified: boolean;
  /** Each passed quiz's first and best first-check percent over every pass (issue 28 item 8). */
  quizzes: QuizScore[];
}

/** A dashboard row from a rep's merged progress (the Worker's shaping, also usable on a device). */
export function dashboardRep(
  identity: { email: string; name: string; lastActiveAt: string; verified: boolean },
  progress: RepProgress,
  quizzes: QuizScore[] = [],
): DashboardRep {
  return {
    ...identity,
    resetAt: progress.resetAt,
    lessonIds: progress.lessons.map((lesson) => lesson.lessonId).sort(),
    certifiedAt: progress.certifiedAt,
    quizzes,
  };
}

export interface DocumentUse {
  documentId: string;
  views: number;
  downloads: number;
}

export interface SearchGap {
  query: string;
  /** How many searches, and by how many reps, found nothing. */
  searches: number;
  reps: number;
  lastSearchedAt: string;
}

export interface PortalDashboardResponse {
  ok: true;
  /** The "as of" time of this snapshot; the 7- and 30-day windows end here. */
  generatedAt: string;
  reps: DashboardRep[];
  documents: {
    /** Most opened first (views + downloads, then views, then id), at most DASHBOARD_TOP_DOCUMENTS each. */
    last7Days: DocumentUse[];
    last30Days: DocumentUse[];
    allTime: DocumentUse[];
    /** Every document opened at least once: "never opened" is the catalogue minus these. */
    openedIds: string[];
  };
  searchesWithoutResults: SearchGap[];
  /** Present when a list was cut at its cap: `reps` kept the most recently active, `openedIds` the first by id. */
  truncated?: { reps: boolean; openedIds: boolean };
}

/** Most opened first; documents not opened in the window are left out. */
export function rankDocuments(
  uses: readonly DocumentUse[],
  limit: number = DASHBOARD_TOP_DOCUMENTS,
): DocumentUse[] {
  return uses
    .filter((use) => use.views + use.downloads > 0)
    .sort(
      (a, b) =>
        b.views + b.downloads - (a.views + a.downloads) ||
        b.views - a.views ||
        (a.documentId < b.documentId ? -1 : a.documentId > b.documentId ? 1 : 0),
    )
    .slice(0, limit);
}

/** The course as the page reads it from the vault: modules in order with their lesson ids and prerequisites. */
export type CourseOutline = readonly OutlineModule[];

export interface RepSummary {
  completed: number;
  total: number;
  /** Completed over total, rounded to a whole percent (as the training page rounds it). */
  percent: number;
  /** The first module in course order with a lesson left; null when every lesson is complete. */
  currentModule: ModuleId | null;
  certifiedAt: string | null;
}

/**
 * Percent and current module for a dashboard row or a rep's own progress. Lessons the course does
 * not know (an older course, another build) and lessons of a locked module are not counted, as on
 * the training page (countedLessonIds).
 */
export function summariseRep(
  rep: Pick<DashboardRep, 'lessonIds' | 'certifiedAt'> | RepProgress,
  course: CourseOutline,
): RepSummary {
  const done = countedLessonIds(
    'lessonIds' in rep ? rep.lessonIds : rep.lessons.map((lesson) => lesson.lessonId),
    course,
  );
  const total = course.reduce((sum, module) => sum + module.lessonIds.length, 0);
  const completed = course.reduce(
    (sum, module) => sum + module.lessonIds.filter((id) => done.has(id)).length,
    0,
  );
  const current = course.find((module) => module.lessonIds.some((id) => !done.has(id)));
  return {
    completed,
    total,
    percent: total ? Math.round((completed / total) * 100) : 0,
    currentModule: current?.moduleId ?? null,
    certifiedAt: rep.certifiedAt,
  };
}

/** Catalogue ids nobody has opened, in catalogue order. */
export function neverOpened(
  catalogueIds: readonly string[],
  openedIds: readonly string[],
): string[] {
  const opened = new Set(openedIds);
  return catalogueIds.filter((id) => !opened.has(id));
}
