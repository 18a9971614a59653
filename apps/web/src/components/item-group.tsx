import { useId, type ReactNode } from 'react';
import { useMessages } from '../i18n/use-messages';
import { itemGroupMessages } from './form-parts-messages';
import { CloseIcon } from './ui/icons';

type ItemGroupProps = {
  /** Counted from 1: the group is named `Item 2`, its button `Remove item 2`. */
  serial: number;
  /** Absent when the item may not be removed (a deal's only item). */
  onRemove?: () => void;
  children: ReactNode;
};

/** One item of a list being edited (a bill's line, a deal's item): a named group with Remove. */
export function ItemGroup({ serial, onRemove, children }: ItemGroupProps) {
  const t = useMessages(itemGroupMessages);
  const headingId = useId();
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3"
    >
      <div className="flex min-h-11 items-center justify-between">
        <h3 id={headingId} className="text-sm font-semibold text-slate-700">
          {t.item({ serial })}
        </h3>
        {onRemove && (
          <button
            type="button"
            aria-label={t.remove({ serial })}
            onClick={onRemove}
            className="flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700"
          >
            <CloseIcon />
          </button>
        )}
      </div>
      {children}
    </div>
  );
}
