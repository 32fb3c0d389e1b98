export declare const ROLES: readonly ['rep', 'manager', 'admin'];
export declare const INVITE_DAYS: number;
export declare const INVITE_MS: number;
export declare const WELCOME_PATH: string;
export declare const PEOPLE_PATH: string;
export declare const TOKEN_PATTERN: RegExp;
export declare const EMAIL_MAX: number;
export declare const NAME_MIN: number;
export declare const NAME_MAX: number;
export declare const LOCAL_ORIGIN: string;
export declare const SETUP_SUBJECT: string;
export declare const ALREADY_HAS_ADMIN: string;
export declare const USAGE: string;
export declare function makeToken(bytes?: Uint8Array): string;
export declare function hashToken(token: string): string;
export declare function inviteUrl(origin: string, token: string): string;
export declare function normaliseEmail(value: string): string;
export declare function emailProblem(email: string): string | null;
export declare function nameProblem(name: string): string | null;
export declare function defaultName(email: string): string;
export declare function parseOrigin(value: string, options: { remote: boolean }): string;
export interface ParsedCommand {
  help?: true;
  error?: string;
  usage?: true;
  command?: 'setup-link' | 'invite' | 'list' | 'key-changed';
  verifier?: string;
  remote?: boolean;
  persistTo?: string;
  origin?: string;
  originMissing?: true;
  email?: string;
  name?: string;
  nameGiven?: boolean;
  role?: 'rep' | 'manager' | 'admin';
}
export declare function parseCommand(
  argv: string[],
  env?: Record<string, string | undefined>,
): ParsedCommand;
export declare function originMissingMessage(command: string): string;
export declare function sqlValue(value: string | number | null | undefined): string;
export declare function activeAdminCountSql(): string;
export declare function setupLinkSql(input: {
  now: number;
  inviteId: string;
  tokenHash: string;
}): string;
export declare function keyChangedSql(input: { now: number; verifier: string }): string;
export declare function revocationsSinceRotationSql(): string;
export declare function findPersonSql(email: string): string;
export declare function personInviteSql(input: {
  now: number;
  existing: string | null;
  newId: string;
  email: string;
  name: string;
  nameGiven: boolean;
  role: string;
  inviteId: string;
  tokenHash: string;
}): string;
export declare function listPeopleSql(): string;
export declare function setupLinkMessage(origin: string, token: string): string;
export declare function inviteMessage(input: {
  email: string;
  role: string;
  origin: string;
  token: string;
}): string;
export declare function formatSeen(ms: number | null | undefined): string;
export declare function formatPeopleTable(
  rows: Array<{
    email: string;
    name: string;
    role: string;
    status: string;
    last_seen_at: number | null;
  }>,
): string;
