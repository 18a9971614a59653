/**
 * Where a registered shop's bill is supplied (product §16): the customer's state by their
 * GSTIN (a B2B bill), else the state chosen on the bill, else the shop's own. Empty means none.
 */
export function placeOfSupplyOf(
  customerGstinState: string,
  chosen: string | null | undefined,
  shopState: string,
): string {
  return customerGstinState || chosen || shopState;
}
