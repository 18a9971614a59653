import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import { billTabsMessages } from '../messages';

/** Each tab's text is its key in billTabsMessages. */
export type BillTab = 'request' | 'handling' | 'payment';

type BillTabsProps = {
  tabs: readonly BillTab[];
  active: BillTab;
  onChange: (tab: BillTab) => void;
  panels: Record<BillTab, ReactNode>;
};

/**
 * ARIA tabs (arrow keys move between them). A panel is drawn when first shown, so Create
 * Bill's first draw builds only the tab it opens on; once drawn it stays mounted and is only
 * hidden, so what is typed in one tab is kept while another is shown.
 */
export function BillTabs({ tabs, active, onChange, panels }: BillTabsProps) {
  const t = useMessages(billTabsMessages);
  const baseId = useId();
  const tabRefs = useRef(new Map<BillTab, HTMLButtonElement>());
  const [drawn, setDrawn] = useState<ReadonlySet<BillTab>>(() => new Set([active]));
  // Whatever makes a tab active (a tap, the arrows, a failed save showing its error) draws it.
  if (!drawn.has(active)) setDrawn(new Set(drawn).add(active));
  const tabId = (tab: BillTab) => `${baseId}-tab-${tab}`;
  const panelId = (tab: BillTab) => `${baseId}-panel-${tab}`;

  function handleKeyDown(event: KeyboardEvent) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const next = step && tabs[(tabs.indexOf(active) + step + tabs.length) % tabs.length];
    if (!next) return;
    event.preventDefault();
    onChange(next);
    tabRefs.current.get(next)?.focus();
  }

  return (
    <section className="flex flex-col gap-3">
      <div
        role="tablist"
        aria-label={t.label}
        onKeyDown={handleKeyDown}
        className="grid auto-cols-fr grid-flow-col border-b border-slate-200"
      >
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) tabRefs.current.set(tab, element);
              else tabRefs.current.delete(tab);
            }}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={tab === active}
            aria-controls={panelId(tab)}
            tabIndex={tab === active ? 0 : -1}
            onClick={() => onChange(tab)}
            className={`min-h-11 border-b-2 px-2 py-1 text-sm font-medium ${tab === active ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {t[tab]}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab}
          id={panelId(tab)}
          role="tabpanel"
          aria-labelledby={tabId(tab)}
          hidden={tab !== active}
        >
          {drawn.has(tab) && panels[tab]}
        </div>
      ))}
    </section>
  );
}
