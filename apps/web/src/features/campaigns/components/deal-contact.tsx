import type { PublicCampaignDto } from '@khatabill/domain';
import { buttonClasses } from '../../../components/ui/button';
import { dealEnquiryWhatsappUrl, dealTelUrl } from '../../../lib/deal-links';
import { useMessages } from '../../../i18n/use-messages';
import { countDealClick } from '../api/count-deal-click';
import { dealPageMessages } from '../messages';
import { DealSection } from './deal-section';

type DealContactProps = { deal: PublicCampaignDto; contactPhone: string };

/**
 * Call Shop and WhatsApp, shown when the shop gave a contact phone (spec §2). Each tap counts
 * a click on the way out, without holding up the dialer or WhatsApp.
 */
export function DealContact({ deal, contactPhone }: DealContactProps) {
  const t = useMessages(dealPageMessages);
  const onTap = () => countDealClick(deal.slug);
  return (
    <DealSection title={t.contactTheShop}>
      <div className="grid grid-cols-2 gap-3">
        <a href={dealTelUrl(contactPhone)} onClick={onTap} className={buttonClasses('primary')}>
          {t.callShop}
        </a>
        <a
          href={dealEnquiryWhatsappUrl(deal, contactPhone)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onTap}
          className={buttonClasses('secondary')}
        >
          {t.whatsapp}
        </a>
      </div>
    </DealSection>
  );
}
