import { useEffect, useId, useRef, type ReactNode } from 'react';

type DialogProps = {
  open: boolean;
  /** Called on Escape, a click on the backdrop, or a `<form method="dialog">` submit. */
  onClose: () => void;
  title: string;
  /**
   * `side` slides in from the right edge at full height, for the navigation drawer; `tall`
   * is as tall as a phone's screen below a strip left at its top for notices (useAlert): a
   * tap anywhere lands on its content, and a notice never covers its title or buttons.
   */
  placement?: keyof typeof PLACEMENT_CLASSES;
  /**
   * For a dialog that a tap opens at once (the share dialog after Save & Done): the second
   * tap of a double tap lands in it, so taps and clicks do nothing for EARLY_TAP_MS.
   */
  ignoreEarlyTaps?: boolean;
  children: ReactNode;
};

/** Longer than the gap between the two taps of a double tap. */
export const EARLY_TAP_MS = 400;

const WIDTH = 'w-[calc(100%-2rem)] max-w-lg rounded-xl';
const PLACEMENT_CLASSES = {
  center: `m-auto max-h-[calc(100dvh-2rem)] ${WIDTH}`,
  // The strip (mt-18) holds the alert layer's one-line notice: its top-3, then its box.
  tall: `mx-auto mt-18 mb-4 max-h-[calc(100dvh-5.5rem)] ${WIDTH} max-md:h-[calc(100dvh-5.5rem)]`,
  side: 'my-0 mr-0 ml-auto h-dvh max-h-none w-72 max-w-[85vw]',
};

/**
 * A modal on the native `<dialog>`: showModal() makes the rest of the page inert (focus
 * stays inside) and handles Escape. The parent owns `open`; the dialog only reports closes.
 */
export function Dialog({
  open,
  onClose,
  title,
  placement = 'center',
  ignoreEarlyTaps = false,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // `data-settling` marks the first moments after opening: clicks are swallowed below, and
  // `pointer-events: none` shows it (browser tests wait for the buttons to take taps).
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open || !ignoreEarlyTaps) return;
    dialog.dataset.settling = '';
    const timer = setTimeout(() => delete dialog.dataset.settling, EARLY_TAP_MS);
    return () => {
      clearTimeout(timer);
      delete dialog.dataset.settling;
    };
  }, [open, ignoreEarlyTaps]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Keep the element in step with `open`: the parent decides whether it closes.
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (open) onClose();
      }}
      onClickCapture={(event) => {
        if (!('settling' in event.currentTarget.dataset)) return;
        event.preventDefault();
        event.stopPropagation();
      }}
      onClick={(event) => {
        // The content fills an inner box, so only a backdrop click targets the dialog itself.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`${PLACEMENT_CLASSES[placement]} overflow-y-auto bg-white p-0 text-slate-900 shadow-xl data-settling:pointer-events-none`}
    >
      {open && (
        <div className="flex min-h-full flex-col gap-4 p-5">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  );
}
