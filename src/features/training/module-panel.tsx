import type { ReactNode } from 'react';
import type { TrainingModule } from '@/shared/vault-schema';
import type { ModuleStatus } from './progress';

interface ModulePanelProps {
  module: TrainingModule;
  number: number;
  status: ModuleStatus;
  doneCount: number;
  /** The module that must be finished first, with its number, when this one is locked. */
  waitsFor?: { module: TrainingModule; number: number };
  open: boolean;
  onToggle: () => void;
  /** The lesson list, rendered only while the module is open. */
  children: ReactNode;
}

const STATUS_LABEL: Record<ModuleStatus, string> = {
  locked: 'Locked',
  'not-started': 'Not Started',
  'in-progress': 'In Progress',
  complete: 'Complete',
};

const STATUS_BADGE: Record<ModuleStatus, string> = {
  locked: '',
  'not-started': 'badge-available',
  'in-progress': 'badge-dev',
  complete: 'badge-live',
};

export const moduleToggleId = (moduleId: string) => `module-${moduleId}-toggle`;
const modulePanelId = (moduleId: string) => `module-${moduleId}-lessons`;

/**
 * One module of the course. A locked module has no toggle at all (it cannot be opened) and says
 * which module unlocks it; an open one shows its lessons.
 */
export function ModulePanel({
  module,
  number,
  status,
  doneCount,
  waitsFor,
  open,
  onToggle,
  children,
}: ModulePanelProps) {
  const locked = status === 'locked';
  const lockNoteId = `module-${module.id}-lock`;
  const heading = (
    <>
      <span className="training-module-number">Module {number}</span>
      <span className="training-module-title">{module.title}</span>
    </>
  );
  return (
    <li className="card training-module" data-status={status} data-open={open}>
      <h3 className="training-module-heading">
        {locked ? (
          <span className="training-module-toggle is-locked">
            <svg
              className="training-lock"
              width="18"
              height="18"
              viewBox="0 0 16 16"
              aria-hidden="true"
            >
              <rect x="3" y="7" width="10" height="7" rx="1.5" fill="currentColor" />
              <path
                d="M5 7V5a3 3 0 0 1 6 0v2"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
              />
            </svg>
            <span className="training-module-name">{heading}</span>
          </span>
        ) : (
          <button
            id={moduleToggleId(module.id)}
            type="button"
            className="training-module-toggle"
            aria-expanded={open}
            aria-controls={modulePanelId(module.id)}
            onClick={onToggle}
          >
            <span className="training-module-name">{heading}</span>
            <svg className="chevron" width="18" height="18" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        )}
      </h3>
      <p className="training-module-description">{module.description}</p>
      <p className="training-module-meta">
        <span className={`badge ${STATUS_BADGE[status]}`}>{STATUS_LABEL[status]}</span>
        <span>{module.durationMinutes} min</span>
        <span>
          {doneCount} of {module.lessons.length} lessons complete
        </span>
      </p>
      {locked && waitsFor ? (
        <p id={lockNoteId} className="training-lock-note">
          Locked until every lesson of Module {waitsFor.number} ({waitsFor.module.title}) is
          complete.
        </p>
      ) : null}
      {locked ? null : (
        <div id={modulePanelId(module.id)} className="training-module-body" hidden={!open}>
          {open ? children : null}
        </div>
      )}
    </li>
  );
}
