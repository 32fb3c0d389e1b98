import { describe, expect, it } from 'vitest';
import { countedLessonIds, type OutlineModule } from './counted-lessons';

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
});
