import { messages } from '../i18n/i18n';
import { API_ERROR_MESSAGE } from './api-client';

/** The generic failure: a request with no answer and no screen text of its own (product §8). */
export const fallbackMessages = messages('errors/fallback', {
  apiError: API_ERROR_MESSAGE,
});
