import { randomUUID } from 'node:crypto';
import {
  findCategory,
  isAdvanceLabel,
  rupeesToPaise,
  ZERO_PAISE,
  type BillingMode,
  type Plan,
} from '@khatabill/domain';
import type { customers, products, users } from '../db/schema';
import { toNameAlias } from '../modules/customers/customers.repository';
import { SHOP_KINDS, SHOP_NAME_PREFIXES, type ShopKind } from './seed-catalog';
import { personName, shopLocation, shopOwnerSurname } from './seed-names';
import { randomMobile, type Random } from './seed-random';

// A seeded shop: its account (a users row, ADR 002), catalog and customers, and what its
// bills are made from.

export type SeedShop = {
  id: string;
  shopName: string;
  /** 10 digits: how the owner types it to log in. */
  mobile: string;
  createdAt: Date;
  kind: ShopKind;
  serviceFieldLabels: readonly string[];
  serviceDetailLabels: readonly string[];
  /** The category's advance field (product §9), if it has one. */
  advanceLabel: string | null;
  invoicePrefix: string;
  invoiceStartNumber: number;
  products: { id: string; name: string; price: number }[];
  customers: { id: string; name: string; mobile: string }[];
};

export type SeedShopRows = {
  shop: SeedShop;
  user: typeof users.$inferInsert;
  products: (typeof products.$inferInsert)[];
  customers: (typeof customers.$inferInsert)[];
};

type ShopPlan = { index: number; customers: number; createdAt: Date; passwordHash: string };

const GREETINGS = ['Thank you for visiting!', 'धन्यवाद, फिर पधारें!', ''];
const FOOTERS = ['Goods once sold will not be taken back.', 'Subject to local jurisdiction.', ''];

/** `takeMobile` answers whether a shop mobile is still free (they are unique across shops). */
export function makeShop(
  random: Random,
  { index, customers: customerCount, createdAt, passwordHash }: ShopPlan,
  takeMobile: (mobile: string) => boolean,
): SeedShopRows {
  const id = randomUUID();
  const kind = SHOP_KINDS[index % SHOP_KINDS.length] as ShopKind;
  const category = findCategory(kind.category);
  const hindi = random.chance(0.25);
  const [english, devanagari] = random.pick(kind.names);
  const opening = random.chance(0.5)
    ? shopOwnerSurname(random, hindi)
    : random.pick(SHOP_NAME_PREFIXES)[hindi ? 1 : 0];
  const shopName = `${opening} ${hindi ? devanagari : english}`;
  let mobile = randomMobile(random);
  while (!takeMobile(mobile)) mobile = randomMobile(random);
  const billingMode: BillingMode[] = !category
    ? ['product']
    : random.chance(0.3)
      ? ['product', 'service']
      : ['service'];
  const invoicePrefix = random.pick(['INV-', 'INV-', 'INV-', 'A-', 'BILL/', 'SR-']);
  const invoiceStartNumber = random.chance(0.2) ? 1001 : 1;

  const productRows = kind.items
    .filter(() => random.chance(0.85))
    .map((item) => ({ id: randomUUID(), name: item.name, price: item.price }));
  if (productRows.length === 0 && kind.items[0]) {
    productRows.push({ id: randomUUID(), ...kind.items[0] });
  }
  const customerRows = makeCustomers(random, customerCount);
  const stamps = { createdAt, updatedAt: createdAt };

  return {
    shop: {
      id,
      shopName,
      mobile,
      createdAt,
      kind,
      serviceFieldLabels: category?.serviceFields.map((field) => field.label) ?? [],
      serviceDetailLabels: (category?.serviceDetails ?? [])
        .map((field) => field.label)
        .filter((label) => !isAdvanceLabel(label)),
      advanceLabel:
        category?.serviceDetails.find((field) => isAdvanceLabel(field.label))?.label ?? null,
      invoicePrefix,
      invoiceStartNumber,
      products: productRows,
      customers: customerRows,
    },
    user: {
      id,
      name: personName(random),
      shopName,
      mobile: `+91${mobile}`,
      passwordHash,
      role: 'shop',
      billingMode,
      businessType: category?.id ?? null,
      serviceFields: [...(category?.serviceFields ?? [])],
      serviceDetails: [...(category?.serviceDetails ?? [])],
      location: shopLocation(random),
      greetingMessage: random.pick(GREETINGS),
      footerNote: random.pick(FOOTERS),
      invoicePrefix,
      invoiceStartNumber,
      upiId: random.chance(0.6) ? `${mobile}@upi` : '',
      trialEndsAt: new Date(createdAt.getTime() + 14 * 86_400_000),
      lastBillingReset: createdAt,
      ...stamps,
    },
    products: productRows.map((product) => ({
      tenantId: id,
      id: product.id,
      name: product.name,
      price: rupeesToPaise(product.price),
      ...stamps,
    })),
    customers: customerRows.map((customer) => ({
      tenantId: id,
      ...customer,
      nameAlias: toNameAlias(customer.name),
      balance: ZERO_PAISE,
      ...stamps,
    })),
  };
}

function makeCustomers(random: Random, count: number): SeedShop['customers'] {
  const mobiles = new Set<string>();
  return Array.from({ length: count }, () => {
    let mobile = randomMobile(random);
    while (mobiles.has(mobile)) mobile = randomMobile(random);
    mobiles.add(mobile);
    return { id: randomUUID(), name: personName(random), mobile };
  });
}

/** A plan whose monthly limit the shop's bills this period stay within. */
export function planFor(random: Random, billsThisPeriod: number): Plan {
  if (billsThisPeriod > 400) return 'pro';
  if (billsThisPeriod > 150) return random.chance(0.5) ? 'growth' : 'pro';
  return random.weighted({ starter: 3, growth: 3, pro: 4 });
}
