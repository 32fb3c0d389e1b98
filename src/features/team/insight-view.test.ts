import { describe, expect, it } from 'vitest';
import type { DashboardRep } from '@/shared/portal-dashboard';
import type { PortalInsightResponse } from '@/shared/portal-insight';
import {
  courseModules,
  courseNames,
  insightCharts,
  insightCsvName,
  quizCell,
  quizCsv,
  quizRows,
  rangeFromSearch,
  searchWithRange,
  timelineCsv,
  timelineRows,
} from './insight-view';

const NOW = Date.parse('2025-03-26T15:00:00Z');
const search = (query: string) => new URLSearchParams(query);

describe('rangeFromSearch', () => {
  it('reads from and to, widened to weeks, and recognises a preset', () => {
    expect(rangeFromSearch(search(''), NOW)).toEqual({
      range: { from: '2025-01-06', to: '2025-03-30' },
      preset: 12,
      problem: null,
    });
    expect(rangeFromSearch(search('from=2025-03-03&to=2025-03-30'), NOW)).toEqual({
      range: { from: '2025-03-03', to: '2025-03-30' },
      preset: 4,
      problem: null,
    });
    expect(rangeFromSearch(search('from=2025-01-08&to=2025-01-13&rep=a@b.co'), NOW)).toEqual({
      range: { from: '2025-01-06', to: '2025-01-19' },
      preset: null,
      problem: null,
    });
  });

  it('falls back to the default and says why when the link is unusable', () => {
    expect(rangeFromSearch(search('from=2025-02-30'), NOW)).toEqual({
      range: { from: '2025-01-06', to: '2025-03-30' },
      preset: 12,
      problem: 'from must be a date like 2026-01-31.',
    });
  });

  it('keeps the rest of the URL when the range changes', () => {
    expect(
      searchWithRange(search('rep=a%40b.co&from=2024-01-01'), {
        from: '2025-01-06',
        to: '2025-01-12',
      }).toString(),
    ).toBe('rep=a%40b.co&from=2025-01-06&to=2025-01-12');
  });
});

const answer: PortalInsightResponse = {
  ok: true,
  generatedAt: '2025-03-26T15:00:00.000Z',
  from: '2025-01-06',
  to: '2025-01-19',
  courseLessons: 24,
  weeks: [
    {
      start: '2025-01-06',
      reps: 1,
      certifiedReps: 1,
      averageCompletion: 100,
      views: 1,
      downloads: 0,
    },
    {
      start: '2025-01-13',
      reps: 0,
      certifiedReps: 0,
      averageCompletion: null,
      views: 0,
      downloads: 2,
    },
  ],
};

describe('insightCharts', () => {
  it('gives each chart its weeks and series, a missing average as a gap', () => {
    expect(insightCharts(answer)).toEqual({
      labels: ['2025-01-06', '2025-01-13'],
      certified: [
        { name: 'Certified reps', values: [1, 0] },
        { name: 'Reps', values: [1, 0] },
      ],
      completion: [{ name: 'Average completion (%)', values: [100, null] }],
      documents: [
        { name: 'Views', values: [1, 0] },
        { name: 'Downloads', values: [0, 2] },
      ],
    });
    expect(insightCsvName('documents-opened', answer)).toBe(
      'team-documents-opened-2025-01-06-to-2025-01-19.csv',
    );
  });
});

const rep = (over: Partial<DashboardRep>): DashboardRep => ({
  email: 'ada@firm.com',
  name: 'Ada',
  lastActiveAt: '2026-11-20T10:00:00.000Z',
  verified: true,
  resetAt: null,
  lessonIds: [],
  certifiedAt: null,
  quizzes: [],
  ...over,
});

describe('quiz table', () => {
  const modules = ['foundations', 'discovery'] as const;
  const rows = quizRows(
    [
      rep({ name: 'bea', email: 'bea@firm.com' }),
      rep({
        quizzes: [
          { moduleId: 'discovery', first: 67, best: 100, passes: 2 },
          { moduleId: 'roi', first: 10, best: 10, passes: 1 },
        ],
      }),
    ],
    modules,
  );

  it('has a cell per course module, by name, and words first / best', () => {
    expect(rows).toEqual([
      {
        name: 'Ada',
        email: 'ada@firm.com',
        scores: [undefined, { moduleId: 'discovery', first: 67, best: 100, passes: 2 }],
      },
      { name: 'bea', email: 'bea@firm.com', scores: [undefined, undefined] },
    ]);
    expect(quizCell(rows[0]!.scores[1])).toBe('67% / 100%');
    expect(quizCell(undefined)).toBeNull();
  });

  it('exports first, best and passes per module, empty where not passed', () => {
    expect(quizCsv(rows, modules)).toBe(
      '\uFEFFname,email,foundations_first,foundations_best,foundations_passes,discovery_first,discovery_best,discovery_passes\r\n' +
        'Ada,ada@firm.com,,,,67,100,2\r\n' +
        'bea,bea@firm.com,,,,,,\r\n',
    );
  });
});

describe('a rep timeline', () => {
  const training = {
    modules: [
      {
        id: 'foundations',
        title: 'Foundations: Basics',
        lessons: [{ id: 'f-1', title: 'States' }],
      },
      { id: 'not-a-module', title: 'Old', lessons: [] },
    ],
  };
  const names = courseNames(training);
  const catalogue = [{ id: 'sales/plan', title: 'Pilot Plan', category: 'Sales' }];

  it('names lessons, modules and documents from the vault and words each kind', () => {
    const rows = timelineRows(
      [
        {
          kind: 'doc_downloaded',
          at: '2025-01-09T00:00:00.000Z',
          documentId: 'gone/doc',
          from: 'playbook',
        },
        {
          kind: 'doc_viewed',
          at: '2025-01-08T00:00:00.000Z',
          documentId: 'sales/plan',
          from: 'library',
        },
        { kind: 'certified', at: '2025-01-07T00:00:00.000Z' },
        { kind: 'training_reset', at: '2025-01-06T12:00:00.000Z' },
        {
          kind: 'quiz_passed',
          at: '2025-01-06T11:00:00.000Z',
          moduleId: 'foundations',
          score: 50,
          attempts: 1,
        },
        {
          kind: 'quiz_passed',
          at: '2025-01-06T10:30:00.000Z',
          moduleId: 'foundations',
          score: 83,
          attempts: 3,
        },
        {
          kind: 'lesson_completed',
          at: '2025-01-06T10:00:00.000Z',
          moduleId: 'foundations',
          lessonId: 'f-1',
        },
        {
          kind: 'lesson_completed',
          at: '2025-01-06T09:00:00.000Z',
          moduleId: 'foundations',
          lessonId: 'f-9',
        },
      ],
      names,
      catalogue,
    );
    expect(rows.map((row) => [row.key, row.what, row.detail, row.note, row.id])).toEqual([
      ['0', 'Document downloaded', 'Not in this library', 'from the playbook', 'gone/doc'],
      ['1', 'Document viewed', 'Pilot Plan', 'from the library', 'sales/plan'],
      ['2', 'Certified', 'Every lesson complete', '', ''],
      ['3', 'Training reset', '', '', ''],
      ['4', 'Quiz passed', 'Foundations: Basics', '50% at the first check, 1 check', 'foundations'],
      [
        '5',
        'Quiz passed',
        'Foundations: Basics',
        '83% at the first check, 3 checks',
        'foundations',
      ],
      ['6', 'Lesson completed', 'States', 'Foundations: Basics', 'foundations/f-1'],
      ['7', 'Lesson completed', 'Not in this course', 'Foundations: Basics', 'foundations/f-9'],
    ]);
    expect(timelineCsv(rows.slice(0, 2))).toBe(
      '\uFEFFat,activity,subject,subject_id,note\r\n' +
        '2025-01-09T00:00:00.000Z,Document downloaded,Not in this library,gone/doc,from the playbook\r\n' +
        '2025-01-08T00:00:00.000Z,Document viewed,Pilot Plan,sales/plan,from the library\r\n',
    );
  });

  it('keeps only known module ids, in course order', () => {
    expect(courseModules(training)).toEqual(['foundations']);
  });
});
