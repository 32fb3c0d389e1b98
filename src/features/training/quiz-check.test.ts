import { describe, expect, it } from 'vitest';
import { checkAnswers, countCorrect, isQuizPassed, type QuizQuestion } from './quiz-check';

const questions: QuizQuestion[] = [
  { prompt: 'One?', options: ['a', 'b'], answerIndex: 1, explanation: 'b.' },
  { prompt: 'Two?', options: ['a', 'b', 'c'], answerIndex: 0, explanation: 'a.' },
  { prompt: 'Three?', options: ['a', 'b'], answerIndex: 0, explanation: 'a.' },
];

describe('quiz checking', () => {
  it('marks each answer correct, incorrect or unanswered', () => {
    const results = checkAnswers(questions, [1, 2, undefined]);
    expect(results).toEqual(['correct', 'incorrect', 'unanswered']);
    expect(countCorrect(results)).toBe(1);
    expect(isQuizPassed(results)).toBe(false);
  });

  it('passes only when every answer is right', () => {
    expect(isQuizPassed(checkAnswers(questions, [1, 0, 0]))).toBe(true);
    expect(isQuizPassed(checkAnswers(questions, [1, 0]))).toBe(false);
    expect(isQuizPassed([])).toBe(false);
  });
});
