import type { PublicReceiptDto } from '@khatabill/domain';
import { formatAddress } from '../../lib/format';

type Shop = Pick<PublicReceiptDto['shop'], 'shopName' | 'shopImage' | 'location'>;

/** `Sharma Mobile Repair` → `SM`: stands in for a logo the shop has not uploaded. */
export function shopInitials(shopName: string): string {
  return shopName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

const LOGO_CLASSES = 'size-14 shrink-0 rounded-full';

export function ReceiptShopHeader({ shop }: { shop: Shop }) {
  const address = formatAddress(shop.location);
  return (
    <div className="flex items-center gap-3">
      {shop.shopImage ? (
        <img
          src={shop.shopImage}
          alt={`${shop.shopName} logo`}
          data-receipt-logo
          className={`${LOGO_CLASSES} border border-slate-200 object-cover`}
        />
      ) : (
        <div
          aria-hidden="true"
          data-receipt-logo
          className={`${LOGO_CLASSES} flex items-center justify-center border-2 border-brand-700 bg-brand-700 text-xl font-bold text-white`}
        >
          {shopInitials(shop.shopName)}
        </div>
      )}
      <div className="min-w-0">
        <h2 className="text-lg font-bold break-words">{shop.shopName}</h2>
        {address && <p className="text-sm break-words text-slate-600">{address}</p>}
      </div>
    </div>
  );
}
