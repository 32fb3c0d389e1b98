/**
 * A rep's training progress as the union of facts from every device (architecture Flow 4): a lesson
 * counts when it was completed after the rep's latest reset, on any device. Pure, and a join: the
 * Worker folds stored events with it, a device folds the server's answer with its own queued events,
 * and any order of folding gives the same state (so two offline devices converge after both sync).
 */
import type { ModuleId } from './training-modules';
import { MODULE_IDS } from './training-modules';

/** The training events progress is made of (the other kinds are content use). */
export type TrainingEvent =
  | { kind: 'lesson_completed'; moduleId: ModuleId; lessonId: string; occurredAt: string }
  | { kind: 'quiz_passed'; moduleId: ModuleId; score: number; attempts: number; occurredAt: string }
  | { kind: 'training_reset'; occurredAt: string }
  | { kind: 'certificate_issued'; occurredAt: string };

export interface CompletedLesson {
  moduleId: ModuleId;
  lessonId: string;
  completedAt: string;
}

export interface PassedQuiz {
  moduleId: ModuleId;
  score: number;
  attempts: number;
  passedAt: string;
}

export interface RepProgress {
  /** The latest reset on any device; facts at or before it no longer count. */
  resetAt: string | null;
  /**
   * Each lesson once, at its latest completion, when that is after the reset; ordered by time, then
   * id. The latest (not the first) keeps the merge a join: a later reset can void a first
   * completion while a second one still counts.
   */
  lessons: CompletedLesson[];
  /** Each module's latest quiz pass after the reset (latest for the same reason); in course order. */
  quizzes: PassedQuiz[];
  /** The first certificate ever issued: a later reset (to review the course) does not revoke it. */
  certifiedAt: string | null;
}

export const EMPTY_PROGRESS: RepProgress = {
  resetAt: null,
  lessons: [],
  quizzes: [],
  certifiedAt: null,
};

const iso = (ms: number) => new Date(ms).toISOString();
const time = (value: string) => Date.parse(value);

function earlier(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return time(a) <= time(b) ? a : b;
}

function later(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return time(a) >= time(b) ? a : b;
}

/** Ties on time go to the higher score, then fewer attempts, so the choice never depends on order. */
function latestPass(a: PassedQuiz, b: PassedQuiz): PassedQuiz {
  const byTime = time(a.passedAt) - time(b.passedAt);
  if (byTime !== 0) return byTime > 0 ? a : b;
  if (a.score !== b.score) return a.score > b.score ? a : b;
  return a.attempts <= b.attempts ? a : b;
}

function normalise(progress: RepProgress): RepProgress {
  const reset = progress.resetAt === null ? -Infinity : time(progress.resetAt);
  const lessons = new Map<string, CompletedLesson>();
  for (const lesson of progress.lessons) {
    if (time(lesson.completedAt) <= reset) continue;
    const known = lessons.get(lesson.lessonId);
    if (
      !known ||
      time(lesson.completedAt) > time(known.completedAt) ||
      (time(lesson.completedAt) === time(known.completedAt) && lesson.moduleId < known.moduleId)
    ) {
      lessons.set(lesson.lessonId, { ...lesson, completedAt: iso(time(lesson.completedAt)) });
    }
  }
  const quizzes = new Map<ModuleId, PassedQuiz>();
  for (const quiz of progress.quizzes) {
    if (time(quiz.passedAt) <= reset) continue;
    const known = quizzes.get(quiz.moduleId);
    quizzes.set(
      quiz.moduleId,
      known
        ? latestPass(known, { ...quiz, passedAt: iso(time(quiz.passedAt)) })
        : { ...quiz, passedAt: iso(time(quiz.passedAt)) },
    );
  }
  return {
    resetAt: progress.resetAt === null ? null : iso(reset),
    lessons: [...lessons.values()].sort(
      (a, b) => time(a.completedAt) - time(b.completedAt) || (a.lessonId < b.lessonId ? -1 : 1),
    ),
    quizzes: MODULE_IDS.flatMap((id) => quizzes.get(id) ?? []),
    certifiedAt: progress.certifiedAt === null ? null : iso(time(progress.certifiedAt)),
  };
}

/** The join of two progress states: commutative, associative and idempotent. */
export function combineProgress(a: RepProgress, b: RepProgress): RepProgress {
  return normalise({
    resetAt: later(a.resetAt, b.resetAt),
    lessons: [...a.lessons, ...b.lessons],
    quizzes: [...a.quizzes, ...b.quizzes],
    certifiedAt: earlier(a.certifiedAt, b.certifiedAt),
  });
}

export function isTrainingEvent(event: { kind: string }): event is TrainingEvent {
  return (
    event.kind === 'lesson_completed' ||
    event.kind === 'quiz_passed' ||
    event.kind === 'training_reset' ||
    event.kind === 'certificate_issued'
  );
}

/** Progress from any mix of events (content-use events are ignored); one pass, then one normalisation. */
export function progressFromEvents<E extends { kind: string }>(events: Iterable<E>): RepProgress {
  const gathered: RepProgress = { resetAt: null, lessons: [], quizzes: [], certifiedAt: null };
  for (const event of events) {
    if (!isTrainingEvent(event)) continue;
    switch (event.kind) {
      case 'lesson_completed':
        gathered.lessons.push({
          moduleId: event.moduleId,
          lessonId: event.lessonId,
          completedAt: event.occurredAt,
        });
        break;
      case 'quiz_passed':
        gathered.quizzes.push({
          moduleId: event.moduleId,
          score: event.score,
          attempts: event.attempts,
          passedAt: event.occurredAt,
        });
        break;
      case 'training_reset':
        gathered.resetAt = later(gathered.resetAt, event.occurredAt);
        break;
      case 'certificate_issued':
        gathered.certifiedAt = earlier(gathered.certifiedAt, event.occurredAt);
        break;
    }
  }
  return normalise(gathered);
}

/** GET /api/portal/progress answers this. */
export interface PortalProgressResponse {
  ok: true;
  rep: { email: string; name: string | null };
  /** The rep's latest event of any kind, on any device. */
  lastActiveAt: string | null;
  progress: RepProgress;
  /** What else is stored about the rep (shown on their profile panel): counts of their content-use events. */
  contentUse: { views: number; downloads: number; searchesWithoutResults: number };
}
