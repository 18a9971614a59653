import { countDealVisit } from './campaigns.repository';
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
  findActiveCampaign,
  findDealRef,
  searchActiveCampaigns,
  type DealRef,
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

/** A visit to a deal; `counted` says whether it counts (the caller's rate limit decides). */
type DealVisit = { idOrSlug: string; now: Date; counted: boolean };

/**
 * `GET /campaigns/campaigns/{idOrSlug}`, and the deal's page: the running deal. A counted
 * visit is a view, counted before the deal is read so the answer includes it; the page's
 * drawing counts none (its script does).
 */
export async function getDeal(
  db: Database,
  { idOrSlug, now, counted }: DealVisit,
): Promise<PublicCampaignDto> {
  const ref = await findDealRefOr404(db, idOrSlug);
  if (counted) await countDealVisit(db, { ref, now, counter: 'views' });
  const found = await findActiveCampaign(db, { ref, now });
  if (!found) throw new AppError('NOT_FOUND', DEAL_NOT_FOUND);
  const items = await listItemsOfCampaigns(db, { campaigns: [found.campaign] });
  return toPublicCampaignDto(found.campaign, found.shop, items);
}

/**
 * `POST /campaigns/campaigns/{idOrSlug}/click`: Call Shop or WhatsApp was tapped. A visit
 * that does not count still answers 404 for a deal that is not running.
 */
export async function countDealClick(
  db: Database,
  { idOrSlug, now, counted }: DealVisit,
): Promise<void> {
  const ref = await findDealRefOr404(db, idOrSlug);
  const found = counted
    ? await countDealVisit(db, { ref, now, counter: 'clicks' })
    : (await findActiveCampaign(db, { ref, now })) !== undefined;
  if (!found) throw new AppError('NOT_FOUND', DEAL_NOT_FOUND);
}

/**
 * The deal at this address (`/campaigns/{idOrSlug}`): a UUID is a row id, anything else a slug;
 * too long, or no deal's, is a 404. Whether it still runs is for the read that follows.
 */
async function findDealRefOr404(db: Database, idOrSlug: string): Promise<DealRef> {
  if (!isUuid(idOrSlug) && idOrSlug.length > MAX_ADDRESS) {
    throw new AppError('NOT_FOUND', DEAL_NOT_FOUND);
  }
  const key = isUuid(idOrSlug) ? { id: idOrSlug.toLowerCase() } : { slug: idOrSlug };
  const ref = await findDealRef(db, key);
  if (!ref) throw new AppError('NOT_FOUND', DEAL_NOT_FOUND);
  return ref;
}
