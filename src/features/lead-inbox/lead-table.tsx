import { Fragment, useState } from 'react';
import type { AdminLead, LeadOwner } from '@/shared/lead-admin';
import { mailtoHref } from '@/shared/text';
import { formatDateTime } from '@/lib/date-time';
import { attributionEntries, deliveryLabel, STATUS_LABELS } from './format';
import { StatusEditor } from './status-editor';
import { OwnerSelect, ResendButton } from './lead-actions';

interface LeadTableProps {
  leads: AdminLead[];
  onLeadUpdated: (lead: AdminLead, announcement?: string) => void;
  /** Filters the inbox to one address (from a lead that has several submissions). */
  onShowEmail: (email: string) => void;
  /** Who a lead can be given to; null while the list is loading (the select waits). */
  owners?: LeadOwner[] | null;
  /** Admins: offers erasure of a lead's address (the inbox asks to confirm). */
  onErase?: (lead: AdminLead) => void;
  /** The lead a link opened: marked, and its row labelled as such. */
  highlightId?: string | null;
  caption?: string;
  /** Keeps row ids unique when the same lead is shown twice (the linked lead above the list). */
  rowIdPrefix?: string;
  /** Problems of an action on a row, said where the list is. */
  onError?: (message: string) => void;
}

const COLUMNS = [
  'Received',
  'Name',
  'Company',
  'Email',
  'Country',
  'Source and attribution',
  'Status',
  'Owner',
  'Delivery',
] as const;

export const leadRowId = (id: string) => `lead-${id}`;

function focusById(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

function Attribution({ lead }: { lead: AdminLead }) {
  const entries = attributionEntries(lead.attribution);
  return (
    <>
      <span className="inbox-source">{lead.source}</span>
      {entries.length > 0 ? (
        <dl className="inbox-attr">
          {entries.map(({ label, value }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <span className="inbox-faint">No campaign or referrer recorded</span>
      )}
    </>
  );
}

/** A link only for an address that passes the email rule (one stored before it shows as text). */
function EmailLink({ address }: { address: string }) {
  const href = mailtoHref(address);
  return href ? <a href={href}>{address}</a> : <span>{address}</span>;
}

/** The leads, newest first; each row's status opens an editor right below it. */
export function LeadTable({
  leads,
  onLeadUpdated,
  onShowEmail,
  owners = null,
  onErase,
  highlightId = null,
  caption = 'Leads, newest first',
  rowIdPrefix = '',
  onError = () => {},
}: LeadTableProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const rowId = (id: string) => `${rowIdPrefix}${leadRowId(id)}`;
  const statusButtonId = (id: string) => `${rowId(id)}-status`;

  const close = (id: string) => {
    setEditing(null);
    focusById(statusButtonId(id));
  };

  return (
    <div className="table-wrap inbox-table-wrap">
      <table className="inbox-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <Fragment key={lead.id}>
              <tr
                id={rowId(lead.id)}
                className={
                  [
                    editing === lead.id ? 'is-editing' : '',
                    highlightId === lead.id ? 'is-linked' : '',
                  ]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                aria-current={highlightId === lead.id ? 'true' : undefined}
              >
                <td data-label="Received">
                  <time dateTime={lead.receivedAt}>{formatDateTime(lead.receivedAt)}</time>
                </td>
                <th scope="row" data-label="Name" tabIndex={-1} className="inbox-name">
                  {lead.name}
                </th>
                <td data-label="Company">{lead.company}</td>
                <td data-label="Email" className="inbox-email">
                  <EmailLink address={lead.email} />
                  {lead.submissions > 1 ? (
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm inbox-submissions"
                      onClick={() => onShowEmail(lead.email)}
                    >
                      {lead.submissions} submissions
                      <span className="visually-hidden"> from {lead.email}: show them</span>
                    </button>
                  ) : null}
                  {onErase ? (
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm inbox-erase"
                      onClick={() => onErase(lead)}
                    >
                      Erase…
                      <span className="visually-hidden">{` every lead from ${lead.email}`}</span>
                    </button>
                  ) : null}
                </td>
                <td data-label="Country">
                  {lead.country ?? <span className="inbox-faint">Unknown</span>}
                </td>
                <td data-label="Source and attribution">
                  <Attribution lead={lead} />
                </td>
                <td data-label="Status">
                  <span className={`badge inbox-badge inbox-status-${lead.status}`}>
                    {STATUS_LABELS[lead.status]}
                  </span>
                  {lead.statusChangedAt ? (
                    <span className="inbox-faint inbox-changed">
                      Changed{' '}
                      <time dateTime={lead.statusChangedAt}>
                        {formatDateTime(lead.statusChangedAt)}
                      </time>
                    </span>
                  ) : null}
                  {lead.statusNote ? <q className="inbox-note">{lead.statusNote}</q> : null}
                  <button
                    id={statusButtonId(lead.id)}
                    type="button"
                    className="btn btn-secondary btn-sm inbox-change"
                    aria-expanded={editing === lead.id}
                    aria-controls={editing === lead.id ? `${rowId(lead.id)}-editor` : undefined}
                    onClick={() => setEditing(editing === lead.id ? null : lead.id)}
                  >
                    Change status<span className="visually-hidden"> of {lead.name}</span>
                  </button>
                </td>
                <td data-label="Owner">
                  <OwnerSelect
                    lead={lead}
                    owners={owners}
                    onUpdated={onLeadUpdated}
                    onError={onError}
                  />
                </td>
                <td data-label="Delivery">
                  <span className={`inbox-delivery inbox-delivery-${lead.delivery.state}`}>
                    {deliveryLabel(lead.delivery)}
                  </span>
                  {lead.delivery.deliveredAt ? (
                    <span className="inbox-faint">
                      <time dateTime={lead.delivery.deliveredAt}>
                        {formatDateTime(lead.delivery.deliveredAt)}
                      </time>
                    </span>
                  ) : null}
                  {lead.delivery.error && lead.delivery.state !== 'delivered' ? (
                    <span className="inbox-faint inbox-delivery-error">{lead.delivery.error}</span>
                  ) : null}
                  {lead.delivery.state === 'failed' ? (
                    <ResendButton lead={lead} onUpdated={onLeadUpdated} onError={onError} />
                  ) : null}
                </td>
              </tr>
              {editing === lead.id ? (
                <tr className="inbox-editor-row">
                  <td id={`${rowId(lead.id)}-editor`} colSpan={COLUMNS.length}>
                    <StatusEditor
                      lead={lead}
                      onCancel={() => close(lead.id)}
                      onSaved={(updated) => {
                        onLeadUpdated(updated);
                        close(lead.id);
                      }}
                    />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
