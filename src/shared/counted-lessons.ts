/**
 * Which completed lessons count (issue 28 item 7, decision 0017 addendum): a lesson counts only
 * while its module is unlocked, that is when every lesson of the module's prerequisite counts. The
 * facts stay as they are (the join keeps every completion after the latest reset); this rule reads
 * them, the same on the rep's devices and on the manager's dashboard, so a lesson completed on a
 * device that had not yet heard of a reset never leaves a locked module holding a lesson.
 */
import type { ModuleId } from './training-modules';

export interface OutlineModule {
  moduleId: ModuleId;
  lessonIds: readonly string[];
  /** The module that must be complete first; absent, null or unknown never locks. */
  prerequisite?: ModuleId | null;
}

/** The lesson ids of `done` that count under the course's prerequisites (unknown ids never count). */
export function countedLessonIds(
  done: Iterable<string>,
  outline: readonly OutlineModule[],
): Set<string> {
  const completed = new Set(done);
  const byId = new Map(outline.map((module) => [module.moduleId, module]));
  const unlocked = new Map<ModuleId, boolean>();
  const complete = (module: OutlineModule): boolean =>
    isUnlocked(module) && module.lessonIds.every((id) => completed.has(id));
  function isUnlocked(module: OutlineModule): boolean {
    const known = unlocked.get(module.moduleId);
    if (known !== undefined) return known;
    // Locked while its prerequisites are judged: a cycle of prerequisites comes back here and can
    // never be met (as on the training page).
    unlocked.set(module.moduleId, false);
    const prerequisite = module.prerequisite ? byId.get(module.prerequisite) : undefined;
    const result = !prerequisite || complete(prerequisite);
    unlocked.set(module.moduleId, result);
    return result;
  }
  const counted = new Set<string>();
  for (const module of outline)
    if (isUnlocked(module))
      for (const id of module.lessonIds) if (completed.has(id)) counted.add(id);
  return counted;
}
