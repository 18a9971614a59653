import type { CampaignItemDto } from '@khatabill/domain';
import { DealPrice } from '../../../components/deal/deal-price';
import { useMessages } from '../../../i18n/use-messages';
import { dealPageMessages } from '../messages';
import { DealSection } from './deal-section';

const PICTURE_CLASSES = 'size-16 shrink-0 rounded-lg bg-slate-100 object-cover';

/** Every item of the deal with its picture, original and offer price (product §2). */
export function DealItems({ items }: { items: CampaignItemDto[] }) {
  // Names line up: an item without a picture keeps its place when others have one.
  const t = useMessages(dealPageMessages);
  const hasPictures = items.some((item) => item.image);
  return (
    <DealSection title={t.itemsOnOffer}>
      <ul className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
        {items.map((item, index) => (
          <li key={index} className="flex items-center gap-3 p-3">
            {item.image ? (
              <img
                src={item.image}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
                className={PICTURE_CLASSES}
              />
            ) : (
              hasPictures && <div aria-hidden="true" className={PICTURE_CLASSES} />
            )}
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="font-medium break-words">{item.name}</span>
              <DealPrice originalPrice={item.originalPrice} offerPrice={item.offerPrice} />
            </div>
          </li>
        ))}
      </ul>
    </DealSection>
  );
}
