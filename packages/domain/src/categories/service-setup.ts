/**
 * A service business works from its category's fields, so it must name one (spec §5
 * "Select a category"). The forms insist before sending; the API takes the specification's
 * signup without it (§7), and a shop left without one is sent to `/welcome` to choose it.
 */
export function needsCategory(shop: { billingMode?: unknown; businessType?: unknown }): boolean {
  return (
    Array.isArray(shop.billingMode) && shop.billingMode.includes('service') && !shop.businessType
  );
}
