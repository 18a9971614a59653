import { ApiError, API_ERROR_MESSAGE } from './api-client';
import { PUBLIC_API_BASE } from './public-counts';

/**
 * A request of the public pages (receipt, deals), opened by people without an account:
 * plain fetch, no bearer token, and none of the signed-in client's 401 handling (which
 * would send them to the login page). Answers the body's `data`; a failure is an ApiError.
 */
export async function getPublic<T>(path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${PUBLIC_API_BASE}${path}`, {
      headers: { Accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, API_ERROR_MESSAGE);
  }
  if (!response.ok) {
    // Read to its end all the same: a body left unread keeps the connection busy.
    await response.text().catch(() => '');
    throw new ApiError(response.status, API_ERROR_MESSAGE);
  }
  return ((await response.json()) as { data: T }).data;
}
