import { z } from 'zod/mini';
import { DEALS_PAGE_SIZE } from '../constants';
import { toShopDay } from '../dates/shop-time';
import { calendarDay, optionalIndianMobile, optionalText, requiredText, rupees } from './fields';
import { pageQuery } from './range.schemas';
import { LIMITS, MESSAGES } from './messages';

/** A stored image of the shop, as its URL path: `/files/<64 hex>.webp` (72 characters). */
export const IMAGE_PATH_PATTERN = /^\/files\/[0-9a-f]{64}\.webp$/;

const imagePath = z.pipe(
  z.nullish(
    z
      .string()
      .check(
        z.maxLength(80, MESSAGES.invalidImage),
        z.regex(IMAGE_PATH_PATTERN, MESSAGES.invalidImage),
      ),
  ),
  z.transform((path) => path ?? null),
);

export const campaignItemInput = z
  .object({
    name: requiredText(MESSAGES.itemNameRequired, LIMITS.name),
    image: imagePath,
    originalPrice: rupees({ positiveMessage: MESSAGES.pricePositive }),
    offerPrice: rupees({ positiveMessage: MESSAGES.pricePositive }),
  })
  .check(
    z.superRefine((item, ctx) => {
      if (item.offerPrice > item.originalPrice) {
        ctx.addIssue({
          code: 'custom',
          path: ['offerPrice'],
          message: MESSAGES.offerAboveOriginal,
        });
      }
    }),
  );

/**
 * `POST /campaigns/mine`, `PUT /campaigns/mine/{id}` (JSON). `deadline` is the deal's last
 * shop-local day (India's clock): it runs to that day's end, so it may not lie in the past.
 * Images are uploaded first (`POST /campaigns/mine/images`) and referred to by their path.
 */
export const campaignInput = z.object({
  title: requiredText(MESSAGES.titleRequired, LIMITS.campaignTitle),
  description: z._default(optionalText(LIMITS.campaignDescription), ''),
  bannerImage: imagePath,
  deadline: calendarDay(MESSAGES.dateRequired).check(
    z.refine((day) => day >= toShopDay(new Date()), MESSAGES.deadlinePast),
  ),
  /** Empty for none; otherwise a 10-digit Indian mobile (Call Shop and WhatsApp). */
  contactPhone: optionalIndianMobile,
  items: z
    .array(campaignItemInput, { error: MESSAGES.itemsRequired })
    .check(
      z.minLength(1, MESSAGES.itemsRequired),
      z.maxLength(LIMITS.campaignItems, MESSAGES.tooMany(LIMITS.campaignItems)),
    ),
});
export type CampaignInput = z.infer<typeof campaignInput>;

export const DEAL_SORTS = ['latest', 'expiring'] as const;
export type DealSort = (typeof DEAL_SORTS)[number];

/** `GET /campaigns/campaigns?q&sort&page&limit`: the public deals list. */
export const dealListQuery = z.extend(pageQuery(DEALS_PAGE_SIZE), {
  q: z.pipe(
    z.optional(
      z
        .string()
        .check(z.trim(), z.maxLength(LIMITS.dealSearch, MESSAGES.tooLong(LIMITS.dealSearch))),
    ),
    z.transform((q) => q || undefined),
  ),
  sort: z._default(z.enum(DEAL_SORTS, { error: MESSAGES.invalidOption }), 'latest'),
});
export type DealListQuery = z.infer<typeof dealListQuery>;
