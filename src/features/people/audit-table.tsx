import type { AuditEntry } from '@/shared/people';
import { formatDateTime } from '@/lib/date-time';
import { AUDIT_ACTION_LABELS, auditActor } from './format';

const COLUMNS = ['Action', 'Actor', 'Subject', 'Outcome', 'Country', 'Detail'];
const faint = (text: string) => <span className="people-faint">{text}</span>;

/** The entries as the server sent them (newest first); the time is the row's header. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div className="table-wrap people-table-wrap">
      <table className="people-table audit-table">
        <caption className="visually-hidden">Audit log, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.seq} className={`audit-${entry.outcome}`}>
              <th scope="row" data-label="Time" tabIndex={-1}>
                <time dateTime={entry.at} title={entry.at}>
                  {formatDateTime(entry.at)}
                </time>
              </th>
              <td data-label="Action">{AUDIT_ACTION_LABELS[entry.action]}</td>
              <td data-label="Actor" className="people-email">
                {auditActor(entry)}
              </td>
              <td data-label="Subject" className="people-email">
                {entry.subject ?? faint('None')}
              </td>
              <td data-label="Outcome">
                <span className={`badge audit-outcome-${entry.outcome}`}>
                  {entry.outcome === 'success' ? 'Success' : 'Failure'}
                </span>
              </td>
              <td data-label="Country">{entry.country ?? faint('Unknown')}</td>
              <td data-label="Detail" className="audit-detail">
                {entry.detail ?? faint('None')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
