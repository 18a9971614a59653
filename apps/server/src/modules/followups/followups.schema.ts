import { FOLLOWUP_STATUSES, MESSAGES, REMIND_BEFORE, type FollowupDto } from '@khatabill/domain';
import { z } from 'zod';
import { userSchema } from '../shops/user.schema';

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

// Response schemas: they document the answers in /api/docs, and the serializer drops any
// key they do not list.

const followupSchema = z.object({
  _id: z.string(),
  customerId: z.object({
    _id: z.string(),
    name: z.string(),
    nameAlias: z.string(),
    mobile: z.string(),
  }),
  productId: z.object({ _id: z.string(), name: z.string(), price: z.number() }).nullable(),
  scheduledAt: z.string(),
  remindBefore: z.enum(REMIND_BEFORE),
  notes: z.string(),
  status: z.enum(FOLLOWUP_STATUSES),
  createdAt: z.string(),
}) satisfies z.ZodType<FollowupDto>;

export const followupResponse = z.object({ data: followupSchema });
export const followupSaveResponse = followupResponse.extend({ usage: userSchema.shape.usage });
/** A status change; postponing also answers the new scheduled follow-up as `next`. */
export const followupStatusResponse = followupResponse.extend({
  next: followupSchema.optional(),
});
export const followupListResponse = z.object({
  data: z.array(followupSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
