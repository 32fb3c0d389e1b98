import { describe, expect, it } from 'vitest';
import {
  dashboardRep,
  neverOpened,
  rankDocuments,
  summariseRep,
  type CourseOutline,
} from './portal-dashboard';
import { progressFromEvents } from './portal-progress';

const COURSE: CourseOutline = [
  { moduleId: 'foundations', lessonIds: ['f-1', 'f-2', 'f-3'] },
  { moduleId: 'discovery', lessonIds: ['d-1', 'd-2'] },
  { moduleId: 'roi', lessonIds: ['r-1', 'r-2'] },
];
const done = (...ids: string[]) =>
  progressFromEvents(
    ids.map((lessonId, i) => ({
      kind: 'lesson_completed',
      moduleId: 'foundations',
      lessonId,
      occurredAt: new Date(Date.UTC(2026, 10, 1, 9, i)).toISOString(),
    })),
  );

describe('summariseRep', () => {
  it('counts the course lessons done, rounds the percent and names the first unfinished module', () => {
    expect(summariseRep(done(), COURSE)).toEqual({
      completed: 0,
      total: 7,
      percent: 0,
      currentModule: 'foundations',
      certifiedAt: null,
    });
    expect(summariseRep(done('f-1', 'f-2', 'f-3', 'd-2'), COURSE)).toEqual({
      completed: 4,
      total: 7,
      percent: 57,
      currentModule: 'discovery',
      certifiedAt: null,
    });
    expect(summariseRep(done('f-1', 'f-2', 'f-3', 'd-1', 'd-2', 'r-1', 'r-2'), COURSE)).toEqual({
      completed: 7,
      total: 7,
      percent: 100,
      currentModule: null,
      certifiedAt: null,
    });
  });

  it('ignores lessons the course does not know and an empty course', () => {
    expect(summariseRep(done('old-lesson', 'f-1'), COURSE)).toMatchObject({
      completed: 1,
      percent: 14,
    });
    expect(summariseRep(done('f-1'), [])).toEqual({
      completed: 0,
      total: 0,
      percent: 0,
      currentModule: null,
      certifiedAt: null,
    });
  });
});

describe('summariseRep with prerequisites', () => {
  const LOCKED: CourseOutline = [
    { moduleId: 'foundations', lessonIds: ['f-1', 'f-2', 'f-3'], prerequisite: null },
    { moduleId: 'discovery', lessonIds: ['d-1', 'd-2'], prerequisite: 'foundations' },
    { moduleId: 'roi', lessonIds: ['r-1', 'r-2'], prerequisite: 'discovery' },
  ];
  it('does not count a lesson of a locked module (completed on a device that had not heard of a reset)', () => {
    // Foundations voided by a reset; a Discovery lesson completed after it on another device.
    const progress = progressFromEvents([
      ...['f-1', 'f-2', 'f-3'].map((lessonId, i) => ({
        kind: 'lesson_completed',
        moduleId: 'foundations',
        lessonId,
        occurredAt: new Date(Date.UTC(2026, 10, 1, 9, i)).toISOString(),
      })),
      { kind: 'training_reset', occurredAt: '2026-11-01T10:00:00Z' },
      {
        kind: 'lesson_completed',
        moduleId: 'discovery',
        lessonId: 'd-1',
        occurredAt: '2026-11-01T10:05:00Z',
      },
    ]);
    expect(progress.lessons.map((lesson) => lesson.lessonId)).toEqual(['d-1']);
    expect(summariseRep(progress, LOCKED)).toEqual({
      completed: 0,
      total: 7,
      percent: 0,
      currentModule: 'foundations',
      certifiedAt: null,
    });
    expect(
      summariseRep({ lessonIds: ['f-1', 'f-2', 'f-3', 'd-1', 'r-1'], certifiedAt: null }, LOCKED),
    ).toEqual({
      completed: 4,
      total: 7,
      percent: 57,
      currentModule: 'discovery',
      certifiedAt: null,
    });
  });
});

describe('rankDocuments', () => {
  it('orders by opens, then views, then id, drops unopened and keeps the limit', () => {
    const uses = [
      { documentId: 'b', views: 2, downloads: 1 },
      { documentId: 'a', views: 1, downloads: 2 },
      { documentId: 'c', views: 3, downloads: 0 },
      { documentId: 'z', views: 0, downloads: 0 },
      { documentId: 'd', views: 5, downloads: 0 },
    ];
    expect(rankDocuments(uses).map((u) => u.documentId)).toEqual(['d', 'c', 'b', 'a']);
    expect(rankDocuments(uses, 2).map((u) => u.documentId)).toEqual(['d', 'c']);
  });
});

describe('neverOpened', () => {
  it('is the catalogue minus the opened ids, in catalogue order', () => {
    expect(neverOpened(['x', 'a', 'm', 'b'], ['a', 'gone', 'b'])).toEqual(['x', 'm']);
    expect(neverOpened([], ['a'])).toEqual([]);
  });
});

describe('dashboardRep', () => {
  it('keeps the counted lesson ids (sorted), the reset and the certificate; summariseRep reads either shape alike', () => {
    const progress = progressFromEvents([
      {
        kind: 'lesson_completed',
        moduleId: 'discovery',
        lessonId: 'd-1',
        occurredAt: '2026-11-01T09:00:00Z',
      },
      { kind: 'training_reset', occurredAt: '2026-11-02T09:00:00Z' },
      {
        kind: 'lesson_completed',
        moduleId: 'foundations',
        lessonId: 'f-2',
        occurredAt: '2026-11-03T09:00:00Z',
      },
      {
        kind: 'lesson_completed',
        moduleId: 'foundations',
        lessonId: 'f-1',
        occurredAt: '2026-11-04T09:00:00Z',
      },
      { kind: 'certificate_issued', occurredAt: '2026-10-01T09:00:00Z' },
    ]);
    const row = dashboardRep(
      {
        email: 'ada@firm.example',
        name: 'Ada',
        lastActiveAt: '2026-11-04T09:00:00.000Z',
        verified: true,
      },
      progress,
    );
    expect(row).toEqual({
      email: 'ada@firm.example',
      name: 'Ada',
      lastActiveAt: '2026-11-04T09:00:00.000Z',
      verified: true,
      resetAt: '2026-11-02T09:00:00.000Z',
      lessonIds: ['f-1', 'f-2'],
      certifiedAt: '2026-10-01T09:00:00.000Z',
      quizzes: [],
    });
    expect(summariseRep(row, COURSE)).toEqual(summariseRep(progress, COURSE));
    expect(summariseRep(row, COURSE)).toEqual({
      completed: 2,
      total: 7,
      percent: 29,
      currentModule: 'foundations',
      certifiedAt: '2026-10-01T09:00:00.000Z',
    });
  });
});
