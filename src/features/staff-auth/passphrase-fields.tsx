import { useId } from 'react';
import { PEOPLE_LIMITS } from '@/shared/people';

/** What is wrong with a new passphrase and its confirmation, before anything is sent. */
export function passphraseProblems(
  passphrase: string,
  confirm: string,
): { passphrase?: string; confirm?: string; any: boolean } {
  const tooShort =
    passphrase.length < PEOPLE_LIMITS.passphraseMin
      ? `Use at least ${PEOPLE_LIMITS.passphraseMin} characters: a few words you will remember.`
      : passphrase.length > PEOPLE_LIMITS.passphraseMax
        ? `Use at most ${PEOPLE_LIMITS.passphraseMax} characters.`
        : undefined;
  const mismatch =
    confirm !== passphrase ? 'The two passphrases differ: type the same one twice.' : undefined;
  return { passphrase: tooShort, confirm: mismatch, any: Boolean(tooShort || mismatch) };
}

interface PassphraseFieldsProps {
  passphrase: string;
  confirm: string;
  onPassphrase: (value: string) => void;
  onConfirm: (value: string) => void;
  /** Show the length and match problems (after the first submit, not while typing). */
  showProblems: boolean;
  /** The server's word on the passphrase (422: too common, too short). */
  serverProblem?: string;
}

/** A new passphrase typed twice, with the problems beside the field they belong to. */
export function PassphraseFields({
  passphrase,
  confirm,
  onPassphrase,
  onConfirm,
  showProblems,
  serverProblem,
}: PassphraseFieldsProps) {
  const id = useId();
  const local = showProblems ? passphraseProblems(passphrase, confirm) : { any: false };
  const first = ('passphrase' in local ? local.passphrase : undefined) ?? serverProblem;
  const second = 'confirm' in local ? local.confirm : undefined;
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-new`}>New passphrase</label>
        <input
          id={`${id}-new`}
          type="password"
          name="new-passphrase"
          autoComplete="new-password"
          required
          minLength={PEOPLE_LIMITS.passphraseMin}
          maxLength={PEOPLE_LIMITS.passphraseMax}
          value={passphrase}
          aria-invalid={first ? true : undefined}
          aria-describedby={`${id}-hint${first ? ` ${id}-new-problem` : ''}`}
          onChange={(event) => onPassphrase(event.target.value)}
        />
        <span id={`${id}-hint`} className="field-hint">
          At least {PEOPLE_LIMITS.passphraseMin} characters. A few unrelated words are easy to
          remember and hard to guess.
        </span>
        {first ? (
          <span id={`${id}-new-problem`} className="field-error">
            {first}
          </span>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-confirm`}>Type it again</label>
        <input
          id={`${id}-confirm`}
          type="password"
          name="confirm-passphrase"
          autoComplete="new-password"
          required
          value={confirm}
          aria-invalid={second ? true : undefined}
          aria-describedby={second ? `${id}-confirm-problem` : undefined}
          onChange={(event) => onConfirm(event.target.value)}
        />
        {second ? (
          <span id={`${id}-confirm-problem`} className="field-error">
            {second}
          </span>
        ) : null}
      </div>
    </>
  );
}
