import { LANGUAGE_TAGS } from '@khatabill/domain';
import { useStore } from '@nanostores/react';
import type { CountryCode } from 'libphonenumber-js';
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { FieldShell, inputClasses, useFieldA11y } from '../../../components/ui/field';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { locale } from '../../../i18n/locale';
import { useMessages } from '../../../i18n/use-messages';
import { phoneMessages } from '../messages';
import { DEFAULT_CALLING_CODE, DEFAULT_PHONE_COUNTRY, flagOf } from './phone-countries';
import { usePhoneLibrary } from './phone-library';
import {
  capDigits,
  digitsAfterEdit,
  formatNational,
  nationalDigitsOf,
  toPhoneValue,
} from './phone-value';

type PhoneInputProps = {
  label: string;
  /** `+<calling code><digits>`, or '' while empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A phone number with a country picker; the digits are shown in the country's own format. */
export function PhoneInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  id,
  error,
  ref,
}: PhoneInputProps) {
  const [country, setCountry] = useState<CountryCode>(DEFAULT_PHONE_COUNTRY);
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const a11y = useFieldA11y(id, { error });

  // Loaded by a tap on the country, to pick another (phone-library.ts): India's numbers are
  // written and checked without it.
  const [library, loadLibrary] = usePhoneLibrary();
  const callingCode = library ? library.getCountryCallingCode(country) : DEFAULT_CALLING_CODE;
  const t = useMessages(phoneMessages);
  // The country named in the language shown. India's name is the catalogue's: the first
  // Intl.DisplayNames loads the names of every region, a tenth of /auth's first draw on a
  // throttled phone, for a name a visitor rarely changes.
  const language = useStore(locale);
  const countryName = useMemo(
    () =>
      country === DEFAULT_PHONE_COUNTRY
        ? t.india
        : new Intl.DisplayNames([LANGUAGE_TAGS[language], 'en'], { type: 'region' }).of(country),
    [country, language, t.india],
  );
  const digits = nationalDigitsOf(value, callingCode);
  const text = formatNational(library, country, digits);

  useEffect(() => {
    if (!isPickerOpen) return;
    function closeOnOutsidePointer(event: PointerEvent) {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) {
        setIsPickerOpen(false);
      }
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [isPickerOpen]);

  function closePicker(restoreFocus: boolean) {
    setIsPickerOpen(false);
    if (restoreFocus) toggleRef.current?.focus();
  }

  function selectCountry(next: CountryCode, nextCallingCode: string) {
    setCountry(next);
    onChange(toPhoneValue(nextCallingCode, capDigits(digits, nextCallingCode)));
    closePicker(true);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const { nativeEvent, target } = event;
    const inputType = 'inputType' in nativeEvent ? nativeEvent.inputType : undefined;
    const next = digitsAfterEdit(
      {
        previousDigits: digits,
        previousText: text,
        text: target.value,
        caret: target.selectionStart,
        isForwardDelete: inputType === 'deleteContentForward',
      },
      callingCode,
    );
    onChange(toPhoneValue(callingCode, next));
  }

  return (
    <FieldShell label={label} error={error} {...a11y}>
      <div ref={containerRef} className="relative flex gap-2">
        <button
          ref={toggleRef}
          type="button"
          aria-label={t.country({ name: countryName ?? country, code: callingCode })}
          aria-haspopup="listbox"
          aria-expanded={isPickerOpen}
          onClick={() => {
            loadLibrary();
            setIsPickerOpen((open) => !open);
          }}
          className="flex min-h-11 shrink-0 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 text-base"
        >
          <span aria-hidden="true">{flagOf(country)}</span>
          <span>+{callingCode}</span>
          <ChevronDownIcon className="size-4 text-slate-500" />
        </button>
        <input
          ref={ref}
          id={a11y.inputId}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          aria-describedby={a11y.describedBy}
          aria-invalid={error ? true : undefined}
          value={text}
          onChange={handleChange}
          onBlur={onBlur}
          className={`${inputClasses} min-w-0 flex-1`}
        />
        {isPickerOpen && library && (
          <library.CountryPicker
            library={library}
            selected={country}
            onSelect={(next) => selectCountry(next, library.getCountryCallingCode(next))}
            onClose={closePicker}
          />
        )}
      </div>
    </FieldShell>
  );
}
