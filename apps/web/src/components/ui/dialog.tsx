import { useEffect, useId, useRef, type ReactNode } from 'react';

type DialogProps = {
  open: boolean;
  /** Called on Escape, a click on the backdrop, or a `<form method="dialog">` submit. */
  onClose: () => void;
  title: string;
  /** `side` slides in from the right edge at full height, for the navigation drawer. */
  placement?: 'center' | 'side';
  children: ReactNode;
};

const PLACEMENT_CLASSES = {
  center: 'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg rounded-xl',
  side: 'my-0 mr-0 ml-auto h-dvh max-h-none w-72 max-w-[85vw]',
};

/**
 * A modal on the native `<dialog>`: showModal() makes the rest of the page inert (focus
 * stays inside) and handles Escape. The parent owns `open`; the dialog only reports closes.
 */
export function Dialog({ open, onClose, title, placement = 'center', children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

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
      onClick={(event) => {
        // The content fills an inner box, so only a backdrop click targets the dialog itself.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`${PLACEMENT_CLASSES[placement]} overflow-y-auto bg-white p-0 text-slate-900 shadow-xl`}
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
