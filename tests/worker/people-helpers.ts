/** Signing people in against the test Worker: invitations by service token, passphrase sign-in, cookies. */
import type { InvitationAnswer, Role, SessionAnswer } from '@/shared/people';
import { adminAuth, type TestWorker } from './harness';

export const PASSPHRASE = 'correct horse battery staple';

export interface Signed {
  cookie: string;
  csrf: string;
  session: SessionAnswer;
  email: string;
}

export function cookieOf(response: Response): string {
  const header = response.headers.get('Set-Cookie') ?? '';
  return header.split(';')[0]!;
}

export async function invite(
  worker: TestWorker,
  role: Role,
  email = `${role}-${crypto.randomUUID().slice(0, 8)}@firm.example`,
): Promise<{ token: string; answer: InvitationAnswer; email: string }> {
  const response = await worker.fetch('/api/people', {
    method: 'POST',
    headers: { ...adminAuth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, name: `Test ${role}`, role }),
  });
  if (response.status !== 201)
    throw new Error(`invite: ${response.status} ${await response.text()}`);
  const answer = (await response.json()) as InvitationAnswer;
  return { token: answer.invite.url.split('#invite=')[1]!, answer, email };
}

export async function acceptWithPassphrase(
  worker: TestWorker,
  token: string,
  passphrase = PASSPHRASE,
  extra: Record<string, string> = {},
): Promise<Response> {
  return worker.fetch('/api/auth/invite/passphrase', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, passphrase, ...extra }),
  });
}

/** A person of `role`, invited by the service token and signed in with a passphrase. */
export async function signedIn(worker: TestWorker, role: Role, email?: string): Promise<Signed> {
  const made = await invite(worker, role, email);
  const response = await acceptWithPassphrase(worker, made.token);
  if (response.status !== 200)
    throw new Error(`accept: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as SessionAnswer;
  return { cookie: cookieOf(response), csrf: session.csrfToken, session, email: made.email };
}

/** Headers of a signed-in browser call; `change` adds the CSRF token. */
export function as(who: Signed, change = false): Record<string, string> {
  return {
    Cookie: who.cookie,
    'Content-Type': 'application/json',
    ...(change ? { 'X-CSRF-Token': who.csrf } : {}),
  };
}
