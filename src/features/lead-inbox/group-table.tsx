import type { LeadGroup } from '@/shared/lead-admin';
import { formatDateTime } from '@/lib/date-time';
import { STATUS_LABELS } from './format';

interface GroupTableProps {
  groups: LeadGroup[];
  onShowEmail: (email: string) => void;
}

/** One row per email address: how often it submitted, when last, and the latest lead's status. */
export function GroupTable({ groups, onShowEmail }: GroupTableProps) {
  return (
    <div className="table-wrap inbox-table-wrap">
      <table className="inbox-table inbox-group-table">
        <caption className="visually-hidden">
          Leads grouped by email address, latest submission first
        </caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Name</th>
            <th scope="col">Company</th>
            <th scope="col">Submissions</th>
            <th scope="col">Latest</th>
            <th scope="col">Latest status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group.email}>
              <th scope="row" data-label="Email" className="inbox-email">
                {group.email}
              </th>
              <td data-label="Name">{group.name}</td>
              <td data-label="Company">{group.company}</td>
              <td data-label="Submissions" className="inbox-count">
                {group.submissions}
              </td>
              <td data-label="Latest">
                <time dateTime={group.latestReceivedAt}>
                  {formatDateTime(group.latestReceivedAt)}
                </time>
              </td>
              <td data-label="Latest status">
                <span className={`badge inbox-badge inbox-status-${group.status}`}>
                  {STATUS_LABELS[group.status]}
                </span>
              </td>
              <td>
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  onClick={() => onShowEmail(group.email)}
                >
                  Show leads<span className="visually-hidden"> from {group.email}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
