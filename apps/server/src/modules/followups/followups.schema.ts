import { FOLLOWUP_STATUSES, MESSAGES, pageQuery } from '@khatabill/domain';
import { z } from 'zod';

const FOLLOWUP_PAGE_SIZE = 50;

/** `GET /followups?status&page&limit`. */
export const followupListQuery = z.object({
  status: z.enum(FOLLOWUP_STATUSES, { error: MESSAGES.invalidOption }).optional(),
  ...pageQuery(FOLLOWUP_PAGE_SIZE).shape,
});
export type FollowupListQuery = z.infer<typeof followupListQuery>;

// Malformed ids are answered 404 by the service, like an id of another shop.
export const followupParams = z.object({ id: z.string() });
