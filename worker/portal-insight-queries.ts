/** SQL for the dashboard's insight (src/shared/portal-insight.ts), apart from the handlers. */
import { certificationStatement, type LessonFirstRow } from './portal-sync-queries';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface SeriesFactRow {
  rep_email: string;
  kind: 'lesson_completed' | 'training_reset';
  module_id: string | null;
  lesson_id: string | null;
  occurred_at: number;
}

/** Facts for the weekly series, in one D1 batch (one round trip, one snapshot). */
export async function insightFacts(db: D1Database, range: { start: number; end: number }) {
  const [training, firstSeen, certification, opened] = await db.batch([
    db
      .prepare(
        `SELECT rep_email, kind, module_id, lesson_id, occurred_at FROM portal_events
         WHERE kind IN ('lesson_completed', 'training_reset') AND occurred_at < ?1`,
      )
      .bind(range.end),
    db.prepare(
      'SELECT rep_email, MIN(occurred_at) AS first_at FROM portal_events GROUP BY rep_email',
    ),
    certificationStatement(db),
    // Grouped by week in SQL: the answer holds one row per kind and week, not one per view.
    db
      .prepare(
        `SELECT kind, (occurred_at - ?1) / ${WEEK_MS} AS week, COUNT(*) AS n FROM portal_events
         WHERE kind IN ('doc_viewed', 'doc_downloaded') AND occurred_at >= ?1 AND occurred_at < ?2
         GROUP BY kind, week`,
      )
      .bind(range.start, range.end),
  ]);
  return {
    training: training!.results as SeriesFactRow[],
    firstSeen: firstSeen!.results as Array<{ rep_email: string; first_at: number }>,
    certification: certification!.results as LessonFirstRow[],
    opened: opened!.results as Array<{
      kind: 'doc_viewed' | 'doc_downloaded';
      week: number;
      n: number;
    }>,
  };
}

export interface ActivityRow {
  kind: 'lesson_completed' | 'quiz_passed' | 'training_reset' | 'doc_viewed' | 'doc_downloaded';
  module_id: string | null;
  lesson_id: string | null;
  score: number | null;
  attempts: number | null;
  document_id: string | null;
  origin: string | null;
  occurred_at: number;
}

/** One rep's activity in [start, end), newest first, at most `limit` rows; their name, quiz passes and certification. */
export async function repActivityFacts(
  db: D1Database,
  repEmail: string,
  range: { start: number; end: number; limit: number },
) {
  const [entries, name, quizzes, certification] = await db.batch([
    db
      .prepare(
        `SELECT kind, module_id, lesson_id, score, attempts, document_id, origin, occurred_at
         FROM portal_events
         WHERE rep_email = ?1 AND occurred_at >= ?2 AND occurred_at < ?3
           AND kind IN ('lesson_completed', 'quiz_passed', 'training_reset', 'doc_viewed', 'doc_downloaded')
         ORDER BY occurred_at DESC, id LIMIT ?4`,
      )
      .bind(repEmail, range.start, range.end, range.limit),
    db
      .prepare(
        'SELECT rep_name FROM portal_events WHERE rep_email = ?1 ORDER BY occurred_at DESC, id LIMIT 1',
      )
      .bind(repEmail),
    db
      .prepare(
        `SELECT module_id, score, occurred_at FROM portal_events WHERE rep_email = ?1 AND kind = 'quiz_passed'`,
      )
      .bind(repEmail),
    certificationStatement(db, repEmail),
  ]);
  return {
    entries: entries!.results as ActivityRow[],
    name: (name!.results as Array<{ rep_name: string }>)[0]?.rep_name ?? null,
    quizzes: quizzes!.results as Array<{ module_id: string; score: number; occurred_at: number }>,
    certification: certification!.results as LessonFirstRow[],
  };
}
