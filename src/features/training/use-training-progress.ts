import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { watchDatabase } from '@/lib/live-query';
import { getDatabase, type MsdDatabase } from '@/lib/db';
import { readRep } from '@/lib/outbox/sync-credential-store';
import { readCachedProgress, record, startProgressRefresh } from '@/features/team';
import {
  combineProgress,
  EMPTY_PROGRESS,
  isTrainingEvent,
  type RepProgress,
} from '@/shared/portal-progress';
import type { Rep } from '@/shared/portal-events';
import type { ModuleId } from '@/shared/training-modules';
import type { Training } from '@/shared/vault-schema';
import { completeLesson, type CompletedLessons } from './progress';
import { completedLessonIds, fact, factsFor, mergeProgress } from './progress-facts';
import { addTrainingFacts, loadTrainingFacts, peekTrainingFacts } from './progress-store';

export interface TrainingProgress {
  /** Undefined until the stored facts have been read. */
  completed: CompletedLessons | undefined;
  /** The merged facts (this device, its queued events, the server's last answer). */
  progress: RepProgress;
  /** The rep using this device, once they said. */
  rep: Rep | undefined;
  /** True when this device cannot store progress (private mode, storage blocked). */
  storageFailed: boolean;
  /** True once a reset made on another device reached this open page (it says so: progress dropped). */
  resetElsewhere: boolean;
  complete: (lessonId: string) => void;
  passQuiz: (moduleId: ModuleId, score: number, attempts: number) => void;
  reset: () => void;
  /** Records the certificate once, at the given time (the first one stays; a later reset does not revoke it). */
  issueCertificate: (at: string) => void;
}

interface Snapshot {
  rep: Rep | undefined;
  progress: RepProgress;
  /** The latest reset this device knows of its own (stored facts and queued events), without the server's. */
  ownResetAt: string | null;
}

/** Everything progress is made of on this device, as one live read (re-runs when any of it changes). */
async function readSnapshot(db: MsdDatabase, training: Training): Promise<Snapshot> {
  const [rep, stored, entries] = await Promise.all([
    readRep(db),
    peekTrainingFacts(db, training, Date.now()),
    db.outbox.where('kind').equals('event').toArray(),
  ]);
  const email = rep?.email.toLowerCase();
  // This rep's queued events, and those waiting for a rep (the flusher gives them this one).
  const queued = entries.flatMap((entry) =>
    entry.kind === 'event' &&
    isTrainingEvent(entry.event) &&
    (!entry.event.rep || entry.event.rep.email.toLowerCase() === email)
      ? [entry.event]
      : [],
  );
  const server = email ? await readCachedProgress(db, email) : undefined;
  const own = mergeProgress(factsFor(stored, email), queued, undefined);
  return {
    rep,
    progress: mergeProgress(own, [], server),
    ownResetAt: own.resetAt,
  };
}

const queuedEventCount = (db: MsdDatabase) => (listen: (count: number) => void) =>
  watchDatabase(
    () => db.outbox.where('kind').equals('event').count(),
    listen,
    () => undefined,
  );

/**
 * The learner's progress: this device's facts joined with its queued events and the rep's
 * progress from the server (decision 0017), live. Each action is stored as a fact and recorded
 * as an event at the same instant, so the two are one fact wherever they meet.
 */
export function useTrainingProgress(training: Training): TrainingProgress {
  const [snapshot, setSnapshot] = useState<Snapshot>();
  // Facts made in this tab: shown at once, and the only record when storage is blocked.
  const [session, setSession] = useState<{ email: string | undefined; facts: RepProgress }>({
    email: undefined,
    facts: EMPTY_PROGRESS,
  });
  const [storageFailed, setStorageFailed] = useState(false);
  const [resetElsewhere, setResetElsewhere] = useState(false);
  const email = snapshot?.rep?.email;

  // A later reset that is not this device's own, arriving while the page is open (a fetch after
  // sync or focus): the drop in progress is explained, not silent. The first read sets the baseline.
  const seenResetAt = useRef<{ email: string | undefined; resetAt: string | null }>(undefined);
  useEffect(() => {
    if (!snapshot) return;
    const seen = seenResetAt.current;
    const resetAt = snapshot.progress.resetAt;
    seenResetAt.current = { email, resetAt };
    if (!seen || seen.email !== email) return;
    if (
      resetAt !== null &&
      resetAt !== snapshot.ownResetAt &&
      (seen.resetAt === null || Date.parse(resetAt) > Date.parse(seen.resetAt))
    )
      setResetElsewhere(true);
  }, [snapshot, email]);

  useEffect(() => {
    const db = getDatabase();
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const failed = () => {
      if (cancelled) return;
      setSnapshot(
        (current) => current ?? { rep: undefined, progress: EMPTY_PROGRESS, ownResetAt: null },
      );
      setStorageFailed(true);
    };
    loadTrainingFacts(db, training, Date.now())
      .then((read) => {
        // Progress from before facts had times was never sent: report it at the time it was stored.
        if (read.kind === 'migrated')
          for (const lesson of read.lessons)
            void record(
              { kind: 'lesson_completed', moduleId: lesson.moduleId, lessonId: lesson.lessonId },
              Date.parse(lesson.completedAt),
            );
        if (cancelled) return;
        unsubscribe = watchDatabase(() => readSnapshot(db, training), setSnapshot, failed);
      })
      .catch(failed);
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [training]);

  useEffect(() => {
    if (!email) return undefined;
    const db = getDatabase();
    return startProgressRefresh(db, queuedEventCount(db));
  }, [email]);

  // Another rep on this device ("Not you?") does not inherit what this tab recorded (stored facts are shown by rep).
  const sessionFacts = session.email === email ? session.facts : EMPTY_PROGRESS;
  const progress = useMemo(
    () => combineProgress(snapshot?.progress ?? EMPTY_PROGRESS, sessionFacts),
    [snapshot, sessionFacts],
  );
  const completed = useMemo(
    () => (snapshot ? completedLessonIds(progress, training) : undefined),
    [snapshot, progress, training],
  );

  const keep = useCallback(
    (added: RepProgress, now: number) => {
      setSession((current) => ({
        email,
        facts: combineProgress(current.email === email ? current.facts : EMPTY_PROGRESS, added),
      }));
      addTrainingFacts(getDatabase(), training, email, added, now).catch(() =>
        setStorageFailed(true),
      );
    },
    [training, email],
  );

  const complete = useCallback(
    (lessonId: string) => {
      if (!completed || completeLesson(training, completed, lessonId) === completed) return;
      const moduleId = training.modules.find((module) =>
        module.lessons.some((lesson) => lesson.id === lessonId),
      )?.id;
      if (!moduleId) return;
      const now = Date.now();
      keep(fact.lesson(moduleId, lessonId, now), now);
      void record({ kind: 'lesson_completed', moduleId, lessonId }, now);
    },
    [completed, training, keep],
  );

  const passQuiz = useCallback(
    (moduleId: ModuleId, score: number, attempts: number) => {
      const now = Date.now();
      keep(fact.quiz(moduleId, score, attempts, now), now);
      void record({ kind: 'quiz_passed', moduleId, score, attempts }, now);
    },
    [keep],
  );

  const reset = useCallback(() => {
    setResetElsewhere(false);
    const now = Date.now();
    keep(fact.reset(now), now);
    void record({ kind: 'training_reset' }, now);
  }, [keep]);

  const issueCertificate = useCallback(
    (at: string) => {
      if (progress.certifiedAt) return;
      const when = Date.parse(at);
      keep(fact.certificate(when), Date.now());
      void record({ kind: 'certificate_issued' }, when);
    },
    [progress.certifiedAt, keep],
  );

  return {
    completed,
    progress,
    rep: snapshot?.rep,
    storageFailed,
    resetElsewhere,
    complete,
    passQuiz,
    reset,
    issueCertificate,
  };
}
