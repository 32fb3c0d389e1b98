/** SQL for portal_events (decision 0012), kept apart from the HTTP handlers. */
import type { PortalEvent } from '../src/shared/portal-events';
import type { TrainingEvent } from '../src/shared/portal-progress';
import type { ModuleId } from '../src/shared/training-modules';

const INSERT_EVENT = `INSERT INTO portal_events
  (id, kind, rep_email, rep_name, device_id, occurred_at, received_at, module_id, lesson_id, score, attempts, document_id, origin, query, person_id)
  VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)
  ON CONFLICT(id) DO NOTHING`;

function columns(event: PortalEvent) {
  return {
    moduleId: 'moduleId' in event ? event.moduleId : null,
    lessonId: event.kind === 'lesson_completed' ? event.lessonId : null,
    score: event.kind === 'quiz_passed' ? event.score : null,
    attempts: event.kind === 'quiz_passed' ? event.attempts : null,
    documentId: 'documentId' in event ? event.documentId : null,
    origin: 'from' in event ? event.from : null,
    query: event.kind === 'search_no_results' ? event.query : null,
  };
}

/** One D1 batch (one transaction); how many rows each statement stored tells new from replayed. */
export async function insertEvents(
  db: D1Database,
  events: readonly PortalEvent[],
  receivedAt: number,
  /** The directory person a session sent them as; null for the shared device credential (unverified). */
  personId: string | null = null,
): Promise<number> {
  const statement = db.prepare(INSERT_EVENT);
  const results = await db.batch(
    events.map((event) => {
      const c = columns(event);
      return statement.bind(
        event.id,
        event.kind,
        event.rep.email,
        event.rep.name,
        event.deviceId,
        Date.parse(event.occurredAt),
        receivedAt,
        c.moduleId,
        c.lessonId,
        c.score,
        c.attempts,
        c.documentId,
        c.origin,
        c.query,
        personId,
      );
    }),
  );
  return results.reduce((stored, result) => stored + (result.meta.changes ?? 0), 0);
}

interface TrainingRow {
  kind: TrainingEvent['kind'];
  rep_email: string;
  module_id: ModuleId | null;
  lesson_id: string | null;
  score: number | null;
  attempts: number | null;
  occurred_at: number;
}

/**
 * The training facts that still matter, reduced in SQL: each rep's latest reset, the latest
 * completion of each lesson and the latest pass of each quiz after it. progressFromEvents over
 * these rows equals it over every stored event, save certification: certificate_issued events are
 * stored but not read, the Worker derives it from completions (certificationStatement). The index is pinned:
 * with ANALYZE statistics SQLite preferred the rep index here, a full scan 40x slower.
 */
const TRAINING_FACTS = (repFilter: string) => `
  WITH resets AS (
    SELECT rep_email, MAX(occurred_at) AS reset_at FROM portal_events INDEXED BY portal_events_kind_subject
    WHERE kind = 'training_reset' ${repFilter} GROUP BY rep_email
  )
  SELECT 'training_reset' AS kind, rep_email, NULL AS module_id, NULL AS lesson_id, NULL AS score, NULL AS attempts, reset_at AS occurred_at FROM resets
  UNION ALL
  SELECT 'lesson_completed', e.rep_email, e.module_id, e.lesson_id, NULL, NULL, MAX(e.occurred_at)
    FROM portal_events e INDEXED BY portal_events_kind_subject LEFT JOIN resets r ON r.rep_email = e.rep_email
    WHERE e.kind = 'lesson_completed' ${repFilter.replace('rep_email', 'e.rep_email')} AND e.occurred_at > COALESCE(r.reset_at, -1)
    GROUP BY e.rep_email, e.lesson_id
  UNION ALL
  SELECT 'quiz_passed', e.rep_email, e.module_id, NULL, e.score, e.attempts, MAX(e.occurred_at)
    FROM portal_events e INDEXED BY portal_events_kind_subject LEFT JOIN resets r ON r.rep_email = e.rep_email
    WHERE e.kind = 'quiz_passed' ${repFilter.replace('rep_email', 'e.rep_email')} AND e.occurred_at > COALESCE(r.reset_at, -1)
    GROUP BY e.rep_email, e.module_id`;

function toTrainingEvent(row: TrainingRow): TrainingEvent {
  const occurredAt = new Date(row.occurred_at).toISOString();
  switch (row.kind) {
    case 'lesson_completed':
      return { kind: row.kind, moduleId: row.module_id!, lessonId: row.lesson_id!, occurredAt };
    case 'quiz_passed':
      return {
        kind: row.kind,
        moduleId: row.module_id!,
        score: row.score!,
        attempts: row.attempts!,
        occurredAt,
      };
    default:
      return { kind: row.kind, occurredAt };
  }
}

function trainingStatement(db: D1Database, repEmail?: string): D1PreparedStatement {
  const sql = TRAINING_FACTS(repEmail === undefined ? '' : 'AND rep_email = ?1');
  return repEmail === undefined ? db.prepare(sql) : db.prepare(sql).bind(repEmail);
}

/** Training facts grouped by rep email. */
function groupTraining(rows: readonly TrainingRow[]): Map<string, TrainingEvent[]> {
  const byRep = new Map<string, TrainingEvent[]>();
  for (const row of rows) {
    const list = byRep.get(row.rep_email) ?? [];
    list.push(toTrainingEvent(row));
    byRep.set(row.rep_email, list);
  }
  return byRep;
}

/** A lesson's first completion in one stretch between a rep's resets (since: the reset it follows, or null). */
export interface LessonFirstRow {
  rep_email: string;
  since: number | null;
  module_id: string;
  lesson_id: string;
  first_at: number;
}

/**
 * For certification (worker/certification.ts): each lesson's first completion in each stretch
 * between resets. A completion at a reset's very millisecond never counts (the reset voids it).
 */
export function certificationStatement(db: D1Database, repEmail?: string): D1PreparedStatement {
  const only = repEmail === undefined ? '' : 'AND rep_email = ?1';
  const sql = `
    WITH resets AS (
      SELECT rep_email, occurred_at AS reset_at FROM portal_events INDEXED BY portal_events_kind_subject
      WHERE kind = 'training_reset' ${only}
    ), completions AS (
      SELECT e.rep_email, e.module_id, e.lesson_id, e.occurred_at,
        (SELECT MAX(r.reset_at) FROM resets r WHERE r.rep_email = e.rep_email AND r.reset_at <= e.occurred_at) AS since
      FROM portal_events e INDEXED BY portal_events_kind_subject
      WHERE e.kind = 'lesson_completed' ${only.replace('rep_email', 'e.rep_email')}
    )
    SELECT rep_email, since, module_id, lesson_id, MIN(occurred_at) AS first_at FROM completions
    WHERE since IS NULL OR since < occurred_at
    GROUP BY rep_email, since, module_id, lesson_id`;
  return repEmail === undefined ? db.prepare(sql) : db.prepare(sql).bind(repEmail);
}

export interface RepActivityRow {
  rep_email: string;
  /** The name on the rep's latest event (SQLite takes bare columns from the MAX row). */
  rep_name: string;
  last_active_at: number;
  /** 1 when every event of the rep came from a signed-in session; 0 when any came from the shared credential. */
  verified: number;
}

function activityStatement(db: D1Database, repEmail: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT rep_email, rep_name, MAX(occurred_at) AS last_active_at FROM portal_events
       WHERE rep_email = ?1 GROUP BY rep_email`,
    )
    .bind(repEmail);
}

/** The `limit` most recently active reps (the caller asks one more than it shows, to tell a cut). */
function recentActivityStatement(db: D1Database, limit: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT rep_email, rep_name, MAX(occurred_at) AS last_active_at,
         -- SUM, not MIN: with a single MAX() SQLite takes rep_name from the latest row.
         SUM(person_id IS NULL) = 0 AS verified
       FROM portal_events GROUP BY rep_email ORDER BY last_active_at DESC, rep_email LIMIT ?1`,
    )
    .bind(limit);
}

export interface DocumentUse {
  documentId: string;
  views: [last7: number, last30: number, all: number];
  downloads: [last7: number, last30: number, all: number];
}

interface DocumentKindRow {
  kind: 'doc_viewed' | 'doc_downloaded';
  document_id: string;
  in_7: number;
  in_30: number;
  total: number;
}

/** Every opened document's counts in the three windows, grouped in index order (no sort). */
function documentUseStatement(
  db: D1Database,
  since7: number,
  since30: number,
): D1PreparedStatement {
  return db
    .prepare(
      `SELECT kind, document_id, SUM(occurred_at >= ?1) AS in_7, SUM(occurred_at >= ?2) AS in_30, COUNT(*) AS total
       FROM portal_events WHERE kind IN ('doc_viewed', 'doc_downloaded') GROUP BY kind, document_id`,
    )
    .bind(since7, since30);
}

function mergeDocumentKinds(rows: readonly DocumentKindRow[]): DocumentUse[] {
  const byDocument = new Map<string, DocumentUse>();
  for (const row of rows) {
    const use = byDocument.get(row.document_id) ?? {
      documentId: row.document_id,
      views: [0, 0, 0],
      downloads: [0, 0, 0],
    };
    use[row.kind === 'doc_viewed' ? 'views' : 'downloads'] = [row.in_7, row.in_30, row.total];
    byDocument.set(row.document_id, use);
  }
  return [...byDocument.values()];
}

export interface SearchGapRow {
  query: string;
  searches: number;
  reps: number;
  last_searched_at: number;
}

function searchGapsStatement(db: D1Database, limit: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT query, COUNT(*) AS searches, COUNT(DISTINCT rep_email) AS reps, MAX(occurred_at) AS last_searched_at
       FROM portal_events WHERE kind = 'search_no_results'
       GROUP BY query ORDER BY searches DESC, reps DESC, query LIMIT ?1`,
    )
    .bind(limit);
}

export interface ContentUseCounts {
  views: number;
  downloads: number;
  searchesWithoutResults: number;
}

function contentUseStatement(db: D1Database, repEmail: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT kind, COUNT(*) AS n FROM portal_events
       WHERE rep_email = ?1 AND kind IN ('doc_viewed', 'doc_downloaded', 'search_no_results') GROUP BY kind`,
    )
    .bind(repEmail);
}

/** One rep's facts in one D1 batch: one round trip, one consistent snapshot. */
export async function repFacts(db: D1Database, repEmail: string) {
  const [training, activity, contentUse, certification] = await db.batch([
    trainingStatement(db, repEmail),
    activityStatement(db, repEmail),
    contentUseStatement(db, repEmail),
    certificationStatement(db, repEmail),
  ]);
  const counts = contentUse!.results as Array<{ kind: string; n: number }>;
  const count = (kind: string) => counts.find((row) => row.kind === kind)?.n ?? 0;
  return {
    training: groupTraining(training!.results as TrainingRow[]).get(repEmail) ?? [],
    activity: (activity!.results as RepActivityRow[])[0],
    contentUse: {
      views: count('doc_viewed'),
      downloads: count('doc_downloaded'),
      searchesWithoutResults: count('search_no_results'),
    } satisfies ContentUseCounts,
    certification: certification!.results as LessonFirstRow[],
  };
}

/** The dashboard's four aggregates in one D1 batch: one round trip, one consistent snapshot. */
export async function dashboardFacts(
  db: D1Database,
  options: { since7: number; since30: number; searchLimit: number; repLimit: number },
) {
  const [training, activity, documents, searches, certification, quizzes] = await db.batch([
    trainingStatement(db),
    recentActivityStatement(db, options.repLimit),
    documentUseStatement(db, options.since7, options.since30),
    searchGapsStatement(db, options.searchLimit),
    certificationStatement(db),
    // Every pass, not only the latest after a reset: first and best scores are history (issue 28).
    db.prepare(
      `SELECT rep_email, module_id, score, occurred_at FROM portal_events WHERE kind = 'quiz_passed'`,
    ),
  ]);
  return {
    quizzes: quizzes!.results as Array<{
      rep_email: string;
      module_id: ModuleId;
      score: number;
      occurred_at: number;
    }>,
    certification: certification!.results as LessonFirstRow[],
    training: groupTraining(training!.results as TrainingRow[]),
    activity: activity!.results as RepActivityRow[],
    documents: mergeDocumentKinds(documents!.results as DocumentKindRow[]),
    searches: searches!.results as SearchGapRow[],
  };
}

export interface ErasureFilter {
  repEmail?: string;
  deviceId?: string;
  /** occurred_at from (inclusive) and to (exclusive), epoch ms. */
  from?: number;
  to?: number;
}

/** Deletes the events matching every given filter (privacy erasure); the number of rows removed. */
export async function eraseEvents(db: D1Database, filter: ErasureFilter): Promise<number> {
  const clauses = [
    ['rep_email = ?', filter.repEmail],
    ['device_id = ?', filter.deviceId],
    ['occurred_at >= ?', filter.from],
    ['occurred_at < ?', filter.to],
  ].filter((clause): clause is [string, string | number] => clause[1] !== undefined);
  // The handler requires an email or a device: never an unfiltered delete.
  if (filter.repEmail === undefined && filter.deviceId === undefined)
    throw new Error('eraseEvents needs a rep email or a device id');
  const result = await db
    .prepare(`DELETE FROM portal_events WHERE ${clauses.map(([sql]) => sql).join(' AND ')}`)
    .bind(...clauses.map(([, value]) => value))
    .run();
  return result.meta.changes ?? 0;
}

/** Directory people (not revoked) among these emails: identities only a session may speak for. */
export async function knownPeople(db: D1Database, emails: readonly string[]): Promise<string[]> {
  const unique = [...new Set(emails)];
  if (unique.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT email FROM people WHERE status <> 'revoked' AND email IN (${unique.map((_, i) => `?${i + 1}`).join(', ')})`,
    )
    .bind(...unique)
    .all<{ email: string }>();
  return results.map((row) => row.email);
}
