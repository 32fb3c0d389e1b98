import { useEffect, useId, useRef, useState } from 'react';
import type { Lesson } from '@/shared/vault-schema';
import { MarkdownView } from '@/components/markdown/markdown-view';
import { PracticePanel } from './practice-panel';
import { QuizPanel } from './quiz-panel';

export interface NextStep {
  label: string;
  onClick: () => void;
}

interface LessonItemProps {
  lesson: Lesson;
  number: number;
  done: boolean;
  open: boolean;
  onToggle: () => void;
  onComplete: () => void;
  /** The lesson's quiz was passed (first check's percent, number of checks). */
  onQuizPassed?: (score: number, attempts: number) => void;
  /** Where to go once this lesson is done (next lesson, next module, certification). */
  next?: NextStep;
}

const TYPE_LABEL: Record<Lesson['type'], string> = {
  reading: 'Reading',
  quiz: 'Quiz',
  practice: 'Practice',
};

/** DOM ids the course uses to move focus when it opens a lesson for the learner. */
export const lessonBodyId = (lessonId: string) => `lesson-${lessonId}-body`;

/**
 * One lesson: Start Lesson / View opens it, Close closes it. Readings and practice end with Mark as
 * Complete; a quiz offers Complete only once every answer has been checked and is right.
 */
export function LessonItem({
  lesson,
  number,
  done,
  open,
  onToggle,
  onComplete,
  onQuizPassed,
  next,
}: LessonItemProps) {
  const titleId = useId();
  const bodyId = lessonBodyId(lesson.id);
  return (
    <li className="training-lesson" data-done={done} data-open={open}>
      <div className="training-lesson-head">
        <span className="training-lesson-mark" aria-hidden="true">
          {done ? '✓' : number}
        </span>
        <div className="training-lesson-info">
          <h4 id={titleId}>{lesson.title}</h4>
          <p className="training-lesson-meta">
            <span className="badge">{TYPE_LABEL[lesson.type]}</span>
            <span>{lesson.durationMinutes} min</span>
            {done ? <span className="training-lesson-done">Completed</span> : null}
          </p>
        </div>
        <button
          type="button"
          className={`btn btn-sm ${open || done ? 'btn-secondary' : 'btn-primary'}`}
          aria-expanded={open}
          aria-controls={bodyId}
          aria-describedby={titleId}
          onClick={onToggle}
        >
          {open ? 'Close' : done ? 'View' : 'Start Lesson'}
        </button>
      </div>
      <div
        id={bodyId}
        className="training-lesson-body"
        hidden={!open}
        tabIndex={-1}
        aria-labelledby={titleId}
        role="region"
      >
        {open ? (
          <LessonBody
            lesson={lesson}
            done={done}
            onComplete={onComplete}
            onQuizPassed={onQuizPassed}
            next={next}
          />
        ) : null}
      </div>
    </li>
  );
}

function LessonBody({
  lesson,
  done,
  onComplete,
  onQuizPassed,
  next,
}: Pick<LessonItemProps, 'lesson' | 'done' | 'onComplete' | 'onQuizPassed' | 'next'>) {
  const [quizPassed, setQuizPassed] = useState(false);
  const hintId = useId();
  const doneRef = useRef<HTMLParagraphElement>(null);
  const wasDone = useRef(done);
  const isQuiz = lesson.type === 'quiz' && !!lesson.quiz?.length;

  // The completion button disappears when clicked: put focus on the confirmation in its place.
  useEffect(() => {
    if (done && !wasDone.current) doneRef.current?.focus();
    wasDone.current = done;
  }, [done]);

  return (
    <>
      <MarkdownView tree={lesson.content} headingOffset={3} className="training-lesson-content" />
      {isQuiz && lesson.quiz ? (
        <QuizPanel questions={lesson.quiz} onPassedChange={setQuizPassed} onPassed={onQuizPassed} />
      ) : null}
      {lesson.type === 'practice' && lesson.practice ? (
        <PracticePanel practice={lesson.practice} />
      ) : null}
      <div className="training-lesson-footer">
        {done ? (
          <>
            <p ref={doneRef} tabIndex={-1} className="training-complete-note">
              <span aria-hidden="true">✓ </span>Lesson complete.
            </p>
            {next ? (
              <button type="button" className="btn btn-primary btn-sm" onClick={next.onClick}>
                {next.label}
              </button>
            ) : null}
          </>
        ) : isQuiz ? (
          <>
            <button
              type="button"
              className="btn btn-primary"
              disabled={!quizPassed}
              aria-describedby={quizPassed ? undefined : hintId}
              onClick={onComplete}
            >
              Complete
            </button>
            {quizPassed ? null : (
              <p id={hintId} className="small muted">
                Answer every question correctly, then check your answers, to complete this quiz.
              </p>
            )}
          </>
        ) : (
          <button type="button" className="btn btn-primary" onClick={onComplete}>
            Mark as Complete
          </button>
        )}
      </div>
    </>
  );
}
