import { useId, type FormEvent } from 'react';
import {
  DateRangeFilters,
  FilterActions,
  SelectFilter,
  useTypedSearch,
} from '@/components/ui/filter-fields';
import { AUDIT_ACTIONS, PEOPLE_LIMITS } from '@/shared/people';
import { AUDIT_ACTION_LABELS } from './format';
import { EMPTY_AUDIT_FILTERS, isAuditFiltered, type AuditFilters } from './audit-query';

interface AuditFiltersBarProps {
  filters: AuditFilters;
  onChange: (next: AuditFilters) => void;
  problem: string | null;
}

/** Action, actor or subject, and a date range. Every change reloads the log and the URL. */
export function AuditFiltersBar({ filters, onChange, problem }: AuditFiltersBarProps) {
  const id = useId();
  const [text, setText, applyTyped] = useTypedSearch(filters, onChange);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    applyTyped();
  }
  const set = (patch: Partial<AuditFilters>) => onChange({ ...filters, ...patch });

  return (
    <form
      role="search"
      className="people-filters"
      onSubmit={handleSubmit}
      aria-label="Filter the audit log"
    >
      <SelectFilter
        id={`${id}-action`}
        label="Action"
        name="action"
        value={filters.action}
        options={AUDIT_ACTIONS}
        labels={AUDIT_ACTION_LABELS}
        anyLabel="All actions"
        onChange={(action) => set({ action })}
      />
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
      <DateRangeFilters
        id={id}
        since={filters.since}
        until={filters.until}
        problem={problem}
        onChange={set}
      />
      <FilterActions
        className="people-filter-actions"
        filtered={isAuditFiltered(filters)}
        onClear={() => onChange(EMPTY_AUDIT_FILTERS)}
      />
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
