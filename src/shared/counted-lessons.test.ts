import { describe, expect, it } from 'vitest';
import { countedLessonIds, type OutlineModule } from './counted-lessons';
import { MODULE_IDS, type ModuleId } from './training-modules';

const OUTLINE: OutlineModule[] = [
  { moduleId: 'foundations', lessonIds: ['f-1', 'f-2'], prerequisite: null },
  { moduleId: 'discovery', lessonIds: ['d-1', 'd-2'], prerequisite: 'foundations' },
  { moduleId: 'roi', lessonIds: ['r-1'], prerequisite: 'discovery' },
  { moduleId: 'demo', lessonIds: ['x-1'] },
];
const counted = (done: string[], outline: OutlineModule[] = OUTLINE) =>
  [...countedLessonIds(done, outline)].sort();

describe('countedLessonIds', () => {
  it('counts a module’s lessons only once its prerequisite is complete, in a chain', () => {
    expect(counted(['f-1', 'd-1', 'r-1'])).toEqual(['f-1']);
    expect(counted(['f-1', 'f-2', 'd-1', 'r-1'])).toEqual(['d-1', 'f-1', 'f-2']);
    expect(counted(['f-1', 'f-2', 'd-1', 'd-2', 'r-1'])).toEqual([
      'd-1',
      'd-2',
      'f-1',
      'f-2',
      'r-1',
    ]);
  });

  it('a module without a prerequisite, or naming one the course lacks, never locks; unknown ids never count', () => {
    expect(counted(['x-1', 'retired'])).toEqual(['x-1']);
    expect(
      counted(
        ['d-1'],
        [{ moduleId: 'discovery', lessonIds: ['d-1'], prerequisite: 'foundations' }],
      ),
    ).toEqual(['d-1']);
  });

  it('a cycle of prerequisites never unlocks (whatever is done)', () => {
    const cycle: OutlineModule[] = [
      { moduleId: 'foundations', lessonIds: ['f-1'], prerequisite: 'discovery' },
      { moduleId: 'discovery', lessonIds: ['d-1'], prerequisite: 'foundations' },
    ];
    expect(counted(['f-1', 'd-1'], cycle)).toEqual([]);
  });

  it('a module that is its own prerequisite, or leads into a cycle, never unlocks', () => {
    const outline: OutlineModule[] = [
      { moduleId: 'foundations', lessonIds: ['f-1'], prerequisite: 'foundations' },
      { moduleId: 'roi', lessonIds: ['r-1'], prerequisite: 'discovery' },
      { moduleId: 'discovery', lessonIds: ['d-1'], prerequisite: 'demo' },
      { moduleId: 'demo', lessonIds: ['x-1'], prerequisite: 'discovery' },
      { moduleId: 'closing', lessonIds: ['c-1'] },
    ];
    expect(counted(['f-1', 'r-1', 'd-1', 'x-1', 'c-1'], outline)).toEqual(['c-1']);
  });

  it('judges a module reached first as a prerequisite the same as one reached on its own', () => {
    // roi is judged while discovery is, and again from the outline; the answer must not change.
    const outline: OutlineModule[] = [
      { moduleId: 'roi', lessonIds: ['r-1'], prerequisite: 'discovery' },
      { moduleId: 'closing', lessonIds: ['c-1'], prerequisite: 'roi' },
      { moduleId: 'discovery', lessonIds: ['d-1'], prerequisite: 'foundations' },
      { moduleId: 'foundations', lessonIds: ['f-1'] },
    ];
    expect(counted(['f-1', 'd-1', 'r-1', 'c-1'], outline)).toEqual(['c-1', 'd-1', 'f-1', 'r-1']);
    expect(counted(['f-1', 'r-1', 'c-1'], outline)).toEqual(['f-1']);
  });

  // The rule stated plainly, walking each module's chain of prerequisites: it is unlocked when the
  // chain ends (no prerequisite, or one the course lacks) with every module on it complete, and
  // never when the chain comes back to a module already on it.
  function reference(done: string[], outline: OutlineModule[]): string[] {
    const completed = new Set(done);
    const byId = new Map(outline.map((module) => [module.moduleId, module]));
    const unlocked = (module: OutlineModule) => {
      const onChain = new Set([module.moduleId]);
      for (let at = module; ;) {
        const prerequisite = at.prerequisite ? byId.get(at.prerequisite) : undefined;
        if (!prerequisite) return true;
        if (onChain.has(prerequisite.moduleId)) return false;
        if (!prerequisite.lessonIds.every((id) => completed.has(id))) return false;
        onChain.add(prerequisite.moduleId);
        at = prerequisite;
      }
    };
    return outline
      .filter(unlocked)
      .flatMap((module) => module.lessonIds.filter((id) => completed.has(id)))
      .sort();
  }

  it('agrees with the rule walked chain by chain on many generated courses', () => {
    let seed = 28;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31; // a fixed sequence: the same courses every run
      return seed % n;
    };
    for (let round = 0; round < 200; round++) {
      const ids = [...MODULE_IDS].sort(() => next(3) - 1).slice(0, 1 + next(MODULE_IDS.length));
      const outline: OutlineModule[] = ids.map((moduleId, i) => {
        const pick = next(ids.length + 2);
        const prerequisite: ModuleId | null | undefined =
          pick < ids.length ? ids[pick] : pick === ids.length ? null : undefined;
        return { moduleId, lessonIds: [`${i}-a`, `${i}-b`], prerequisite };
      });
      const done = outline.flatMap((module) => module.lessonIds).filter(() => next(4) > 0);
      expect(counted(done, outline)).toEqual(reference(done, outline));
    }
  });
});
