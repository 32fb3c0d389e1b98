/** Checking a lesson quiz: a quiz lesson counts as complete only when every answer is right. */
import type { Lesson } from '@/shared/vault-schema';

export type QuizQuestion = NonNullable<Lesson['quiz']>[number];
export type AnswerResult = 'correct' | 'incorrect' | 'unanswered';

/** `answers[i]` is the chosen option index of question i, or undefined when none is chosen. */
export function checkAnswers(
  questions: readonly QuizQuestion[],
  answers: ReadonlyArray<number | undefined>,
): AnswerResult[] {
  return questions.map((question, index) => {
    const answer = answers[index];
    if (answer === undefined) return 'unanswered';
    return answer === question.answerIndex ? 'correct' : 'incorrect';
  });
}

export function countCorrect(results: readonly AnswerResult[]): number {
  return results.filter((result) => result === 'correct').length;
}

export function isQuizPassed(results: readonly AnswerResult[]): boolean {
  return results.length > 0 && results.every((result) => result === 'correct');
}
