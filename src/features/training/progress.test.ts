import { describe, expect, it } from 'vitest';
import type { Lesson, Training, TrainingModule } from '@/shared/vault-schema';
import {
  completeLesson,
  isModuleUnlocked,
  moduleStatus,
  summarizeProgress,
  type CompletedLessons,
} from './progress';

function lesson(id: string): Lesson {
  return { id, title: id, durationMinutes: 5, type: 'reading', content: [['p', ['Text.']]] };
}

/** The course shape of spec section 9: six chained modules with 5, 4, 4, 4, 4 and 3 lessons. */
const SHAPE: Array<[TrainingModule['id'], number]> = [
  ['foundations', 5],
  ['discovery', 4],
  ['roi', 4],
  ['objections', 4],
  ['demo', 4],
  ['closing', 3],
];

const course: Training = {
  intro: 'Intro.',
  certification: [['p', ['Done.']]],
  modules: SHAPE.map(([id, count], index) => ({
    id,
    title: id,
    description: id,
    durationMinutes: 30,
    prerequisite: index === 0 ? null : (SHAPE[index - 1]?.[0] ?? null),
    lessons: Array.from({ length: count }, (_, n) => lesson(`${id}-${n + 1}`)),
  })),
};

const moduleById = (id: string) => course.modules.find((module) => module.id === id)!;
const lessonsOf = (id: string) => moduleById(id).lessons.map((entry) => entry.id);

function completeAll(ids: string[], start: CompletedLessons = new Set()): CompletedLessons {
  return ids.reduce((done, id) => completeLesson(course, done, id), start);
}

describe('locking', () => {
  it('opens only the first module on a fresh start', () => {
    const statuses = course.modules.map((module) => moduleStatus(module, course, new Set()));
    expect(statuses).toEqual(['not-started', 'locked', 'locked', 'locked', 'locked', 'locked']);
  });

  it('keeps the next module locked until every lesson of its prerequisite is complete', () => {
    const allButOne = completeAll(lessonsOf('foundations').slice(0, 4));
    expect(moduleStatus(moduleById('foundations'), course, allButOne)).toBe('in-progress');
    expect(isModuleUnlocked(moduleById('discovery'), course, allButOne)).toBe(false);
    const all = completeAll(lessonsOf('foundations'));
    expect(moduleStatus(moduleById('foundations'), course, all)).toBe('complete');
    expect(moduleStatus(moduleById('discovery'), course, all)).toBe('not-started');
    expect(moduleStatus(moduleById('roi'), course, all)).toBe('locked');
  });

  it('refuses to complete a lesson of a locked module or an unknown lesson', () => {
    const done = completeAll(['discovery-1', 'nope']);
    expect(done.size).toBe(0);
  });

  it('never locks a module whose prerequisite the course does not contain', () => {
    const orphan = { ...moduleById('closing'), prerequisite: 'demo' as const };
    const shortCourse: Training = { ...course, modules: [orphan] };
    expect(isModuleUnlocked(orphan, shortCourse, new Set())).toBe(true);
  });
});

describe('progress', () => {
  it('counts 24 lessons and rounds the percent', () => {
    expect(summarizeProgress(course, new Set())).toEqual({ completed: 0, total: 24, percent: 0 });
    expect(summarizeProgress(course, completeAll(lessonsOf('foundations')))).toEqual({
      completed: 5,
      total: 24,
      percent: 21,
    });
    const one = completeAll(lessonsOf('foundations').slice(0, 1));
    expect(summarizeProgress(course, one).percent).toBe(4);
  });

  it('reaches 100% after every module in order', () => {
    const everything = course.modules.reduce<CompletedLessons>(
      (done, module) => completeAll(lessonsOf(module.id), done),
      new Set(),
    );
    expect(summarizeProgress(course, everything)).toEqual({
      completed: 24,
      total: 24,
      percent: 100,
    });
  });

  it('is zero for an empty course instead of NaN', () => {
    expect(summarizeProgress({ ...course, modules: [] }, new Set()).percent).toBe(0);
  });

  it('completing twice changes nothing', () => {
    const once = completeAll(['foundations-1']);
    expect(completeLesson(course, once, 'foundations-1')).toBe(once);
  });
});

describe('reset', () => {
  it('an empty progress list locks everything after the first module again', () => {
    const everything = course.modules.reduce<CompletedLessons>(
      (done, module) => completeAll(lessonsOf(module.id), done),
      new Set(),
    );
    const reset: CompletedLessons = new Set();
    expect(summarizeProgress(course, reset).completed).toBe(0);
    expect(moduleStatus(moduleById('closing'), course, everything)).toBe('complete');
    expect(moduleStatus(moduleById('closing'), course, reset)).toBe('locked');
  });
});
