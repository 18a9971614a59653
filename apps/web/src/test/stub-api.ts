import { vi } from 'vitest';

export type SentRequest = { method: string; path: string; body: unknown };
export type Reply = { status: number; body: unknown };

/**
 * Answers each API call from `reply` (a promise holds the answer back until it settles) and
 * records what was sent: JSON bodies parsed, FormData as it is. Undo with `vi.unstubAllGlobals()`.
 */
export function stubApi(reply: (request: SentRequest) => Reply | Promise<Reply>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const request = {
        method: init.method ?? 'GET',
        path,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      };
      sent.push(request);
      const { status, body } = await reply(request);
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return sent;
}

/** Every API call fails as it does offline, before any answer arrives. */
export function stubApiUnreachable(): void {
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
}
