/**
 * Training progress rules (spec 2.13, 4): which modules are unlocked, how far along the course is,
 * and which lessons count. Pure: the course comes from the vault as a parameter.
 */
import type { Training, TrainingModule } from '@/shared/vault-schema';

export type CompletedLessons = ReadonlySet<string>;
export type ModuleStatus = 'locked' | 'not-started' | 'in-progress' | 'complete';

export interface ProgressSummary {
  completed: number;
  total: number;
  /** Completed over total, rounded to a whole percent. */
  percent: number;
}

export function allLessonIds(training: Training): string[] {
  return training.modules.flatMap((module) => module.lessons.map((lesson) => lesson.id));
}

export function countCompleted(module: TrainingModule, completed: CompletedLessons): number {
  return module.lessons.filter((lesson) => completed.has(lesson.id)).length;
}

export function isModuleComplete(module: TrainingModule, completed: CompletedLessons): boolean {
  return countCompleted(module, completed) === module.lessons.length;
}

/** The module a locked module waits for, or undefined when it has none (or names none we know). */
export function prerequisiteOf(
  module: TrainingModule,
  training: Training,
): TrainingModule | undefined {
  if (!module.prerequisite) return undefined;
  return training.modules.find((candidate) => candidate.id === module.prerequisite);
}

/** Unlocked when every lesson of its prerequisite is complete (a missing prerequisite never locks). */
export function isModuleUnlocked(
  module: TrainingModule,
  training: Training,
  completed: CompletedLessons,
): boolean {
  const prerequisite = prerequisiteOf(module, training);
  return !prerequisite || isModuleComplete(prerequisite, completed);
}

export function moduleStatus(
  module: TrainingModule,
  training: Training,
  completed: CompletedLessons,
): ModuleStatus {
  if (!isModuleUnlocked(module, training, completed)) return 'locked';
  const done = countCompleted(module, completed);
  if (done === module.lessons.length) return 'complete';
  return done === 0 ? 'not-started' : 'in-progress';
}

export function summarizeProgress(
  training: Training,
  completed: CompletedLessons,
): ProgressSummary {
  const ids = allLessonIds(training);
  const done = ids.filter((id) => completed.has(id)).length;
  return {
    completed: done,
    total: ids.length,
    percent: ids.length ? Math.round((done / ids.length) * 100) : 0,
  };
}

/**
 * Marks one lesson complete. A lesson of a locked module (or one the course does not know) cannot
 * be completed, so the same set comes back unchanged; completion is never undone except by reset.
 */
export function completeLesson(
  training: Training,
  completed: CompletedLessons,
  lessonId: string,
): CompletedLessons {
  if (completed.has(lessonId)) return completed;
  const module = training.modules.find((candidate) =>
    candidate.lessons.some((lesson) => lesson.id === lessonId),
  );
  if (!module || !isModuleUnlocked(module, training, completed)) return completed;
  return new Set([...completed, lessonId]);
}
