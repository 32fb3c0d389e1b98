/**
 * This device's training facts (issue 15 item 4, decision 0017): each lesson completion, quiz pass,
 * reset and certificate with its time, per rep, so they fold with the server's answer and the
 * queued events through the same join as the Worker (`combineProgress`). A remote reset later than
 * a local completion therefore voids it here too. Pure: the Dexie side is ./progress-store.
 */
import { STORED_FACTS_VERSION, storedTrainingFactsSchema } from '@/shared/portal-progress-schema';
import {
  combineProgress,
  EMPTY_PROGRESS,
  progressFromEvents,
  type RepProgress,
} from '@/shared/portal-progress';
import { countedLessonIds } from '@/shared/counted-lessons';
import type { ModuleId } from '@/shared/training-modules';
import type { Training } from '@/shared/vault-schema';

export { STORED_FACTS_VERSION };

/** Facts recorded before the device knew its rep: they go with the next rep it knows (as the outbox's events do). */
export const NO_REP = '';

/** The flags record's value: facts per rep email (lower case), NO_REP for facts from before the identity prompt. */
export interface StoredTrainingFacts {
  version: typeof STORED_FACTS_VERSION;
  byRep: Record<string, RepProgress>;
}

export const EMPTY_FACTS: StoredTrainingFacts = { version: STORED_FACTS_VERSION, byRep: {} };

export type StoredRead =
  | { kind: 'facts'; facts: StoredTrainingFacts }
  /** The spec's original value, a list of lesson ids: converted, with the lessons to report to the team. */
  | { kind: 'migrated'; facts: StoredTrainingFacts; lessons: RepProgress['lessons'] };

/**
 * The stored value as facts. A list of lesson ids (the format before this change) has no times:
 * each known lesson counts as completed at the record's `updatedAt`, the last time the list was
 * written, so no later than it truly was (a remote reset after that write voids it, one before it
 * cannot be told apart); without a usable `updatedAt`, at `now`. Anything else reads as no facts.
 */
export function readStoredFacts(
  value: unknown,
  updatedAt: number | undefined,
  training: Training,
  now: number,
): StoredRead {
  if (Array.isArray(value)) {
    const when = new Date(
      Number.isFinite(updatedAt) && updatedAt! > 0 && updatedAt! <= now ? updatedAt! : now,
    ).toISOString();
    const lessons = training.modules.flatMap((module) =>
      module.lessons
        .filter((lesson) => value.includes(lesson.id))
        .map((lesson) => ({ moduleId: module.id, lessonId: lesson.id, completedAt: when })),
    );
    const progress = combineProgress(EMPTY_PROGRESS, { ...EMPTY_PROGRESS, lessons });
    return {
      kind: 'migrated',
      facts: lessons.length
        ? { version: STORED_FACTS_VERSION, byRep: { [NO_REP]: progress } }
        : EMPTY_FACTS,
      lessons: progress.lessons,
    };
  }
  const parsed = storedTrainingFactsSchema.safeParse(value);
  return { kind: 'facts', facts: parsed.success ? parsed.data : EMPTY_FACTS };
}

const repKey = (email: string | undefined) => (email ? email.trim().toLowerCase() : NO_REP);

/** The facts that are the rep's on this device: their own and those from before the device knew anyone. */
export function factsFor(stored: StoredTrainingFacts, email: string | undefined): RepProgress {
  const own = stored.byRep[repKey(email)] ?? EMPTY_PROGRESS;
  const unnamed = stored.byRep[NO_REP] ?? EMPTY_PROGRESS;
  return combineProgress(own, unnamed);
}

/** Adds facts for the rep; once the rep is known, the unnamed facts become theirs. */
export function withFacts(
  stored: StoredTrainingFacts,
  email: string | undefined,
  added: RepProgress,
): StoredTrainingFacts {
  const key = repKey(email);
  const byRep = { ...stored.byRep, [key]: combineProgress(factsFor(stored, email), added) };
  if (key !== NO_REP) delete byRep[NO_REP];
  return { version: STORED_FACTS_VERSION, byRep };
}

/** One fact as progress, ready for withFacts. */
export const fact = {
  lesson: (moduleId: ModuleId, lessonId: string, at: number): RepProgress => ({
    ...EMPTY_PROGRESS,
    lessons: [{ moduleId, lessonId, completedAt: new Date(at).toISOString() }],
  }),
  quiz: (moduleId: ModuleId, score: number, attempts: number, at: number): RepProgress => ({
    ...EMPTY_PROGRESS,
    quizzes: [{ moduleId, score, attempts, passedAt: new Date(at).toISOString() }],
  }),
  reset: (at: number): RepProgress => ({ ...EMPTY_PROGRESS, resetAt: new Date(at).toISOString() }),
  certificate: (at: number): RepProgress => ({
    ...EMPTY_PROGRESS,
    certifiedAt: new Date(at).toISOString(),
  }),
};

/**
 * What the training page shows: this device's facts, its still-queued training events (those of
 * this rep or of no rep yet) and the server's last answer, joined. Any order gives the same state.
 */
export function mergeProgress(
  local: RepProgress,
  queued: Iterable<{ kind: string }>,
  server: RepProgress | undefined,
): RepProgress {
  return combineProgress(
    combineProgress(local, progressFromEvents(queued)),
    server ?? EMPTY_PROGRESS,
  );
}

/**
 * The lesson ids that count, limited to the course on this device (facts about retired lessons are
 * kept, not shown) and to unlocked modules: a completion made on a device that had not heard of a
 * reset yet does not leave a locked module holding a lesson (countedLessonIds, as the dashboard).
 */
export function completedLessonIds(progress: RepProgress, training: Training): Set<string> {
  return countedLessonIds(
    progress.lessons.map((lesson) => lesson.lessonId),
    training.modules.map((module) => ({
      moduleId: module.id,
      lessonIds: module.lessons.map((lesson) => lesson.id),
      prerequisite: module.prerequisite,
    })),
  );
}

/**
 * When the course was completed: the latest completion among its lessons once every one counts
 * (the moment the last requirement was met), else null.
 */
export function completedAt(progress: RepProgress, training: Training): string | null {
  const times = new Map(progress.lessons.map((lesson) => [lesson.lessonId, lesson.completedAt]));
  let latest: string | null = null;
  for (const lesson of training.modules.flatMap((module) => module.lessons)) {
    const time = times.get(lesson.id);
    if (!time) return null;
    if (latest === null || Date.parse(time) > Date.parse(latest)) latest = time;
  }
  return latest;
}
