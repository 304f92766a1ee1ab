import { type ReactNode, useEffect, useId, useRef } from 'react';
import './controls.css';

export interface SheetProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Accessible name of the × button. */
  closeLabel: string;
  /** From the right (a menu) or from the bottom (a phone's filters). */
  side?: 'right' | 'bottom';
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A drawer drawn by the browser's own modal <dialog>: the page behind is inert, focus stays
 * inside and returns to the opener on close, Escape and a tap on the backdrop close it.
 * The content is rendered only while open.
 */
export function Sheet({ open, onClose, title, closeLabel, side = 'right', footer, children }: SheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop is for the pointer; Escape closes the dialog from the keyboard
    <dialog
      ref={ref}
      className={`sheet sheet--${side}`}
      aria-labelledby={titleId}
      onClose={() => {
        if (open) onClose();
      }}
      onClick={(event) => {
        // A click on the dialog itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <>
          <div className="sheet__head">
            <h2 id={titleId} className="sheet__title">
              {title}
            </h2>
            <button type="button" className="sheet__close" aria-label={closeLabel} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="sheet__body">{children}</div>
          {footer ? <div className="sheet__foot">{footer}</div> : null}
        </>
      ) : null}
    </dialog>
  );
}
