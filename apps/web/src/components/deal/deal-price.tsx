import { formatRupeeNumber, rupeesToPaise } from '@khatabill/domain';
import { useMessages } from '../../i18n/use-messages';
import { dealMessages } from './messages';

type DealPriceProps = { originalPrice: number; offerPrice: number };

/** Whole percent off, from exact paise (₹499 → ₹299 is 40% off). */
function percentOff(originalPrice: number, offerPrice: number): number {
  const original = rupeesToPaise(originalPrice);
  return Math.round(((original - rupeesToPaise(offerPrice)) * 100) / original);
}

/** An item's offer price, with the original struck through beside it when the offer is lower. */
export function DealPrice({ originalPrice, offerPrice }: DealPriceProps) {
  const t = useMessages(dealMessages);
  const off = offerPrice < originalPrice ? percentOff(originalPrice, offerPrice) : 0;
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      <span className="font-semibold text-slate-900">{formatRupeeNumber(offerPrice)}</span>
      {offerPrice < originalPrice && (
        <>
          <s className="text-sm text-slate-500">
            <span className="sr-only">{t.was}</span>
            {formatRupeeNumber(originalPrice)}
          </s>
          {off > 0 && (
            <span className="text-sm font-medium text-green-800">
              {t.percentOff({ percent: off })}
            </span>
          )}
        </>
      )}
    </span>
  );
}
