import { useId, useRef, useState, type FormEvent } from 'react';
import {
  checkAnswers,
  countCorrect,
  isQuizPassed,
  type AnswerResult,
  type QuizQuestion,
} from './quiz-check';

interface QuizPanelProps {
  questions: QuizQuestion[];
  /** Called whenever the quiz moves between passed and not passed. */
  onPassedChange: (passed: boolean) => void;
  /** Called when every answer is right: the first check's percent and how many checks it took. */
  onPassed?: (score: number, attempts: number) => void;
}

const FEEDBACK: Record<AnswerResult, string> = {
  correct: 'Correct.',
  incorrect: 'Not quite.',
  unanswered: 'Choose an answer.',
};

/**
 * One fieldset per question. Check Answers marks each one and shows its explanation; changing an
 * answer clears its mark, so the learner can retry until everything is right.
 */
export function QuizPanel({ questions, onPassedChange, onPassed }: QuizPanelProps) {
  const baseId = useId();
  const [answers, setAnswers] = useState<Array<number | undefined>>(() =>
    questions.map(() => undefined),
  );
  const [results, setResults] = useState<Array<AnswerResult | undefined>>(() =>
    questions.map(() => undefined),
  );
  // The first check's score is the honest one (the quiz lets the learner retry until all are right).
  const attempts = useRef<{ count: number; firstScore?: number }>({ count: 0 });
  const checked = results.some((result) => result !== undefined);
  const passed = results.every((result) => result === 'correct');

  const choose = (question: number, option: number) => {
    setAnswers((current) => current.map((answer, index) => (index === question ? option : answer)));
    setResults((current) =>
      current.map((result, index) => (index === question ? undefined : result)),
    );
    if (passed) onPassedChange(false);
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    const next = checkAnswers(questions, answers);
    setResults(next);
    attempts.current.count += 1;
    attempts.current.firstScore ??= Math.round((countCorrect(next) / questions.length) * 100);
    onPassedChange(isQuizPassed(next));
    if (isQuizPassed(next)) onPassed?.(attempts.current.firstScore, attempts.current.count);
  };

  const score = countCorrect(
    results.filter((result): result is AnswerResult => result !== undefined),
  );

  return (
    <form className="training-quiz" onSubmit={check} noValidate>
      <ol className="training-quiz-questions">
        {questions.map((question, q) => {
          const result = results[q];
          const feedbackId = `${baseId}-q${q}-feedback`;
          return (
            <li key={q} className="training-question" data-result={result ?? 'open'}>
              <fieldset aria-describedby={result ? feedbackId : undefined}>
                <legend>
                  <span className="training-question-number">Question {q + 1}</span>{' '}
                  {question.prompt}
                </legend>
                <div className="training-options">
                  {question.options.map((option, o) => (
                    <label key={o} className="training-option">
                      <input
                        type="radio"
                        name={`${baseId}-q${q}`}
                        value={o}
                        checked={answers[q] === o}
                        onChange={() => choose(q, o)}
                      />
                      <span>{option}</span>
                    </label>
                  ))}
                </div>
                {result ? (
                  <div id={feedbackId} className={`training-feedback training-feedback-${result}`}>
                    <strong>{FEEDBACK[result]}</strong>{' '}
                    {result === 'unanswered' ? null : question.explanation}
                  </div>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="training-quiz-actions">
        <button type="submit" className="btn btn-secondary">
          Check Answers
        </button>
        <p role="status" className="training-quiz-score">
          {checked
            ? `${score} of ${questions.length} correct.${passed ? ' All answers are right.' : ' Change the marked answers and check again.'}`
            : ''}
        </p>
      </div>
    </form>
  );
}
