import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@/shared/people';
import { AUDIT_ACTION_LABELS, auditActor, signInMethods } from './format';

describe('people and audit wording', () => {
  it('says how a person signs in', () => {
    expect(signInMethods({ passkeys: 0, hasPassphrase: false })).toBe('None yet');
    expect(signInMethods({ passkeys: 1, hasPassphrase: false })).toBe('1 passkey');
    expect(signInMethods({ passkeys: 2, hasPassphrase: true })).toBe('2 passkeys + passphrase');
    expect(signInMethods({ passkeys: 0, hasPassphrase: true })).toBe('Passphrase');
  });

  it('names the actor: the email of a person, else what kind of actor it was', () => {
    expect(auditActor({ actorKind: 'person', actorEmail: 'ada@firm.com' })).toBe('ada@firm.com');
    expect(auditActor({ actorKind: 'service', actorEmail: null })).toBe('service token');
    expect(auditActor({ actorKind: 'console', actorEmail: null })).toBe('console');
    expect(auditActor({ actorKind: 'anonymous', actorEmail: 'typed@firm.com' })).toBe('anonymous');
  });

  it('labels every audit action, each differently', () => {
    const labels = AUDIT_ACTIONS.map((action) => AUDIT_ACTION_LABELS[action]);
    expect(new Set(labels).size).toBe(AUDIT_ACTIONS.length);
    expect(AUDIT_ACTION_LABELS['sign_in.failure']).toBe('Sign-in failed');
    expect(AUDIT_ACTION_LABELS['invite.revoked']).toBe('Invitation withdrawn');
  });
});
