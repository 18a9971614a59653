import { useId, useState, type KeyboardEvent } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { uiMessages } from './messages';
import { TextField, type TextFieldProps } from './text-field';

export type Suggestion = { id: string; primary: string; secondary?: string };

type AutocompleteFieldProps = Omit<TextFieldProps, 'role'> & {
  suggestions: readonly Suggestion[];
  onSuggestionPick: (id: string) => void;
};

/**
 * A text field with a list of suggestions under it (ARIA combobox): typing opens the list,
 * arrows move through it, Enter or a tap picks. Free text stays allowed.
 */
export function AutocompleteField({
  suggestions,
  onSuggestionPick,
  onChange,
  onBlur,
  onKeyDown,
  label,
  ...field
}: AutocompleteFieldProps) {
  const t = useMessages(uiMessages);
  const listId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const isShown = isOpen && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  function pick(suggestion: Suggestion) {
    setIsOpen(false);
    setActiveIndex(-1);
    onSuggestionPick(suggestion.id);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (!isShown) return;
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + count) % count);
    } else if (event.key === 'Enter' && suggestions[activeIndex]) {
      event.preventDefault();
      pick(suggestions[activeIndex]);
    } else if (event.key === 'Escape') {
      // Closes the list only, not a dialog the field may sit in.
      event.preventDefault();
      setIsOpen(false);
    }
  }

  return (
    <div className="relative">
      <TextField
        {...field}
        label={label}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={isShown}
        aria-controls={isShown ? listId : undefined}
        aria-activedescendant={isShown && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        onChange={(event) => {
          onChange?.(event);
          setIsOpen(true);
          setActiveIndex(-1);
        }}
        onBlur={(event) => {
          onBlur?.(event);
          setIsOpen(false);
        }}
        onKeyDown={handleKeyDown}
      />
      {isShown && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t.suggestions({ label })}
          className="absolute inset-x-0 z-20 mt-1 max-h-40 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // Keeps the focus in the field, so its blur does not close the list before the tap lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
              className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 py-2 ${index === activeIndex ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
            >
              <span className="min-w-0 truncate">{suggestion.primary}</span>
              {suggestion.secondary && (
                <span className="shrink-0 text-sm text-slate-600">{suggestion.secondary}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
