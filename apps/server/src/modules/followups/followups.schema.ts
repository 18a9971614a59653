import { FOLLOWUP_STATUSES, MESSAGES } from '@khatabill/domain';
import { z } from 'zod';

const FOLLOWUP_PAGE_SIZE = 50;

/** `GET /followups?status&page&limit`. */
export const followupListQuery = z.object({
  status: z.enum(FOLLOWUP_STATUSES, { error: MESSAGES.invalidOption }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(FOLLOWUP_PAGE_SIZE).default(FOLLOWUP_PAGE_SIZE),
});
export type FollowupListQuery = z.infer<typeof followupListQuery>;

// Malformed ids are answered 404 by the service, like an id of another shop.
export const followupParams = z.object({ id: z.string() });
