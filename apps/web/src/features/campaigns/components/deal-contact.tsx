import type { PublicCampaignDto } from '@khatabill/domain';
import { buttonClasses } from '../../../components/ui/button';
import { dealEnquiryWhatsappUrl, dealTelUrl } from '../../../lib/deal-links';
import { useMessages } from '../../../i18n/use-messages';
import { countDealClick } from '../api/count-deal-click';
import { dealPageMessages } from '../messages';
import { DealSection } from './deal-section';

type DealContactProps = {
  deal: PublicCampaignDto;
  contactPhone: string;
  /** The deal's address in the WhatsApp text. */
  link: string;
};

/**
 * Call Shop and WhatsApp, shown when the shop gave a contact phone (product §2). Each tap counts
 * a click on the way out, without holding up the dialer or WhatsApp (on the server's page,
 * its script counts the links marked `data-counts-click`).
 */
export function DealContact({ deal, contactPhone, link }: DealContactProps) {
  const t = useMessages(dealPageMessages);
  const onTap = () => countDealClick(deal.slug);
  return (
    <DealSection title={t.contactTheShop}>
      <div className="grid grid-cols-2 gap-3">
        <a
          href={dealTelUrl(contactPhone)}
          onClick={onTap}
          data-counts-click
          className={buttonClasses('primary')}
        >
          {t.callShop}
        </a>
        <a
          href={dealEnquiryWhatsappUrl(deal, contactPhone, link)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onTap}
          data-counts-click
          className={buttonClasses('secondary')}
        >
          {t.whatsapp}
        </a>
      </div>
    </DealSection>
  );
}
