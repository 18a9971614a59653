import { useRef, type KeyboardEvent } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import { authPageMessages } from '../messages';

export type AuthMode = 'login' | 'signup';

const TABS: { mode: AuthMode; label: 'login' | 'signUp' }[] = [
  { mode: 'login', label: 'login' },
  { mode: 'signup', label: 'signUp' },
];

type AuthModeTabsProps = {
  mode: AuthMode;
  onChange: (mode: AuthMode) => void;
  /** Id of the tab panel both tabs control. */
  panelId: string;
  tabId: (mode: AuthMode) => string;
};

/** WAI-ARIA tabs: Tab reaches the chosen one, the arrow keys switch between them. */
export function AuthModeTabs({ mode, onChange, panelId, tabId }: AuthModeTabsProps) {
  const t = useMessages(authPageMessages);
  const tabRefs = useRef(new Map<AuthMode, HTMLButtonElement>());

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = mode === 'login' ? 'signup' : 'login';
    onChange(next);
    tabRefs.current.get(next)?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={t.tabsLabel}
      onKeyDown={handleKeyDown}
      className="mb-6 grid grid-cols-2 rounded-lg bg-slate-100 p-1"
    >
      {TABS.map((tab) => {
        const isSelected = tab.mode === mode;
        return (
          <button
            key={tab.mode}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.mode, element);
            }}
            id={tabId(tab.mode)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onChange(tab.mode)}
            className={`min-h-11 rounded-md text-base font-medium ${
              isSelected ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600'
            }`}
          >
            {t[tab.label]}
          </button>
        );
      })}
    </div>
  );
}
