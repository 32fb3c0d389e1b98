import { useId, useRef, useState, type FormEvent } from 'react';
import { useEarlyInput } from '@/hooks/use-early-input';
import type { DataInActionContent } from '@/content/public/data-in-action.schema';
import type { AccessFormValues } from './submit-lead';
import { useGateRuntime } from './gate-loader';

type Field = 'name' | 'company' | 'email' | 'acknowledged';
const FIELDS: readonly Field[] = ['name', 'company', 'email', 'acknowledged'];

interface AccessFormProps {
  copy: DataInActionContent['form'];
  onSubmit: (values: AccessFormValues) => Promise<void>;
}

/**
 * The Data In Action access form: submit stays disabled until every rule holds, and says why. The
 * rules arrive with the gate's runtime after hydration (gate-loader.ts); until then the button stays
 * disabled and the list names the fields still empty, as the prerendered form does.
 */
export function AccessForm({ copy, onSubmit }: AccessFormProps) {
  const [values, setValues] = useState({
    name: '',
    company: '',
    email: '',
    website: '',
    acknowledged: false,
  });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { runtime, failed: unavailable, request: requestRuntime } = useGateRuntime();
  useEarlyInput(formRef, (typed) => {
    requestRuntime();
    const text = (field: 'name' | 'company' | 'email' | 'website') => {
      const value = typed.get(field);
      return typeof value === 'string' ? value : '';
    };
    setValues({
      name: text('name'),
      company: text('company'),
      email: text('email'),
      website: text('website'),
      acknowledged: typed.get('acknowledged') === true,
    });
  });

  const result = runtime?.parseLeadForm(values);
  // Before the rules arrive only an empty field is known to be missing (and marked once touched).
  const missing = new Set<Field>(
    !result
      ? FIELDS.filter((field) => values[field] === '' || values[field] === false)
      : result.ok
        ? []
        : result.problems.map((p) => p.field as Field),
  );
  const invalid = (field: Field) => touched[field] === true && missing.has(field);
  const update = (field: keyof typeof values, value: string | boolean) =>
    setValues((current) => ({ ...current, [field]: value }));
  const touch = (field: Field) => setTouched((current) => ({ ...current, [field]: true }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!result?.ok || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await onSubmit({
        name: values.name,
        company: values.company,
        email: values.email,
        website: values.website,
      });
    } catch (error) {
      console.warn('Could not save the access request', error);
      setFailure(
        'Your browser could not save the request (storage may be full or blocked). Please try again.',
      );
      setSubmitting(false);
    }
  }

  const textField = (
    field: 'name' | 'company' | 'email',
    label: string,
    type: string,
    autoComplete: string,
  ) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        name={field}
        type={type}
        autoComplete={autoComplete}
        required
        value={values[field]}
        aria-invalid={invalid(field)}
        aria-describedby={invalid(field) ? `${id}-${field}-hint` : undefined}
        onChange={(event) => update(field, event.target.value)}
        onBlur={() => touch(field)}
      />
      {/* The slot is always there, so a message appearing on blur moves nothing below it. */}
      <p id={`${id}-${field}-hint`} className="field-error gate-field-error">
        {invalid(field) ? copy.invalid[field] : ''}
      </p>
    </div>
  );

  return (
    <form
      ref={formRef}
      className="form gate-form"
      onSubmit={(event) => void handleSubmit(event)}
      // The visitor's first touch loads the rules now rather than when the browser is idle.
      onFocus={runtime ? undefined : requestRuntime}
      onPointerDown={runtime ? undefined : requestRuntime}
      onInput={runtime ? undefined : requestRuntime}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{copy.title}</h2>
      <p className="muted">{copy.intro}</p>
      {textField('name', 'Full name', 'text', 'name')}
      {textField('company', 'Company', 'text', 'organization')}
      {textField('email', 'Work email', 'email', 'email')}

      {/* Honeypot: hidden from people and assistive technology; bots fill it. */}
      <div className="gate-honeypot" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => update('website', event.target.value)}
        />
      </div>

      <label className="checkbox">
        <input
          type="checkbox"
          name="acknowledged"
          checked={values.acknowledged}
          onChange={(event) => {
            update('acknowledged', event.target.checked);
            touch('acknowledged');
          }}
        />
        <span>{copy.acknowledgement}</span>
      </label>

      <button
        type="submit"
        className="btn btn-primary"
        disabled={!result?.ok || submitting}
        aria-describedby={`${id}-missing`}
      >
        {submitting ? copy.submitting : copy.submit}
      </button>
      <div id={`${id}-missing`} className="gate-missing small" aria-live="polite">
        {missing.size > 0 ? (
          <>
            <span>{copy.missingIntro}</span>
            <ul>
              {[...missing].map((field) => (
                <li key={field}>{copy.missing[field]}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      {failure || (unavailable && !runtime) ? (
        <p className="notice notice-error" role="alert">
          {failure ?? copy.unavailable}
        </p>
      ) : null}
      <p className="small muted">{copy.privacy}</p>
    </form>
  );
}
