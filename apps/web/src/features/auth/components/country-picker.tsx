import { LANGUAGE_TAGS } from '@khatabill/domain';
import { useStore } from '@nanostores/react';
import type { CountryCode } from 'libphonenumber-js';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { inputClasses } from '../../../components/ui/field';
import { locale } from '../../../i18n/locale';
import { useMessages } from '../../../i18n/use-messages';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { phoneMessages } from '../messages';
import { filterCountries, listCountries } from './country-list';
import { flagOf } from './phone-countries';
import type { PhoneLibrary } from './phone-library';

// The country search waits 250 ms after the last keystroke.
const SEARCH_DEBOUNCE_MS = 250;

type CountryPickerProps = {
  library: PhoneLibrary;
  selected: CountryCode;
  onSelect: (code: CountryCode) => void;
  /** `restoreFocus` is false when focus is already moving on (Tab). */
  onClose: (restoreFocus: boolean) => void;
};

/**
 * A search box (ARIA combobox) over a listbox of countries. Focus stays in the search
 * box; the arrow keys move the active option and Enter picks it.
 */
export function CountryPicker({ library, selected, onSelect, onClose }: CountryPickerProps) {
  const t = useMessages(phoneMessages);
  // Named in the language shown, and listed again when it changes.
  const language = useStore(locale);
  const countries = useMemo(
    () => listCountries(library, LANGUAGE_TAGS[language]),
    [library, language],
  );
  const [query, setQuery] = useState('');
  const debouncedQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const matches = useMemo(
    () => filterCountries(countries, debouncedQuery),
    [countries, debouncedQuery],
  );
  const [activeCode, setActiveCode] = useState<CountryCode>(selected);
  const activeIndex = Math.max(
    0,
    matches.findIndex((country) => country.code === activeCode),
  );
  const active = matches[activeIndex];

  const listboxId = useId();
  const optionId = (code: CountryCode) => `${listboxId}-${code}`;

  useEffect(() => {
    if (!active) return;
    // jsdom has no scrollIntoView; browsers keep the active option visible with it.
    document.getElementById(`${listboxId}-${active.code}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listboxId]);

  function moveActive(step: number) {
    const next = matches[activeIndex + step];
    if (next) setActiveCode(next.code);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        moveActive(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        moveActive(-1);
        break;
      case 'Enter':
        // Enter picks a country; it must not submit the surrounding form.
        event.preventDefault();
        if (active) onSelect(active.code);
        break;
      case 'Escape':
        // Only the picker closes, not a dialog around it.
        event.preventDefault();
        event.stopPropagation();
        onClose(true);
        break;
      case 'Tab':
        onClose(false);
        break;
    }
  }

  return (
    <div className="absolute inset-x-0 top-full z-20 mt-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
      <input
        type="search"
        role="combobox"
        aria-label={t.searchCountry}
        aria-expanded="true"
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={active ? optionId(active.code) : undefined}
        autoFocus
        autoComplete="off"
        placeholder={t.searchCountry}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={handleKeyDown}
        className={inputClasses}
      />
      {matches.length === 0 ? (
        <p role="status" className="px-3 py-3 text-slate-600">
          {t.noCountries}
        </p>
      ) : (
        <ul
          id={listboxId}
          role="listbox"
          aria-label={t.countries}
          className="mt-2 max-h-60 overflow-y-auto"
        >
          {matches.map((country) => (
            <li
              key={country.code}
              id={optionId(country.code)}
              role="option"
              aria-selected={country.code === active?.code}
              // Keeps focus in the search box, so the pick below is its last action.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onSelect(country.code)}
              className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 ${
                country.code === active?.code ? 'bg-brand-50' : ''
              } ${country.code === selected ? 'font-semibold' : ''}`}
            >
              <span aria-hidden="true">{flagOf(country.code)}</span>
              <span className="flex-1">{country.name}</span>
              <span className="text-slate-500">+{country.callingCode}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
