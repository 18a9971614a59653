import { AppError, FORM_ERROR_KEY } from '@khatabill/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BROKEN_CHARACTER, NUL_CHARACTER } from '../messages';

/**
 * Text no database stores would fail its query with a 500: PostgreSQL has no U+0000, and
 * half of a character written as two (a lone UTF-16 surrogate, which JSON's `\ud800` can
 * send) is not UTF-8 at all. Every text that enters (path, query string, JSON or form body,
 * object keys included) is checked here, once, before any route's schema runs; the first
 * one found is answered as a field error.
 */
async function textInput(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const found =
      unstorableText(request.params) ??
      unstorableText(request.query) ??
      unstorableText(request.body);
    if (found !== undefined) {
      const message = found.reason === 'nul' ? NUL_CHARACTER : BROKEN_CHARACTER;
      throw new AppError('VALIDATION', message, { errors: { [found.path]: message } });
    }
  });
}

type Unstorable = { path: string; reason: 'nul' | 'broken' };

// A high surrogate not followed by a low one, or a low one not preceded by a high one
// (`String.prototype.isWellFormed`, which Node 20's TypeScript library does not declare).
// Each alternative looks one unit around: linear in the text's length.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be stored, if it cannot. */
function reasonOf(text: string): Unstorable['reason'] | undefined {
  if (text.includes('\0')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'broken' : undefined;
}

type Visit = { value: unknown; key: string; parent: Visit | null };

/**
 * The dotted path (`items.0.name`; '_form' for the whole body) of the first text, or object
 * key, that cannot be stored, and why.
 */
export function unstorableText(value: unknown): Unstorable | undefined {
  // An explicit stack with parent links: a deeply nested body must neither overflow the
  // call stack nor copy its path at every level.
  const stack: Visit[] = [{ value, key: '', parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      const reason = reasonOf(current);
      if (reason) return { path: pathOf(visit), reason };
    } else if (typeof current === 'object' && current !== null && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        const reason = reasonOf(key);
        if (reason) return { path: pathOf(visit), reason };
        stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return undefined;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.length === 0 ? FORM_ERROR_KEY : keys.reverse().join('.');
}

export default fp(textInput, { name: 'text-input', dependencies: ['multipart-forms'] });
