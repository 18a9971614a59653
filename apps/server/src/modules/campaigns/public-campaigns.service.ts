import {
  AppError,
  isUuid,
  LIMITS,
  type DealListQuery,
  type PublicCampaignDto,
  type PublicCampaignListDto,
} from '@khatabill/domain';
import type { Database } from '../../db/client';
import { DEAL_NOT_FOUND } from '../../messages';
import { itemsByCampaign, toPublicCampaignDto } from './campaign-dto';
import { listItemsOfCampaigns } from './campaigns.repository';
import {
  countDealVisit,
  findActiveCampaign,
  searchActiveCampaigns,
  type DealKey,
} from './public-campaigns.repository';

// The public deals pages: anyone, no login. Only deals whose deadline has not passed.

/** Slugs are about 60 characters; an address much longer names no deal. */
const MAX_ADDRESS = LIMITS.campaignTitle;

/** `GET /campaigns/campaigns`: one page of running deals, newest or soonest-ending first. */
export async function listDeals(
  db: Database,
  { query, now }: { query: DealListQuery; now: Date },
): Promise<PublicCampaignListDto> {
  const { q, sort, page, limit } = query;
  const { rows, total } = await searchActiveCampaigns(db, {
    text: q ?? null,
    sort,
    now,
    limit,
    offset: (page - 1) * limit,
  });
  const items = itemsByCampaign(
    await listItemsOfCampaigns(db, { campaigns: rows.map((row) => row.campaign) }),
  );
  return {
    data: rows.map(({ campaign, shop }) =>
      toPublicCampaignDto(campaign, shop, items.get(campaign.id) ?? []),
    ),
    total,
    page,
    limit,
  };
}

type DealVisit = { idOrSlug: string; now: Date; counted: boolean };

/**
 * `GET /campaigns/campaigns/{idOrSlug}`: the running deal, with this view counted (when
 * `counted`: the caller's rate limit decides) before it is read, so the answer includes it.
 */
export async function openDeal(
  db: Database,
  { idOrSlug, now, counted }: DealVisit,
): Promise<PublicCampaignDto> {
  const key = dealKeyOr404(idOrSlug);
  if (counted) await countDealVisit(db, { key, now, counter: 'views' });
  return readDeal(db, { key, now });
}

/** `POST /campaigns/campaigns/{idOrSlug}/click`: Call Shop or WhatsApp was tapped. */
export async function clickDeal(
  db: Database,
  { idOrSlug, now, counted }: DealVisit,
): Promise<void> {
  const key = dealKeyOr404(idOrSlug);
  const found = counted
    ? await countDealVisit(db, { key, now, counter: 'clicks' })
    : (await findActiveCampaign(db, { key, now })) !== undefined;
  if (!found) throw new AppError('NOT_FOUND', DEAL_NOT_FOUND);
}

/** The running deal at this address, counting nothing (the page's link preview). */
export async function peekDeal(
  db: Database,
  { idOrSlug, now }: { idOrSlug: string; now: Date },
): Promise<PublicCampaignDto> {
  return readDeal(db, { key: dealKeyOr404(idOrSlug), now });
}

async function readDeal(
  db: Database,
  { key, now }: { key: DealKey; now: Date },
): Promise<PublicCampaignDto> {
  const found = await findActiveCampaign(db, { key, now });
  if (!found) throw new AppError('NOT_FOUND', DEAL_NOT_FOUND);
  const items = await listItemsOfCampaigns(db, { campaigns: [found.campaign] });
  return toPublicCampaignDto(found.campaign, found.shop, items);
}

/** A UUID is a row id (the spec's idOrSlug); anything else a slug; too long is no deal. */
function dealKeyOr404(idOrSlug: string): DealKey {
  if (isUuid(idOrSlug)) return { id: idOrSlug.toLowerCase() };
  if (idOrSlug.length > MAX_ADDRESS) throw new AppError('NOT_FOUND', DEAL_NOT_FOUND);
  return { slug: idOrSlug };
}
