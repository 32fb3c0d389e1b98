import { useCallback, useEffect, useState } from 'react';
import { getDatabase } from '@/lib/db';
import { record } from '@/features/team/record';
import type { Training } from '@/shared/vault-schema';
import {
  completeLesson,
  sanitizeProgress,
  toStoredProgress,
  type CompletedLessons,
} from './progress';
import {
  clearTrainingProgress,
  readTrainingProgress,
  writeTrainingProgress,
} from './progress-store';

export interface TrainingProgress {
  /** Undefined until the stored progress has been read. */
  completed: CompletedLessons | undefined;
  /** True when this device cannot store progress (private mode, storage blocked). */
  storageFailed: boolean;
  complete: (lessonId: string) => void;
  reset: () => void;
}

/** The learner's completed lessons: read once from IndexedDB, written through on every change. */
export function useTrainingProgress(training: Training): TrainingProgress {
  const [completed, setCompleted] = useState<CompletedLessons>();
  const [storageFailed, setStorageFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    readTrainingProgress(getDatabase()).then(
      (stored) => {
        if (!cancelled) setCompleted(sanitizeProgress(stored, training));
      },
      () => {
        // Still let the learner work through the course; say the progress will not be kept.
        if (cancelled) return;
        setCompleted(new Set());
        setStorageFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [training]);

  const complete = useCallback(
    (lessonId: string) => {
      if (!completed) return;
      const next = completeLesson(training, completed, lessonId);
      if (next === completed) return;
      setCompleted(next);
      const moduleId = training.modules.find((module) => module.lessons.some((lesson) => lesson.id === lessonId))?.id;
      if (moduleId) void record({ kind: 'lesson_completed', moduleId, lessonId });
      writeTrainingProgress(getDatabase(), toStoredProgress(training, next), Date.now()).catch(() =>
        setStorageFailed(true),
      );
    },
    [completed, training],
  );

  const reset = useCallback(() => {
    setCompleted(new Set());
    void record({ kind: 'training_reset' });
    clearTrainingProgress(getDatabase()).catch(() => setStorageFailed(true));
  }, []);

  return { completed, storageFailed, complete, reset };
}
