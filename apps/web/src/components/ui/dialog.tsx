import { useEffect, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Id of the element that names the dialog (its heading). */
  labelledBy: string;
  describedBy?: string;
  className?: string;
  children: ReactNode;
}

let locks = 0;
function lockScroll() {
  if (locks++ > 0) return;
  const gap = window.innerWidth - document.documentElement.clientWidth;
  document.documentElement.classList.add('scroll-locked');
  // The scrollbar disappears: pad by its width so nothing behind the dialog moves.
  if (gap > 0) document.body.style.paddingRight = `${gap}px`;
}
function unlockScroll() {
  if (--locks > 0) return;
  document.documentElement.classList.remove('scroll-locked');
  document.body.style.paddingRight = '';
}

/**
 * An accessible modal dialog on the native <dialog>: the rest of the page is inert (focus stays
 * inside), Escape and a click on the backdrop close it, and focus returns to what opened it.
 */
export function Dialog({ open, onClose, labelledBy, describedBy, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const pressStartedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    lockScroll();
    return () => {
      if (dialog.open) dialog.close();
      unlockScroll();
      const back = opener.current;
      // The opener may have gone (a step re-rendered): then focus falls back to the page.
      if (back?.isConnected) back.focus({ preventScroll: true });
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`dialog${className ? ` ${className}` : ''}`}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // The dialog box fills the <dialog>'s content area: a click on the element itself is on the
        // backdrop. A text selection dragged out of the box does not count.
        if (event.target === event.currentTarget && pressStartedOnBackdrop.current) onCloseRef.current();
      }}
    >
      <div className="dialog__box">{children}</div>
    </dialog>
  );
}
