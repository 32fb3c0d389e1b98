import { useState, type InputHTMLAttributes, type Ref } from 'react';

interface SecretFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  /** The field's label; the Show/Hide button's name ends with it in lower case ("Show password"). */
  label: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled field for a secret (the portal's password): typed as a
 * password, with a Show/Hide button that reveals it. The caller owns the input's behaviour (value,
 * events, autocomplete, ARIA) and passes it through. Styles: secret-field.css, a portal sheet; the
 * lead inbox loads the portal layout's chunk and styles too (decisions 0009 and 0023).
 */
export function SecretField({ id, label, ref, ...input }: SecretFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="secret-field">
        <input ref={ref} {...input} id={id} type={visible ? 'text' : 'password'} />
        <button
          type="button"
          className="btn btn-ghost btn-sm secret-field-toggle"
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
          <span className="visually-hidden"> {label.toLowerCase()}</span>
        </button>
      </div>
    </div>
  );
}
