/** How the people and audit pages word people, sign-in methods, times and audit entries (pure). */
import type { AuditAction, AuditEntry, Person, PersonStatus } from '@/shared/people';

export const STATUS_LABELS: Readonly<Record<PersonStatus, string>> = {
  invited: 'Invited',
  active: 'Active',
  revoked: 'Revoked',
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "2 passkeys + passphrase", "1 passkey", "Passphrase", "None yet". */
export function signInMethods(person: Pick<Person, 'passkeys' | 'hasPassphrase'>): string {
  const parts = [
    person.passkeys > 0 ? plural(person.passkeys, 'passkey', 'passkeys') : '',
    person.hasPassphrase ? 'passphrase' : '',
  ].filter(Boolean);
  if (parts.length === 0) return 'None yet';
  const text = parts.join(' + ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Readable names for the audit log's actions (the filter's options and the table's column). */
export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  'invite.created': 'Invitation created',
  'invite.used': 'Invitation used',
  'invite.revoked': 'Invitation withdrawn',
  'passkey.added': 'Passkey added',
  'passkey.removed': 'Passkey removed',
  'passphrase.set': 'Passphrase set',
  'sign_in.success': 'Signed in',
  'sign_in.failure': 'Sign-in failed',
  'sign_in.locked': 'Sign-in locked',
  sign_out: 'Signed out',
  'sign_out.everywhere': 'Signed out everywhere',
  'person.role_changed': 'Role changed',
  'person.revoked': 'Access revoked',
  'person.restored': 'Access restored',
  'lead.status_changed': 'Lead status changed',
  'lead.exported': 'Leads exported',
  'lead.erased': 'Lead erased',
  'lead.owner_changed': 'Lead owner changed',
  'lead.notification_resent': 'Lead notification resent',
  'events.erased': 'Portal activity erased',
  'portal.key_rotated': 'Portal key rotated',
  'device.enrolled': 'Device set up for offline use',
  'device.removed': 'Device removed',
  'device.wiped': 'Device told to forget the portal',
  'service_token.refused': 'Service token refused',
  'library.create': 'Library document created',
  'library.version': 'Library document version added',
  'library.publish': 'Library document published',
  'library.restore': 'Library document restored to an earlier version',
  'library.retire': 'Library document retired',
  'library.reinstate': 'Library document reinstated',
  'library.expiry': 'Library document expiry changed',
  'library.expired': 'Library document expired',
};

/** Who did it: the person's email, or what kind of actor it was when no person is known. */
export function auditActor(entry: Pick<AuditEntry, 'actorKind' | 'actorEmail'>): string {
  if (entry.actorKind === 'person') return entry.actorEmail ?? 'unknown person';
  if (entry.actorKind === 'service') return 'service token';
  return entry.actorKind;
}
