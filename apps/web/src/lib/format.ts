import {
  dateFormatOptionsIn,
  DEFAULT_TIME_ZONE,
  LANGUAGE_TAGS,
  type CalendarDay,
  type Language,
  type ShopLocation,
} from '@khatabill/domain';
import { locale } from '../i18n/locale';

/**
 * A date format in the language shown, made once per language (building one costs more than
 * using it), as that language reads best: Hindi spells months out (`23 नवंबर 2026`) and says
 * the part of the day with the time (`शाम 4:30 बजे`).
 */
export function dateFormatInLanguage(
  options: Intl.DateTimeFormatOptions,
): () => Intl.DateTimeFormat {
  const formats = new Map<Language, Intl.DateTimeFormat>();
  return () => {
    const language = locale.get();
    let format = formats.get(language);
    if (!format) {
      format = new Intl.DateTimeFormat(
        LANGUAGE_TAGS[language],
        dateFormatOptionsIn(language, options),
      );
      formats.set(language, format);
    }
    return format;
  };
}

// Bills belong to the shop's day in India (product §10), wherever the reader's phone is.
const billDateFormat = dateFormatInLanguage({
  timeZone: DEFAULT_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An ISO instant as the shop sees it, in the language shown: `5 Mar 2026, 4:30 pm`, `5 मार्च 2026 को शाम 4:30 बजे`. */
export function formatBillDate(iso: string): string {
  return billDateFormat().format(new Date(iso));
}

// A calendar day is already the shop's day: formatted as it is, in UTC, never shifted.
const dayFormat = dateFormatInLanguage({
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** A shop-local `YYYY-MM-DD` day in the language shown: `5 Mar 2026`, `5 मार्च 2026`. */
export function formatDay(day: CalendarDay): string {
  return dayFormat().format(new Date(`${day}T00:00:00Z`));
}

/** A shop's address on one line, the parts it filled in: `12 MG Road, Pune, Maharashtra, 411001, India`. */
export function formatAddress({ address, city, state, pincode, country }: ShopLocation): string {
  return [address, city, state, pincode, country].filter((part) => part.trim() !== '').join(', ');
}
