/**
 * The one rule for text people type into a boundary schema (names, companies, email addresses),
 * shared by the browser and the Worker (issue 28 item 7, security review):
 *
 * - NFKC first, so "Ａｌｉｃｅ" (full-width) is "Alice" and "＠" is "@" before anything is checked;
 * - no control characters, no Unicode format characters (category Cf: zero-width spaces and
 *   joiners, the soft hyphen U+00AD, bidi marks, embeddings, overrides and isolates, U+FEFF) and
 *   no lone surrogates (which D1 would store as invalid UTF-8);
 * - no word that mixes Latin with Cyrillic or Greek letters ("Аlice" with a Cyrillic А), the
 *   usual look-alike; a name written wholly in one script passes;
 * - an email is a plain `local@domain` of ASCII characters that mean nothing in a mailto: URL
 *   (see EMAIL_LOCAL_PART, EMAIL_DOMAIN), and every address placed in a link goes through
 *   mailtoHref, which encodes it.
 *
 * zod/mini, no DOM: the lead page bundles it.
 */
import * as z from 'zod/mini';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_OR_NEWLINE = /[\u0000-\u001F\u007F-\u009F]/;
const FORMAT = /\p{Cf}/u;
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Why `value` is not text a person typed, as the end of a sentence ("Full name" + reason), or
 * null. Tab and newline pass only where `multiline`.
 */
export function unsafeTextReason(value: string, multiline = false): string | null {
  if ((multiline ? CONTROL : CONTROL_OR_NEWLINE).test(value)) return 'has a control character';
  if (FORMAT.test(value)) return 'has an invisible or direction-changing character';
  if (LONE_SURROGATE.test(value)) return 'has a broken character';
  return null;
}

/** NFKC, then trimmed. A lone surrogate survives NFKC (and is then refused). */
export function normaliseText(value: string): string {
  return value.normalize('NFKC').trim();
}

const LATIN = /\p{Script=Latin}/u;
const LOOK_ALIKE = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;

/** True when one word (a run of letters and marks) holds Latin and Cyrillic or Greek letters. */
export function mixesScripts(value: string): boolean {
  return value.split(/[^\p{L}\p{M}]+/u).some((word) => LATIN.test(word) && LOOK_ALIKE.test(word));
}

export const MIXED_SCRIPT_REASON =
  'mixes Latin with Cyrillic or Greek letters in one word, as look-alike text does: type it in one alphabet';

/** The problem with a name or company as typed (after normaliseText), as a sentence, or null. */
export function textProblem(label: string, value: string, words = true): string | null {
  const unsafe = unsafeTextReason(value);
  if (unsafe) return `${label} ${unsafe}.`;
  if (words && mixesScripts(value)) return `${label} ${MIXED_SCRIPT_REASON}.`;
  return null;
}

/** zod check: refuses what textProblem names, with its message. */
export const safeText = (label: string, words = true) =>
  z.refine<string>((value) => textProblem(label, value, words) === null, {
    error: (issue) => textProblem(label, String(issue.input), words) ?? `${label} is not valid.`,
  });

/**
 * Email addresses: ASCII only (an internationalised domain is accepted in its xn-- form, as the
 * referrer host is; Unicode domains and local parts were never supported end to end). The local
 * part is dot-separated runs of letters, digits and `_ + - '`; nothing a mailto: URL interprets
 * (`? # % & =`, spaces, angle brackets, commas, quotes) is allowed anywhere. Lengths are the
 * schemas' own (254 for the whole address); labels and the local part are not limited further.
 */
export const EMAIL_LOCAL_PART = /^[A-Za-z0-9_+'-]+(?:\.[A-Za-z0-9_+'-]+)*$/;
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
export const EMAIL_DOMAIN = new RegExp(`^(?:${LABEL}\\.)+(?:[A-Za-z]{2,}|xn--[A-Za-z0-9-]+)$`);

/** "something @ something . something": the shape every email schema asked for before this rule. */
export const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The problem with an email address (already normalised), as a sentence, or null.
 * `shapeMessage` is the schema's own "like name@firm.com" message for something that is not an
 * address at all.
 */
export function emailProblem(value: string, shapeMessage: string): string | null {
  const unsafe = unsafeTextReason(value);
  if (unsafe) return `Email ${unsafe}.`;
  if (!LOOSE_EMAIL.test(value)) return shapeMessage;
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (mixesScripts(local)) return `Email ${MIXED_SCRIPT_REASON}.`;
  if (!EMAIL_LOCAL_PART.test(local)) {
    return "Email may use only letters a-z, digits and . _ + - ' before the @.";
  }
  if (!EMAIL_DOMAIN.test(domain)) {
    return 'Email may use only letters a-z, digits, hyphens and dots after the @ (no ?, #, % or &).';
  }
  return null;
}

/** zod check: refuses what emailProblem names, with its message. */
export const safeEmail = (shapeMessage: string) =>
  z.refine<string>((value) => emailProblem(value, shapeMessage) === null, {
    error: (issue) => emailProblem(String(issue.input), shapeMessage) ?? shapeMessage,
  });

/**
 * The one way to put a person's or a lead's address in a link: `mailto:` plus the address with
 * each part encodeURIComponent-ed (the `@` between them stays, as RFC 6068 writes it). Null for
 * an address that does not pass the email rule (one stored before the rule): show it as text.
 */
export function mailtoHref(address: string): string | null {
  if (emailProblem(address, 'not an address') !== null) return null;
  const at = address.lastIndexOf('@');
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}
