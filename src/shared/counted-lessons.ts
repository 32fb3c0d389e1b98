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
  const complete = (module: OutlineModule, seen: Set<ModuleId>): boolean =>
    isUnlocked(module, seen) && module.lessonIds.every((id) => completed.has(id));
  function isUnlocked(module: OutlineModule, seen: Set<ModuleId>): boolean {
    const known = unlocked.get(module.moduleId);
    if (known !== undefined) return known;
    const prerequisite = module.prerequisite ? byId.get(module.prerequisite) : undefined;
    // A cycle of prerequisites can never be met (as on the training page).
    const result =
      !prerequisite ||
      (!seen.has(prerequisite.moduleId) &&
        complete(prerequisite, new Set([...seen, module.moduleId])));
    unlocked.set(module.moduleId, result);
    return result;
  }
  const counted = new Set<string>();
  for (const module of outline)
    if (isUnlocked(module, new Set()))
      for (const id of module.lessonIds) if (completed.has(id)) counted.add(id);
  return counted;
}
