/**
 * A service business works from its category's fields, so it must name one (product §5:
 * "Select a category"). The forms insist before sending; the API takes a signup without it
 * (product §11 "Accounts"), and a shop left without one is sent to `/welcome` to choose it.
 */
export function needsCategory(shop: { billingMode?: unknown; businessType?: unknown }): boolean {
  return (
    Array.isArray(shop.billingMode) && shop.billingMode.includes('service') && !shop.businessType
  );
}
