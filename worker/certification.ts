/**
 * Certification as the Worker records it: derived from completions, never taken from a
 * certificate_issued event (anyone holding the shared credential can send one). The training rule
 * (src/features/training/progress-facts.ts completedAt): every lesson of every module counts after
 * the latest reset, dated at the last of those completions. A later reset (to review the course)
 * does not revoke it (decision 0017), so the Worker keeps the earliest stretch between resets in
 * which the course was covered: there, each lesson counted from its first completion on.
 */
import type { LessonFirstRow } from './portal-sync-queries';
import { COURSE_LESSON_COUNT, isCourseLesson } from './catalogue';

/** Each rep's certification time (epoch ms); reps never certified are absent. */
export async function certificationTimes(
  rows: readonly LessonFirstRow[],
  courseSize: number = COURSE_LESSON_COUNT,
  isLesson: (moduleId: string, lessonId: string) => Promise<boolean> = isCourseLesson,
): Promise<Map<string, number>> {
  // rep -> stretch (the reset it follows) -> lesson -> its first completion there
  const stretches = new Map<string, Map<number | null, Map<string, number>>>();
  for (const row of rows) {
    // Lessons the course does not have never count (older data may hold some).
    if (!(await isLesson(row.module_id, row.lesson_id))) continue;
    const byStretch = stretches.get(row.rep_email) ?? new Map<number | null, Map<string, number>>();
    stretches.set(row.rep_email, byStretch);
    const lessons = byStretch.get(row.since) ?? new Map<string, number>();
    byStretch.set(row.since, lessons);
    const known = lessons.get(row.lesson_id);
    lessons.set(row.lesson_id, known === undefined ? row.first_at : Math.min(known, row.first_at));
  }
  const certified = new Map<string, number>();
  if (courseSize === 0) return certified;
  for (const [rep, byStretch] of stretches) {
    for (const lessons of byStretch.values()) {
      if (lessons.size < courseSize) continue;
      const coveredAt = Math.max(...lessons.values());
      const known = certified.get(rep);
      if (known === undefined || coveredAt < known) certified.set(rep, coveredAt);
    }
  }
  return certified;
}
