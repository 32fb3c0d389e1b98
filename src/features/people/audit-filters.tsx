import { useEffect, useId, useState, type FormEvent } from 'react';
import { AUDIT_ACTIONS, PEOPLE_LIMITS, type AuditAction } from '@/shared/people';
import { AUDIT_ACTION_LABELS } from './format';
import { EMPTY_AUDIT_FILTERS, isAuditFiltered, type AuditFilters } from './audit-query';

interface AuditFiltersBarProps {
  filters: AuditFilters;
  onChange: (next: AuditFilters) => void;
  problem: string | null;
}

const SEARCH_DELAY_MS = 400;

/** Action, actor or subject, and a date range. Every change reloads the log and the URL. */
export function AuditFiltersBar({ filters, onChange, problem }: AuditFiltersBarProps) {
  const id = useId();
  const [text, setText] = useState(filters.q);
  const [appliedQ, setAppliedQ] = useState(filters.q);
  if (appliedQ !== filters.q) {
    setAppliedQ(filters.q);
    setText(filters.q);
  }
  useEffect(() => {
    if (text.trim() === filters.q) return;
    const timer = window.setTimeout(
      () => onChange({ ...filters, q: text.trim() }),
      SEARCH_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [text, filters, onChange]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() !== filters.q) onChange({ ...filters, q: text.trim() });
  }
  const set = (patch: Partial<AuditFilters>) => onChange({ ...filters, ...patch });

  return (
    <form
      role="search"
      className="people-filters"
      onSubmit={handleSubmit}
      aria-label="Filter the audit log"
    >
      <div className="field">
        <label htmlFor={`${id}-action`}>Action</label>
        <select
          id={`${id}-action`}
          name="action"
          value={filters.action}
          onChange={(event) => set({ action: event.target.value as AuditAction | '' })}
        >
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {AUDIT_ACTION_LABELS[action]}
            </option>
          ))}
        </select>
      </div>
      <div className="field people-search">
        <label htmlFor={`${id}-q`}>Actor or subject</label>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          placeholder="Email or id"
          maxLength={PEOPLE_LIMITS.search}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-since`}>From</label>
        <input
          id={`${id}-since`}
          type="date"
          name="since"
          value={filters.since}
          aria-invalid={problem?.includes('"From"') ?? false}
          onChange={(event) => set({ since: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-until`}>To</label>
        <input
          id={`${id}-until`}
          type="date"
          name="until"
          value={filters.until}
          aria-invalid={problem?.includes('"To"') ?? false}
          onChange={(event) => set({ until: event.target.value })}
        />
      </div>
      <div className="people-filter-actions">
        <button type="submit" className="btn btn-secondary btn-sm">
          Search
        </button>
        {isAuditFiltered(filters) ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => onChange(EMPTY_AUDIT_FILTERS)}
          >
            Clear filters
          </button>
        ) : null}
      </div>
      <p className="field-hint people-filter-hint">
        Dates are whole days in UTC; both ends are included.
      </p>
      {problem ? (
        <p className="field-error people-filter-problem" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
