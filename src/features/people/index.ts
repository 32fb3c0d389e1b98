/** People and the audit log (/admin/people, /admin/audit): admin pages, loaded only there, never precached. */
export { PeopleAdmin } from './people-admin';
export { AuditLog } from './audit-log';
