import { useId } from 'react';
import type { ProgressSummary } from './progress';

interface ProgressPanelProps {
  summary: ProgressSummary;
  onReset: () => void;
  /** A reset made on another device reached this page: say why the progress dropped. */
  resetElsewhere?: boolean;
}

/** Overall progress (completed / total, rounded percent) with the Reset Progress entry point. */
export function ProgressPanel({ summary, onReset, resetElsewhere = false }: ProgressPanelProps) {
  const labelId = useId();
  const { completed, total, percent } = summary;
  return (
    <section className="card training-progress" aria-labelledby={labelId}>
      <div className="training-progress-head">
        <h2 id={labelId}>Your Progress</h2>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onReset}>
          Reset Progress
        </button>
      </div>
      <div
        className="training-bar"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%, ${completed} of ${total} lessons complete`}
      >
        <span className="training-bar-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="training-progress-text" aria-live="polite" data-testid="training-progress-text">
        <strong>{percent}%</strong> complete: {completed} of {total} lessons
      </p>
      {/* Always present, so screen readers announce the message when it appears. */}
      <p className="training-reset-elsewhere" role="status" data-testid="training-reset-elsewhere">
        {resetElsewhere ? 'Training was reset on another device.' : null}
      </p>
    </section>
  );
}
