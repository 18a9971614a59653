import type { ComponentsJSON, TranslationJSON } from '@nanostores/i18n';

// The Hindi catalogue against the English texts in the code: every screen, every key, the same
// {placeholders} and plural forms, and nothing left over that no screen shows.

const PLACEHOLDER = /\{(\w{1,40})\}/g;

function placeholders(text: string): string {
  return [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1])
    .sort()
    .join(',');
}

function compare(path: string, english: TranslationJSON, hindi: TranslationJSON | undefined) {
  const problems: string[] = [];
  if (hindi === undefined) return [`${path}: missing in Hindi`];
  if (typeof english === 'string') {
    if (typeof hindi !== 'string') return [`${path}: Hindi is not a text`];
    if (hindi.trim() === '') return [`${path}: Hindi is empty`];
    if (placeholders(english) !== placeholders(hindi)) {
      problems.push(`${path}: placeholders differ ({${placeholders(english)}} in English)`);
    }
    return problems;
  }
  if (typeof hindi === 'string') return [`${path}: Hindi is a text, English has forms`];
  // Plural forms (count()): Hindi has the same two, `one` and `other`.
  for (const key of Object.keys(english)) {
    problems.push(...compare(`${path}.${key}`, english[key] ?? '', hindi[key]));
  }
  for (const key of Object.keys(hindi)) {
    if (!(key in english)) problems.push(`${path}.${key}: in Hindi only`);
  }
  return problems;
}

/** Every difference between the English base and the Hindi catalogue; empty when complete. */
export function catalogueProblems(english: ComponentsJSON, hindi: ComponentsJSON): string[] {
  const problems: string[] = [];
  for (const component of Object.keys(english)) {
    problems.push(...compare(component, english[component] ?? {}, hindi[component]));
  }
  for (const component of Object.keys(hindi)) {
    if (!(component in english)) problems.push(`${component}: in Hindi only`);
  }
  return problems;
}
