import { useId, useState, type FormEvent } from 'react';
import {
  DateRangeFilters,
  FilterActions,
  SelectFilter,
  useTypedSearch,
} from '@/components/ui/filter-fields';
import {
  DATE_INPUT_BOUNDS,
  DELIVERY_STATES,
  LEAD_SORTS,
  LEAD_STATUSES,
  OWNER_FILTERS,
  type LeadOwner,
  type LeadSort,
} from '@/shared/lead-admin';
import { EMPTY_FILTERS, isFiltered, type InboxFilters, type InboxView } from './inbox-query';
import { DELIVERY_LABELS, SORT_LABELS, STATUS_LABELS } from './format';

interface InboxFiltersProps {
  filters: InboxFilters;
  onChange: (next: InboxFilters) => void;
  problem: string | null;
  disabled: boolean;
  /** Active people, for the owner filter (null until loaded). */
  owners: LeadOwner[] | null;
}

/** Search, status, date range and the leads / by-email switch. Every change reloads the list. */
export function InboxFiltersBar({
  filters,
  onChange,
  problem,
  disabled,
  owners,
}: InboxFiltersProps) {
  const id = useId();
  const [text, setText] = useTypedSearch(filters, onChange);
  const [source, setSource] = useState(filters.source);
  const [campaign, setCampaign] = useState(filters.campaign);
  const [applied, setApplied] = useState([filters.source, filters.campaign]);

  // "Clear filters" and a link opened in place empty or fill source and campaign.
  if (applied[0] !== filters.source || applied[1] !== filters.campaign) {
    setApplied([filters.source, filters.campaign]);
    setSource(filters.source);
    setCampaign(filters.campaign);
  }

  const set = (patch: Partial<InboxFilters>) => onChange({ ...filters, ...patch });
  /** Source and campaign apply on Enter, on Search and when their box is left. */
  const typed = () => ({ source: source.trim(), campaign: campaign.trim() });
  const applyTyped = () => {
    const next = typed();
    if (next.source !== filters.source || next.campaign !== filters.campaign) set(next);
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = { q: text.trim(), ...typed() };
    if (
      next.q !== filters.q ||
      next.source !== filters.source ||
      next.campaign !== filters.campaign
    )
      set(next);
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
      <SelectFilter
        id={`${id}-status`}
        label="Status"
        name="status"
        value={filters.status}
        options={LEAD_STATUSES}
        labels={STATUS_LABELS}
        anyLabel="All statuses"
        disabled={disabled}
        onChange={(status) => set({ status })}
      />
      <SelectFilter
        id={`${id}-delivery`}
        label="Delivery"
        name="delivery"
        value={filters.delivery}
        options={DELIVERY_STATES}
        labels={DELIVERY_LABELS}
        anyLabel="Any delivery state"
        disabled={disabled}
        onChange={(delivery) => set({ delivery })}
      />
      <div className="field">
        <label htmlFor={`${id}-owner`}>Owner</label>
        <select
          id={`${id}-owner`}
          name="owner"
          value={filters.owner}
          disabled={disabled}
          onChange={(event) => set({ owner: event.target.value })}
        >
          <option value="">Anyone</option>
          <option value={OWNER_FILTERS.mine}>Mine</option>
          <option value={OWNER_FILTERS.none}>Unassigned</option>
          {filters.owner &&
          filters.owner !== OWNER_FILTERS.mine &&
          filters.owner !== OWNER_FILTERS.none &&
          !(owners ?? []).some((person) => person.id === filters.owner) ? (
            <option value={filters.owner}>A person no longer active</option>
          ) : null}
          {(owners ?? []).map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-source`}>Source</label>
        <input
          id={`${id}-source`}
          type="text"
          name="source"
          placeholder="utm_source"
          maxLength={200}
          value={source}
          disabled={disabled}
          onChange={(event) => setSource(event.target.value)}
          onBlur={applyTyped}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-campaign`}>Campaign</label>
        <input
          id={`${id}-campaign`}
          type="text"
          name="campaign"
          placeholder="utm_campaign"
          maxLength={200}
          value={campaign}
          disabled={disabled}
          onChange={(event) => setCampaign(event.target.value)}
          onBlur={applyTyped}
        />
      </div>
      <DateRangeFilters
        id={id}
        since={filters.since}
        until={filters.until}
        problem={problem}
        bounds={DATE_INPUT_BOUNDS}
        disabled={disabled}
        onChange={set}
      />
      {filters.view === 'leads' ? (
        <SelectFilter
          id={`${id}-sort`}
          label="Sort by"
          name="sort"
          value={filters.sort}
          options={LEAD_SORTS}
          labels={SORT_LABELS}
          disabled={disabled}
          onChange={(sort) => set({ sort: sort as LeadSort })}
        />
      ) : null}
      <FilterActions
        className="inbox-filter-actions"
        filtered={isFiltered(filters)}
        disabled={disabled}
        onClear={() => onChange({ ...EMPTY_FILTERS, view: filters.view, sort: filters.sort })}
      />
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
