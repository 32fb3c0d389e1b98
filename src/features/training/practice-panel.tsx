import { useId, useState } from 'react';
import type { Lesson } from '@/shared/vault-schema';
import { MarkdownView } from '@/components/markdown/markdown-view';

type Practice = NonNullable<Lesson['practice']>;

/** A practice scenario: the situation, the tasks, and a model answer kept hidden until asked for. */
export function PracticePanel({ practice }: { practice: Practice }) {
  const [showAnswer, setShowAnswer] = useState(false);
  const answerId = useId();
  return (
    <div className="training-practice">
      <div className="training-scenario">
        <h5>Scenario</h5>
        <p>{practice.scenario}</p>
      </div>
      <h5>Your Tasks</h5>
      <ol className="training-tasks">
        {practice.tasks.map((task, index) => (
          <li key={index}>{task}</li>
        ))}
      </ol>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        aria-expanded={showAnswer}
        aria-controls={answerId}
        onClick={() => setShowAnswer((value) => !value)}
      >
        {showAnswer ? 'Hide Model Answer' : 'Show Model Answer'}
      </button>
      <div id={answerId} className="training-model-answer" hidden={!showAnswer}>
        <h5>Model Answer</h5>
        {showAnswer ? <MarkdownView tree={practice.modelAnswer} headingOffset={4} /> : null}
      </div>
    </div>
  );
}
