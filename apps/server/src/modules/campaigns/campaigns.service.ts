import {
  AppError,
  MESSAGES,
  rupeesToPaise,
  shopDayRange,
  type CampaignDto,
  type CampaignInput,
} from '@khatabill/domain';
import type { Database } from '../../db/client';
import { assertIdOr404 } from '../../lib/ids';
import { DEAL_NOT_FOUND } from '../../messages';
import { findForeignImages, storeUploadedImage } from '../files/files.service';
import { sha256OfFileUrl } from '../files/images';
import type { ShopRow } from '../shops/shops.repository';
import { getShop, getShopAllowedTo } from '../shops/shops.service';
import { itemsByCampaign, toCampaignDto } from './campaign-dto';
import { insertWithFreshSlug } from './campaign-slug.service';
import {
  deleteCampaignItems,
  deleteCampaignRow,
  endCampaignRow,
  findShopCampaign,
  insertCampaignItems,
  listItemsOfCampaigns,
  listShopCampaigns,
  updateCampaignRow,
  type CampaignItemValues,
  type CampaignRow,
  type CampaignValues,
} from './campaigns.repository';
import type { CampaignImageKind } from './campaigns.schema';

// A shop's own campaigns (/my-deals). An expired starter keeps its deals (it may list, end
// and delete them) but cannot create or edit one, nor upload its pictures (403).

type ShopCall = { shopId: string; now: Date };

/** Longest side of a stored picture: a banner spans the screen, an item is a thumbnail. */
const IMAGE_SIZE: Record<CampaignImageKind, number> = { banner: 1200, item: 512 };

export async function listMyCampaigns(
  db: Database,
  { shopId, now }: ShopCall,
): Promise<CampaignDto[]> {
  const [shop, rows] = await Promise.all([
    getShop(db, { shopId }),
    listShopCampaigns(db, { shopId, now }),
  ]);
  const items = itemsByCampaign(await listItemsOfCampaigns(db, { campaigns: rows }));
  return rows.map((row) => toCampaignDto(row, shop, items.get(row.id) ?? [], now));
}

export async function createCampaign(
  db: Database,
  { shopId, now, input }: ShopCall & { input: CampaignInput },
): Promise<CampaignDto> {
  const shop = await getShopAllowedTo(db, { shopId, section: 'campaigns', now });
  await assertOwnImages(db, { shopId, input });
  const { values, items } = toStoredCampaign(input, shop);
  return db.transaction(async (tx) => {
    const row = await insertWithFreshSlug(tx, { shop, values });
    const stored = await insertCampaignItems(tx, { shopId, campaignId: row.id, items });
    return toCampaignDto(row, shop, stored, now);
  });
}

/** Replaces what the shop wrote; the slug, views and clicks stay. */
export async function updateCampaign(
  db: Database,
  { shopId, now, campaignId, input }: ShopCall & { campaignId: string; input: CampaignInput },
): Promise<CampaignDto> {
  const shop = await getShopAllowedTo(db, { shopId, section: 'campaigns', now });
  assertIdOr404(campaignId, DEAL_NOT_FOUND);
  await assertOwnImages(db, { shopId, input });
  const { values, items } = toStoredCampaign(input, shop);
  return db.transaction(async (tx) => {
    const row = foundOr404(await updateCampaignRow(tx, { shopId, campaignId, values }));
    await deleteCampaignItems(tx, { shopId, campaignId });
    const stored = await insertCampaignItems(tx, { shopId, campaignId, items });
    return toCampaignDto(row, shop, stored, now);
  });
}

/** One of the shop's own campaigns, running or ended (the edit form). */
export async function getMyCampaign(
  db: Database,
  { shopId, now, campaignId }: ShopCall & { campaignId: string },
): Promise<CampaignDto> {
  return answerOwnCampaign(db, { shopId, now, campaignId }, findShopCampaign);
}

/** Ends the deal now: it leaves the public list, keeping its views and clicks. */
export async function endCampaign(
  db: Database,
  { shopId, now, campaignId }: ShopCall & { campaignId: string },
): Promise<CampaignDto> {
  return answerOwnCampaign(db, { shopId, now, campaignId }, (tx, call) =>
    endCampaignRow(tx, { ...call, now }),
  );
}

type OwnCampaign = { shopId: string; campaignId: string };

/** The campaign `find` reads or changes, as the shop sees it; 404 unless it is the shop's. */
async function answerOwnCampaign(
  db: Database,
  { shopId, now, campaignId }: ShopCall & { campaignId: string },
  find: (db: Database, call: OwnCampaign) => Promise<CampaignRow | undefined>,
): Promise<CampaignDto> {
  const shop = await getShop(db, { shopId });
  assertIdOr404(campaignId, DEAL_NOT_FOUND);
  const row = foundOr404(await find(db, { shopId, campaignId }));
  const items = await listItemsOfCampaigns(db, { campaigns: [row] });
  return toCampaignDto(row, shop, items, now);
}

export async function deleteCampaign(
  db: Database,
  { shopId, campaignId }: { shopId: string; campaignId: string },
): Promise<void> {
  assertIdOr404(campaignId, DEAL_NOT_FOUND);
  if (!(await deleteCampaignRow(db, { shopId, campaignId }))) {
    throw new AppError('NOT_FOUND', DEAL_NOT_FOUND);
  }
}

/** A deal's picture, checked and re-encoded like the shop image; answers the path deals refer to it by. */
export async function uploadCampaignImage(
  db: Database,
  { shopId, now, upload, kind }: ShopCall & { upload: Buffer; kind: CampaignImageKind },
): Promise<{ path: string }> {
  await getShopAllowedTo(db, { shopId, section: 'campaigns', now });
  const path = await storeUploadedImage(db, {
    shopId,
    upload,
    maxSize: IMAGE_SIZE[kind],
    field: 'image',
  });
  return { path };
}

function foundOr404(row: CampaignRow | undefined): CampaignRow {
  if (!row) throw new AppError('NOT_FOUND', DEAL_NOT_FOUND);
  return row;
}

/** Every image a deal refers to must be one the shop uploaded itself: else a 400 on that field. */
async function assertOwnImages(
  db: Database,
  { shopId, input }: { shopId: string; input: CampaignInput },
): Promise<void> {
  const referenced = [
    { field: 'bannerImage', path: input.bannerImage },
    ...input.items.map((item, index) => ({ field: `items.${index}.image`, path: item.image })),
  ].flatMap(({ field, path }) => (path ? [{ field, sha256: sha256OfFileUrl(path) }] : []));
  const foreign = await findForeignImages(db, {
    shopId,
    sha256s: referenced.map((image) => image.sha256),
  });
  const errors = Object.fromEntries(
    referenced
      .filter((image) => foreign.has(image.sha256))
      .map((image) => [image.field, MESSAGES.invalidImage]),
  );
  if (Object.keys(errors).length > 0) {
    throw new AppError('VALIDATION', MESSAGES.invalidImage, { errors });
  }
}

/** Rupees to paise, paths to hashes, and the last day to the instant the next one starts. */
function toStoredCampaign(
  input: CampaignInput,
  shop: ShopRow,
): { values: CampaignValues; items: CampaignItemValues[] } {
  const hashOf = (path: string | null) => (path ? sha256OfFileUrl(path) : null);
  return {
    values: {
      title: input.title,
      description: input.description,
      bannerImage: hashOf(input.bannerImage),
      deadline: shopDayRange(input.deadline, input.deadline, shop.timeZone).endExclusive,
      contactPhone: input.contactPhone,
    },
    items: input.items.map((item) => ({
      name: item.name,
      image: hashOf(item.image),
      originalPrice: rupeesToPaise(item.originalPrice),
      offerPrice: rupeesToPaise(item.offerPrice),
    })),
  };
}
