import type { InputHTMLAttributes, Ref } from 'react';

interface SearchFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** large: a page's own search (the collateral library); compact: the header's. */
  variant: 'large' | 'compact';
  ref?: Ref<HTMLInputElement>;
  /** A query is typed: the clear button shows. */
  showClear: boolean;
  onClear: () => void;
}

/**
 * A search input with its magnifier icon and clear button. The caller owns the input's behaviour
 * (value, events, ARIA) and passes it through; this draws the box. Styles: search-field.css.
 */
export function SearchField({ variant, ref, showClear, onClear, ...input }: SearchFieldProps) {
  const iconSize = variant === 'large' ? 20 : 18;
  return (
    <div className={`search-field search-field-${variant}`}>
      <svg
        className="search-field-icon"
        viewBox="0 0 24 24"
        width={iconSize}
        height={iconSize}
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input ref={ref} {...input} />
      {showClear ? (
        <button
          type="button"
          className="search-field-clear"
          aria-label="Clear search"
          onClick={onClear}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
