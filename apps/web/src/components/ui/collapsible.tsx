import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from './icons';

type CollapsibleProps = {
  title: string;
  defaultOpen?: boolean;
  /** Content that fetches is drawn at the first opening, not with the screen. */
  lazy?: boolean;
  children: ReactNode;
};

/** A disclosure section: a button with aria-expanded that shows or hides its region. */
export function Collapsible({ title, defaultOpen = false, lazy, children }: CollapsibleProps) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const [wasOpened, setWasOpened] = useState(defaultOpen);
  const buttonId = useId();
  const regionId = useId();
  return (
    <section className="rounded-xl border border-slate-200 bg-white">
      <h2>
        <button
          id={buttonId}
          type="button"
          aria-expanded={isOpen}
          aria-controls={regionId}
          onClick={() => {
            setIsOpen((open) => !open);
            setWasOpened(true);
          }}
          className="flex min-h-11 w-full items-center justify-between gap-2 px-4 py-3 text-left text-base font-semibold"
        >
          {title}
          <ChevronDownIcon
            className={`size-5 transition-transform ${isOpen ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      <div
        id={regionId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!isOpen}
        className="border-t border-slate-200 px-4 py-4"
      >
        {(!lazy || wasOpened) && children}
      </div>
    </section>
  );
}
