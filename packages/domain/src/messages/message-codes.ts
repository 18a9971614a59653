import { PLAN_MESSAGES } from '../plans/plan-messages';
import { MESSAGES } from '../schemas/messages';
import { API_MESSAGES } from './api-messages';

/** Every text the API can answer with, by its code: the catalogues' own keys, none repeated. */
export const MESSAGE_CATALOGUE = { ...MESSAGES, ...PLAN_MESSAGES, ...API_MESSAGES };

export type MessageCode = keyof typeof MESSAGE_CATALOGUE;

/** The numbers and names a parameterised text was filled with (`{ max: 80 }`). */
export type MessageParams = Record<string, string | number>;

/** A text known by its code, with what it was filled with. */
export type CodedMessage = { code: MessageCode; params?: MessageParams };

type TemplateCode = {
  [Code in MessageCode]: (typeof MESSAGE_CATALOGUE)[Code] extends string ? never : Code;
}[MessageCode];

/** The argument names of each text that takes arguments, in order: its params' keys. */
export const MESSAGE_PARAM_NAMES: { readonly [Code in TemplateCode]: readonly string[] } = {
  tooLong: ['max'],
  tooMany: ['max'],
  lowQuota: ['count'],
  planLimitDialog: ['plan', 'count', 'what'],
  tooManyAttempts: ['minutes'],
};

/** `Must be at most {max} characters`: the text function called with its placeholders. */
export function messageTemplate(code: TemplateCode): string {
  // Called with its placeholders in place of its numbers: `{max}` for max.
  const text = MESSAGE_CATALOGUE[code] as unknown as (...args: string[]) => string;
  return text(...MESSAGE_PARAM_NAMES[code].map((name) => `{${name}}`));
}

type Template = { code: TemplateCode; literals: string[]; names: readonly string[] };

function parseTemplate(code: TemplateCode): Template {
  let rest = messageTemplate(code);
  const literals: string[] = [];
  for (const name of MESSAGE_PARAM_NAMES[code]) {
    const at = rest.indexOf(`{${name}}`);
    literals.push(rest.slice(0, at));
    rest = rest.slice(at + name.length + 2);
  }
  literals.push(rest);
  return { code, literals, names: MESSAGE_PARAM_NAMES[code] };
}

function fixedTexts(): Map<string, CodedMessage> {
  const texts = new Map<string, CodedMessage>();
  for (const [code, text] of Object.entries(MESSAGE_CATALOGUE)) {
    if (typeof text === 'string') texts.set(text, { code: code as MessageCode });
  }
  // The one text whose words change with its number: "1 minute" is not the template's shape.
  texts.set(API_MESSAGES.tooManyAttempts(1), { code: 'tooManyAttempts', params: { minutes: 1 } });
  return texts;
}

const FIXED = fixedTexts();
const TEMPLATES = (Object.keys(MESSAGE_PARAM_NAMES) as TemplateCode[]).map(parseTemplate);

function paramValue(text: string): string | number {
  const number = Number(text);
  return Number.isSafeInteger(number) && String(number) === text ? number : text;
}

/** The params of `text` read against a template's literal parts, or undefined if it is not its shape. */
function matchTemplate(text: string, { literals, names }: Template): MessageParams | undefined {
  const first = literals[0] ?? '';
  const last = literals[literals.length - 1] ?? '';
  if (!text.startsWith(first) || !text.endsWith(last)) return undefined;
  const end = text.length - last.length;
  const params: MessageParams = {};
  let at = first.length;
  for (const [index, name] of names.entries()) {
    const isLast = index === names.length - 1;
    const next = isLast ? end : text.indexOf(literals[index + 1] ?? '', at);
    if (next < 0 || next > end || next === at) return undefined;
    params[name] = paramValue(text.slice(at, next));
    at = next + (isLast ? 0 : (literals[index + 1] ?? '').length);
  }
  return at === end ? params : undefined;
}

/**
 * The code (and params) of an English text the API or a domain schema answers with, or
 * undefined for a text no catalogue has. Linear in the text: lookups and prefix/suffix
 * comparisons, no pattern matching.
 */
export function readMessage(text: string): CodedMessage | undefined {
  const fixed = FIXED.get(text);
  if (fixed) return fixed;
  for (const template of TEMPLATES) {
    const params = matchTemplate(text, template);
    if (params) return { code: template.code, params };
  }
  return undefined;
}

/** Whether `code` is one of this build's codes (a newer server may answer others). */
export function isMessageCode(code: string): code is MessageCode {
  return Object.hasOwn(MESSAGE_CATALOGUE, code);
}
