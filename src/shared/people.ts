/**
 * People, roles, sessions and the audit log (issue 24, decision 0024): the request and answer
 * shapes of /api/auth/*, /api/people/* and /api/audit, shared by the Worker (which validates every
 * body with them) and the browser (which checks every answer with them). zod/mini, no DOM.
 */
import * as z from 'zod/mini';
import { normaliseText, safeEmail, safeText } from './text';

export const ROLES = ['rep', 'manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const PERSON_STATUSES = ['invited', 'active', 'revoked'] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

/** What each role may do; every role includes the ones before it. Checked in the Worker on every call. */
export const ROLE_RANK: Readonly<Record<Role, number>> = { rep: 0, manager: 1, admin: 2 };
export function roleIncludes(have: Role, need: Role): boolean {
  return ROLE_RANK[have] >= ROLE_RANK[need];
}
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  rep: 'Rep',
  manager: 'Manager',
  admin: 'Admin',
};
/** One line per role, for the people page and the "your role does not include this" page. */
export const ROLE_ABILITIES: Readonly<Record<Role, string>> = {
  rep: 'Uses the portal: collateral, playbook, training and calculators.',
  manager: 'Also sees the team dashboard, works the lead inbox and publishes to the library.',
  admin: 'Also manages people, erases data and reads the audit log.',
};

export const PEOPLE_LIMITS = {
  email: 254,
  name: 120,
  passphraseMin: 12,
  passphraseMax: 256,
  passkeyName: 60,
  search: 100,
  /** Invitations are valid for 7 days. */
  inviteDays: 7,
} as const;

/** Session lifetimes (issue 24 item 3): 12 hours idle, 7 days absolute. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** The header every state-changing call carries, equal to the session's CSRF token. */
export const CSRF_HEADER = 'X-CSRF-Token';

export const PEOPLE_API = {
  session: '/api/auth/session',
  inviteInspect: '/api/auth/invite',
  invitePasskeyOptions: '/api/auth/invite/passkey-options',
  invitePasskey: '/api/auth/invite/passkey',
  invitePassphrase: '/api/auth/invite/passphrase',
  passkeySignInOptions: '/api/auth/passkey-options',
  passkeySignIn: '/api/auth/passkey',
  passphraseSignIn: '/api/auth/passphrase',
  signOut: '/api/auth/sign-out',
  signOutEverywhere: '/api/auth/sign-out-everywhere',
  myPasskeys: '/api/auth/passkeys',
  myPasskeyOptions: '/api/auth/passkeys/options',
  /** DELETE /api/auth/passkeys/:id */
  myPasskey: (id: string) => `/api/auth/passkeys/${encodeURIComponent(id)}`,
  myPassphrase: '/api/auth/my-passphrase',
  people: '/api/people',
  /** PATCH /api/people/:id */
  person: (id: string) => `/api/people/${encodeURIComponent(id)}`,
  /** POST /api/people/:id/invites: a new link (older open links of that person are revoked). */
  personInvites: (id: string) => `/api/people/${encodeURIComponent(id)}/invites`,
  /** DELETE /api/invites/:id */
  invite: (id: string) => `/api/invites/${encodeURIComponent(id)}`,
  audit: '/api/audit',
} as const;

/** The page an invitation link opens; the token travels in the fragment, so no server log or Referer holds it. */
export const WELCOME_PATH = '/admin/welcome';
export const SIGN_IN_PATH = '/admin/sign-in';
export const ACCOUNT_PATH = '/admin/account';
export const PEOPLE_PATH = '/admin/people';
export const AUDIT_PATH = '/admin/audit';
export function inviteUrl(origin: string, token: string): string {
  return `${origin}${WELCOME_PATH}#invite=${token}`;
}

/** C0/C1 controls and bidirectional overrides: never part of a name or an address. */
const UNSAFE_CHARACTERS = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const noUnsafe = (label: string) =>
  z.refine<string>(
    (value) => !UNSAFE_CHARACTERS.test(value),
    `${label} must not contain control characters.`,
  );

/**
 * Emails are one person whatever the capitals, spaces or full-width letters typed: NFKC, trimmed
 * and lower case. The shared text rule (./text.ts) then checks what is left.
 */
export function normalisePersonEmail(value: string): string {
  return normaliseText(value).toLowerCase();
}

export const personEmailSchema = z.string('Enter an email address.').check(
  z.overwrite(normalisePersonEmail),
  z.maxLength(PEOPLE_LIMITS.email, {
    error: `Email must be at most ${PEOPLE_LIMITS.email} characters.`,
    abort: true,
  }),
  safeEmail('Enter a work email like name@firm.com.'),
);
export const personNameSchema = z
  .string('Enter a name.')
  .check(
    z.overwrite(normaliseText),
    z.minLength(2, 'Name must be at least 2 characters.'),
    z.maxLength(PEOPLE_LIMITS.name, `Name must be at most ${PEOPLE_LIMITS.name} characters.`),
    safeText('Name'),
  );
export const roleSchema = z.enum(ROLES, 'Role must be rep, manager or admin.');
export const personStatusSchema = z.enum(PERSON_STATUSES);
/** Length only here; the Worker also refuses common passwords (worker/passphrase.ts). */
export const passphraseSchema = z
  .string('Enter a passphrase.')
  .check(
    z.minLength(
      PEOPLE_LIMITS.passphraseMin,
      `Use at least ${PEOPLE_LIMITS.passphraseMin} characters: a few words you will remember.`,
    ),
    z.maxLength(
      PEOPLE_LIMITS.passphraseMax,
      `Use at most ${PEOPLE_LIMITS.passphraseMax} characters.`,
    ),
  );
/** Invitation and session tokens: 32 random bytes, unpadded base64url. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const tokenSchema = z
  .string('The link is incomplete.')
  .check(
    z.regex(TOKEN_PATTERN, 'This link is incomplete or mistyped: open it again from the message.'),
  );
const idSchema = z.string().check(z.regex(/^[0-9a-f-]{36}$/, 'Not a valid id.'));
const passkeyNameSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(PEOPLE_LIMITS.passkeyName, `Name at most ${PEOPLE_LIMITS.passkeyName} characters.`),
    noUnsafe('Passkey name'),
  );

/**
 * A WebAuthn credential as @simplewebauthn/browser returns it (RegistrationResponseJSON /
 * AuthenticationResponseJSON). Loose on purpose beyond the shape: the WebAuthn library verifies
 * the content; this keeps non-objects and giant bodies out before it runs.
 */
const b64url = z.string().check(z.maxLength(16_384), z.regex(/^[A-Za-z0-9_-]*={0,2}$/));
export const webauthnResponseSchema = z.object({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  response: z.record(z.string(), z.unknown()),
  clientExtensionResults: z.optional(z.record(z.string(), z.unknown())),
  authenticatorAttachment: z.optional(z.nullable(z.string())),
});

// ---- Requests ---------------------------------------------------------------------------------

export const inviteInspectRequest = z.strictObject({ token: tokenSchema });
/** A setup link (the first admin) names no person yet: the person gives their email and name. */
export const invitePasskeyOptionsRequest = z.strictObject({
  token: tokenSchema,
  email: z.optional(personEmailSchema),
  name: z.optional(personNameSchema),
});
export const invitePasskeyRequest = z.strictObject({
  token: tokenSchema,
  challengeId: idSchema,
  response: webauthnResponseSchema,
  passkeyName: z.optional(passkeyNameSchema),
});
export const invitePassphraseRequest = z.strictObject({
  token: tokenSchema,
  passphrase: passphraseSchema,
  email: z.optional(personEmailSchema),
  name: z.optional(personNameSchema),
});
export const passkeySignInOptionsRequest = z.strictObject({});
export const passkeySignInRequest = z.strictObject({
  challengeId: idSchema,
  response: webauthnResponseSchema,
});
export const passphraseSignInRequest = z.strictObject({
  email: personEmailSchema,
  passphrase: z
    .string('Enter your passphrase.')
    .check(z.minLength(1, 'Enter your passphrase.'), z.maxLength(PEOPLE_LIMITS.passphraseMax)),
});
export const addPasskeyRequest = z.strictObject({
  challengeId: idSchema,
  response: webauthnResponseSchema,
  passkeyName: z.optional(passkeyNameSchema),
});
export const changePassphraseRequest = z.strictObject({ passphrase: passphraseSchema });
export const invitePersonRequest = z.strictObject({
  email: personEmailSchema,
  name: personNameSchema,
  role: roleSchema,
});
/** One change at a time: a role, or revoke / restore. */
export const updatePersonRequest = z.union([
  z.strictObject({ role: roleSchema }),
  z.strictObject({ status: z.enum(['revoked', 'active'], 'Status must be revoked or active.') }),
]);

export const peopleQuerySchema = z.strictObject({
  q: z.optional(z.string().check(z.maxLength(PEOPLE_LIMITS.search))),
  role: z.optional(roleSchema),
  status: z.optional(personStatusSchema),
  format: z.optional(z.enum(['json', 'csv'])),
});

// ---- Answers ----------------------------------------------------------------------------------

export const sessionPersonSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
});
export type SessionPerson = z.infer<typeof sessionPersonSchema>;

export const SIGN_IN_METHODS = ['passkey', 'passphrase', 'access'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** GET /api/auth/session (and every successful sign-in). */
export const sessionAnswerSchema = z.object({
  ok: z.literal(true),
  person: sessionPersonSchema,
  csrfToken: z.string(),
  method: z.enum(SIGN_IN_METHODS),
  /** ISO: when the session ends even if used (7 days after sign-in). */
  expiresAt: z.string(),
  /** Cloudflare Access is the identity: the sign-in pages are skipped and sign-out is Access's. */
  access: z.boolean(),
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** GET /api/auth/session when nobody is signed in on this browser (200: an answer, not an error). */
export const signedOutAnswerSchema = z.object({ ok: z.literal(true), person: z.null() });
export type SignedOutAnswer = z.infer<typeof signedOutAnswerSchema>;

/** POST /api/auth/invite: who the link is for, before anything is used. */
export const inviteInfoSchema = z.object({
  ok: z.literal(true),
  /** setup: the first admin's link; the person gives their own email and name. */
  kind: z.enum(['person', 'setup']),
  email: z.nullable(z.string()),
  name: z.nullable(z.string()),
  role: roleSchema,
  expiresAt: z.string(),
});
export type InviteInfo = z.infer<typeof inviteInfoSchema>;

/** Registration or authentication options as the WebAuthn library made them, with the id of the stored challenge. */
export const webauthnOptionsAnswerSchema = z.object({
  ok: z.literal(true),
  challengeId: z.string(),
  options: z.record(z.string(), z.unknown()),
});
export type WebauthnOptionsAnswer = z.infer<typeof webauthnOptionsAnswerSchema>;

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.object({
  ok: z.literal(true),
  passkeys: z.array(passkeySchema),
  hasPassphrase: z.boolean(),
});
export type PasskeyList = z.infer<typeof passkeyListSchema>;

export const openInviteSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export const personSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  status: personStatusSchema,
  createdAt: z.string(),
  lastSeenAt: z.nullable(z.string()),
  passkeys: z.number(),
  hasPassphrase: z.boolean(),
  /** The newest unused, unrevoked, unexpired invitation, if any. */
  openInvite: z.nullable(openInviteSchema),
});
export type Person = z.infer<typeof personSchema>;
export const peopleListSchema = z.object({ ok: z.literal(true), people: z.array(personSchema) });
export type PeopleList = z.infer<typeof peopleListSchema>;
export const personAnswerSchema = z.object({ ok: z.literal(true), person: personSchema });
/** POST /api/people and POST /api/people/:id/invites: the link is shown once; only its hash is kept. */
export const invitationAnswerSchema = z.object({
  ok: z.literal(true),
  person: personSchema,
  invite: z.object({
    id: z.string(),
    url: z.string(),
    expiresAt: z.string(),
    /** True when the link was also queued for delivery to the notification endpoint. */
    delivered: z.boolean(),
  }),
});
export type InvitationAnswer = z.infer<typeof invitationAnswerSchema>;

// ---- Audit ------------------------------------------------------------------------------------

export const AUDIT_ACTIONS = [
  'invite.created',
  'invite.used',
  'invite.revoked',
  'passkey.added',
  'passkey.removed',
  'passphrase.set',
  'sign_in.success',
  'sign_in.failure',
  'sign_in.locked',
  'sign_out',
  'sign_out.everywhere',
  'person.role_changed',
  'person.revoked',
  'person.restored',
  'lead.status_changed',
  'lead.exported',
  'lead.erased',
  'lead.owner_changed',
  'lead.notification_resent',
  'events.erased',
  'portal.key_rotated',
  'device.enrolled',
  'device.removed',
  'device.wiped',
  'service_token.refused',
  'library.create',
  'library.version',
  'library.publish',
  'library.restore',
  'library.retire',
  'library.reinstate',
  'library.expiry',
  'library.expired',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTOR_KINDS = ['person', 'service', 'console', 'anonymous'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

export const auditEntrySchema = z.object({
  seq: z.number(),
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actorKind: z.enum(AUDIT_ACTOR_KINDS),
  actorEmail: z.nullable(z.string()),
  subject: z.nullable(z.string()),
  outcome: z.enum(['success', 'failure']),
  country: z.nullable(z.string()),
  detail: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({
  ok: z.literal(true),
  entries: z.array(auditEntrySchema),
  nextCursor: z.nullable(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD.'));
export const auditQuerySchema = z.strictObject({
  action: z.optional(z.enum(AUDIT_ACTIONS)),
  /** Matches the actor's email, or the subject, case-insensitively. */
  q: z.optional(z.string().check(z.maxLength(PEOPLE_LIMITS.search))),
  since: z.optional(isoDate),
  until: z.optional(isoDate),
  cursor: z.optional(z.string().check(z.regex(/^\d{1,15}$/, 'Not a valid cursor.'))),
  limit: z.optional(
    z.coerce
      .number()
      .check(
        z.int(),
        z.minimum(1),
        z.maximum(AUDIT_PAGE_MAX, `limit is at most ${AUDIT_PAGE_MAX}.`),
      ),
  ),
  format: z.optional(z.enum(['json', 'csv'])),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
