import { useEffect, useId, useRef } from 'react';

interface ResetDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The exact confirmation the spec asks for (section 5), shown before anything is cleared. */
export const RESET_CONFIRM_TEXT = 'Are you sure you want to reset all training progress?';

/**
 * A modal <dialog>: showModal() makes the rest of the page inert, traps focus, closes on Escape
 * and hands focus back to the Reset button afterwards. Cancel has focus first: the safe choice.
 */
export function ResetDialog({ open, onCancel, onConfirm }: ResetDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="training-dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={onCancel}
    >
      <h2 id={titleId}>Reset Progress</h2>
      <p id={textId}>{RESET_CONFIRM_TEXT}</p>
      <p className="small muted">
        Every completed lesson is cleared and every module after the first locks again, on this
        device and, once they sync, on your other devices. A certificate already issued stays.
      </p>
      <div className="training-dialog-actions">
        <button ref={cancelRef} type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="btn training-danger" onClick={onConfirm}>
          Reset All Progress
        </button>
      </div>
    </dialog>
  );
}
