/**
 * A list item's Remove, asked twice: "Remove" shows "Remove <name>" and "Keep it" (the account
 * page's passkeys and devices).
 */
export function ConfirmRemove({
  confirming,
  removing,
  busy,
  askLabel,
  confirmLabel,
  onAsk,
  onConfirm,
  onCancel,
}: {
  confirming: boolean;
  removing: boolean;
  /** Another removal is running: no new one starts. */
  busy: boolean;
  askLabel: string;
  confirmLabel: string;
  onAsk: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  if (!confirming)
    return (
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        aria-label={askLabel}
        disabled={busy}
        onClick={onAsk}
      >
        Remove
      </button>
    );
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        disabled={busy}
        onClick={onConfirm}
      >
        {removing ? 'Removing…' : confirmLabel}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
        Keep it
      </button>
    </>
  );
}
