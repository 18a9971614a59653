import {
  billTotalsWithGst,
  parseGstin,
  percentToBasisPoints,
  placeOfSupplyOf,
  type BillTotalsInput,
  type GstSettingsDto,
} from '@khatabill/domain';
import type { BillFormValues, BillGstValues, BillItemValues } from '../bill-form-values';

/** Where the typed bill is supplied, by the rule the server saves it with; a GSTIN half typed is none. */
export function typedPlaceOfSupply(gst: BillGstValues, shop: GstSettingsDto): string {
  const customer = parseGstin(gst.customerGstin);
  return placeOfSupplyOf(customer.ok ? customer.stateCode : '', gst.placeOfSupply, shop.stateCode);
}

/** A line's rate in basis points: as chosen, else the shop's default; none on a bill of supply. */
function lineRateBps(item: BillItemValues, shop: GstSettingsDto): number {
  if (shop.registration !== 'regular') return 0;
  return percentToBasisPoints(item.gstRate === '' ? shop.defaultRate : item.gstRate);
}

/**
 * How a registered shop's typed bill is totalled: by the domain function the server saves it
 * with, on the rates and place of supply the form shows (live-totals.ts calls it).
 */
export function gstTotals(
  shop: GstSettingsDto,
  { items, gst }: Pick<BillFormValues, 'items' | 'gst'>,
) {
  const terms = {
    pricesIncludeTax: shop.pricesIncludeTax,
    interState: typedPlaceOfSupply(gst, shop) !== shop.stateCode,
    taxed: shop.registration === 'regular',
  };
  return (input: BillTotalsInput) =>
    billTotalsWithGst({
      ...input,
      items: input.items.map((line, index) => {
        const item = items[index];
        return { ...line, gstRateBps: item ? lineRateBps(item, shop) : 0 };
      }),
      gst: terms,
    });
}
