import { useEffect, useId, useState, type FormEvent } from 'react';
import { LEAD_STATUSES, type LeadStatus } from '@/shared/lead-admin';
import { EMPTY_FILTERS, type InboxFilters, type InboxView } from './inbox-query';
import { STATUS_LABELS } from './format';

interface InboxFiltersProps {
  filters: InboxFilters;
  onChange: (next: InboxFilters) => void;
  problem: string | null;
  disabled: boolean;
}

/** Typing pauses this long before the search runs (Enter runs it at once). */
const SEARCH_DELAY_MS = 400;

/** Search, status, date range and the leads / by-email switch. Every change reloads the list. */
export function InboxFiltersBar({ filters, onChange, problem, disabled }: InboxFiltersProps) {
  const id = useId();
  const [text, setText] = useState(filters.q);
  const [appliedQ, setAppliedQ] = useState(filters.q);

  // Another control (a "Show leads" button) can set the search; the box follows it.
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

  const set = (patch: Partial<InboxFilters>) => onChange({ ...filters, ...patch });
  const filtered =
    filters.q !== '' || filters.status !== '' || filters.since !== '' || filters.until !== '';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() !== filters.q) set({ q: text.trim() });
  }

  const viewButton = (view: InboxView, label: string) => (
    <button
      type="button"
      className={`btn btn-sm ${filters.view === view ? 'btn-primary' : 'btn-secondary'}`}
      aria-pressed={filters.view === view}
      disabled={disabled}
      onClick={() => set({ view })}
    >
      {label}
    </button>
  );

  return (
    <form role="search" className="inbox-filters" onSubmit={handleSubmit} aria-label="Filter leads">
      <div className="field inbox-search">
        <label htmlFor={`${id}-q`}>Search</label>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          placeholder="Name, company or email"
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          name="status"
          value={filters.status}
          disabled={disabled}
          onChange={(event) => set({ status: event.target.value as LeadStatus | '' })}
        >
          <option value="">All statuses</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-since`}>From</label>
        <input
          id={`${id}-since`}
          type="date"
          name="since"
          value={filters.since}
          min="2000-01-01"
          max="2100-12-31"
          disabled={disabled}
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
          min="2000-01-01"
          max="2100-12-31"
          disabled={disabled}
          aria-invalid={problem?.includes('"To"') ?? false}
          onChange={(event) => set({ until: event.target.value })}
        />
      </div>
      <div className="inbox-filter-actions">
        <button type="submit" className="btn btn-secondary btn-sm" disabled={disabled}>
          Search
        </button>
        {filtered ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={disabled}
            onClick={() => onChange({ ...EMPTY_FILTERS, view: filters.view })}
          >
            Clear filters
          </button>
        ) : null}
      </div>
      <div className="inbox-view-switch" role="group" aria-label="Show">
        {viewButton('leads', 'Leads')}
        {viewButton('email', 'Grouped by email')}
      </div>
      <p className="field-hint inbox-filter-hint">
        Dates are whole days in UTC; both ends are included.
      </p>
      {problem ? (
        <p className="inbox-error inbox-filter-problem" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
