import { describe, expect, it } from 'vitest';
import type { DashboardRep } from '@/shared/portal-dashboard';
import {
  csvFileName,
  documentRows,
  documentsCsv,
  neverOpenedCsv,
  neverOpenedRows,
  repRows,
  repsCsv,
  searchGapsCsv,
  type CourseInfo,
} from './dashboard-view';
import { formatDate, formatDateTime } from '@/lib/date-time';
import { initials } from './format';

const course: CourseInfo = {
  outline: [
    { moduleId: 'foundations', lessonIds: ['f-1', 'f-2'] },
    { moduleId: 'discovery', lessonIds: ['d-1', 'd-2', 'd-3'] },
    { moduleId: 'roi', lessonIds: ['r-1'] },
  ],
  moduleTitles: { foundations: 'Foundations', discovery: 'Discovery' },
};

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

const catalogue = [
  { id: 'sales/pilot-plan', title: 'Pilot Plan', category: 'Sales' },
  { id: 'marketing/one-pager', title: 'One-Pager', category: 'Marketing' },
  { id: 'technical/api', title: 'API Guide', category: 'Technical Specs' },
  { id: 'sales/battlecard', title: 'battlecard', category: 'Sales' },
];

describe('repRows', () => {
  it('gives percent, counts and the current module by title, sorted by name then email', () => {
    const rows = repRows(
      [
        rep({
          email: 'zed@firm.com',
          name: 'zed',
          lessonIds: ['f-1', 'f-2', 'd-1', 'd-2', 'd-3', 'r-1'],
          certifiedAt: '2026-11-21T09:30:00.000Z',
        }),
        rep({ email: 'b@firm.com', name: 'Ada', lessonIds: ['f-1', 'f-2', 'd-2', 'old-lesson'] }),
        rep({ email: 'a@firm.com', name: 'ada', lessonIds: [], verified: false }),
      ],
      course,
    );
    expect(rows).toEqual([
      {
        name: 'ada',
        email: 'a@firm.com',
        percent: 0,
        completed: 0,
        total: 6,
        currentModule: 'Foundations',
        certifiedAt: null,
        lastActiveAt: '2026-11-20T10:00:00.000Z',
        verified: false,
      },
      // 3 of 6 = 50%: the lesson the course no longer has is not counted.
      {
        name: 'Ada',
        email: 'b@firm.com',
        percent: 50,
        completed: 3,
        total: 6,
        currentModule: 'Discovery',
        certifiedAt: null,
        lastActiveAt: '2026-11-20T10:00:00.000Z',
        verified: true,
      },
      {
        name: 'zed',
        email: 'zed@firm.com',
        percent: 100,
        completed: 6,
        total: 6,
        currentModule: null,
        certifiedAt: '2026-11-21T09:30:00.000Z',
        lastActiveAt: '2026-11-20T10:00:00.000Z',
        verified: true,
      },
    ]);
  });

  it('rounds the percent as the training page does and falls back to the module id without a title', () => {
    const [row] = repRows([rep({ lessonIds: ['f-1', 'f-2', 'd-1', 'd-2', 'd-3'] })], course);
    // 5 of 6 = 83.33...%
    expect(row).toMatchObject({ percent: 83, currentModule: 'roi' });
  });
});

describe('documentRows', () => {
  it('keeps the server ranking and names each id from the catalogue, null for an unknown id', () => {
    expect(
      documentRows(
        [
          { documentId: 'technical/api', views: 4, downloads: 1 },
          { documentId: 'retired/deck', views: 2, downloads: 0 },
          { documentId: 'sales/pilot-plan', views: 0, downloads: 1 },
        ],
        catalogue,
      ),
    ).toEqual([
      {
        documentId: 'technical/api',
        title: 'API Guide',
        category: 'Technical Specs',
        views: 4,
        downloads: 1,
      },
      { documentId: 'retired/deck', title: null, category: null, views: 2, downloads: 0 },
      {
        documentId: 'sales/pilot-plan',
        title: 'Pilot Plan',
        category: 'Sales',
        views: 0,
        downloads: 1,
      },
    ]);
  });
});

describe('neverOpenedRows', () => {
  it('is the catalogue minus the opened ids, by title (any case); opened ids not in the catalogue change nothing', () => {
    expect(
      neverOpenedRows(catalogue, ['sales/pilot-plan', 'retired/deck']).map((row) => row.id),
    ).toEqual(['technical/api', 'sales/battlecard', 'marketing/one-pager']);
    expect(
      neverOpenedRows(
        catalogue,
        catalogue.map((file) => file.id),
      ),
    ).toEqual([]);
    expect(neverOpenedRows([], [])).toEqual([]);
  });
});

describe('CSV exports', () => {
  it('writes the reps with a BOM, a header, CRLF lines and ISO times', () => {
    const rows = repRows(
      [
        rep({ name: 'Ada, Countess', lessonIds: ['f-1'], certifiedAt: null, verified: false }),
        rep({
          email: 'b@firm.com',
          name: 'Bea',
          lessonIds: ['f-1', 'f-2', 'd-1', 'd-2', 'd-3', 'r-1'],
          certifiedAt: '2026-11-21T09:30:00.000Z',
        }),
      ],
      course,
    );
    expect(repsCsv(rows)).toBe(
      '\uFEFFname,email,percent_complete,lessons_completed,lessons_total,current_module,certified_at,last_active_at,identity\r\n' +
        '"Ada, Countess",ada@firm.com,17,1,6,Foundations,,2026-11-20T10:00:00.000Z,unverified\r\n' +
        'Bea,b@firm.com,100,6,6,All complete,2026-11-21T09:30:00.000Z,2026-11-20T10:00:00.000Z,verified\r\n',
    );
  });

  it('defuses a name a spreadsheet would run as a formula', () => {
    const rows = repRows([rep({ name: '=HYPERLINK("x")' })], course);
    expect(repsCsv(rows).split('\r\n')[1]).toBe(
      `"'=HYPERLINK(""x"")",ada@firm.com,0,0,6,Foundations,,2026-11-20T10:00:00.000Z,verified`,
    );
  });

  it('numbers the documents by rank, with id, title, category and the total opens', () => {
    const rows = documentRows(
      [
        { documentId: 'technical/api', views: 4, downloads: 1 },
        { documentId: 'retired/deck', views: 2, downloads: 0 },
      ],
      catalogue,
    );
    expect(documentsCsv(rows)).toBe(
      '\uFEFFrank,document_id,title,category,views,downloads,opens\r\n1,technical/api,API Guide,Technical Specs,4,1,5\r\n2,retired/deck,,,2,0,2\r\n',
    );
    expect(documentsCsv([])).toBe(
      '\uFEFFrank,document_id,title,category,views,downloads,opens\r\n',
    );
  });

  it('writes never-opened documents and searches without results', () => {
    expect(
      neverOpenedCsv([{ id: 'marketing/one-pager', title: 'One-Pager', category: 'Marketing' }]),
    ).toBe('\uFEFFdocument_id,title,category\r\nmarketing/one-pager,One-Pager,Marketing\r\n');
    expect(
      searchGapsCsv([
        { query: '-calm deck', searches: 3, reps: 2, lastSearchedAt: '2026-11-24T08:00:00.000Z' },
      ]),
    ).toBe(
      "\uFEFFquery,searches,reps,last_searched_at\r\n'-calm deck,3,2,2026-11-24T08:00:00.000Z\r\n",
    );
  });

  it('names the file after the table and the snapshot UTC date', () => {
    expect(csvFileName('reps', '2026-11-25T23:59:59.000Z')).toBe('team-reps-2026-11-25.csv');
  });
});

describe('format', () => {
  it('words dates in en-GB in the reader time zone, and leaves text that is not a time alone', () => {
    // Noon UTC is 25 November in every time zone from UTC-11 to UTC+11.
    expect(formatDate('2026-11-25T12:00:00.000Z')).toBe('25 Nov 2026');
    expect(formatDateTime('2026-11-25T12:00:00.000Z')).toMatch(/^25 Nov 2026, \d\d:00$/);
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime('')).toBe('');
  });

  it('takes initials from the first and last words', () => {
    expect([
      initials('Grace Brewster Hopper'),
      initials('  ada  '),
      initials('zoë ōkubo'),
      initials(''),
      initials(undefined),
    ]).toEqual(['GH', 'A', 'ZŌ', '?', '?']);
  });
});
