import { z } from 'zod/mini';
import { FOLLOWUP_STATUSES, REMIND_BEFORE } from '../constants';
import { createdByDto, dataResponse, pagedList, rupeesDto } from './shared';
import { usageDto } from './user.answers';

/** A follow-up, with its customer and product filled in. */
export const followupDto = z.object({
  _id: z.string(),
  customerId: z.object({
    _id: z.string(),
    name: z.string(),
    nameAlias: z.string(),
    mobile: z.string(),
  }),
  /** Null once the product has been deleted. */
  productId: z.nullable(z.object({ _id: z.string(), name: z.string(), price: rupeesDto })),
  /** ISO instant. */
  scheduledAt: z.string(),
  remindBefore: z.enum(REMIND_BEFORE),
  notes: z.string(),
  status: z.enum(FOLLOWUP_STATUSES),
  createdAt: z.string(),
  /** Who booked it (product §17); absent on follow-ups from before staff accounts. */
  createdBy: z.optional(createdByDto),
});
export type FollowupDto = z.infer<typeof followupDto>;

export const followupResponse = dataResponse(followupDto);
/** A follow-up save answers the shop's usage too, as a bill save does. */
export const followupSaveResponse = z.object({ data: followupDto, usage: usageDto });
export type FollowupSaveResult = z.infer<typeof followupSaveResponse>;
/** A status change; postponing also answers the new scheduled follow-up as `next`. */
export const followupStatusResponse = z.object({
  data: followupDto,
  next: z.optional(followupDto),
});
export const followupListResponse = pagedList(followupDto);
