import { AppError, FORM_ERROR_KEY } from '@khatabill/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NUL_CHARACTER } from '../messages';

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL byte that reached a query would fail
 * it with a 500. Every text that enters (path, query string, JSON or form body, object
 * keys included) is checked here, once, before any route's schema runs; the first one
 * found is answered as a field error.
 */
async function textInput(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const path = pathOfNul(request.params) ?? pathOfNul(request.query) ?? pathOfNul(request.body);
    if (path !== undefined) {
      throw new AppError('VALIDATION', NUL_CHARACTER, { errors: { [path]: NUL_CHARACTER } });
    }
  });
}

type Visit = { value: unknown; key: string; parent: Visit | null };

/** Dotted path (`items.0.name`) of the first text holding a NUL; '_form' for the whole body. */
export function pathOfNul(value: unknown): string | undefined {
  // An explicit stack with parent links: a deeply nested body must neither overflow the
  // call stack nor copy its path at every level.
  const stack: Visit[] = [{ value, key: '', parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes('\0')) return pathOf(visit);
    } else if (typeof current === 'object' && current !== null && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\0')) return pathOf(visit);
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
