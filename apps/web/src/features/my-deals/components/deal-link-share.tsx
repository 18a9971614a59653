import { whatsappShareUrl, type CampaignDto } from '@khatabill/domain';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useMessages } from '../../../i18n/use-messages';
import { dealShareUrl, dealText } from '../../../lib/deal-links';
import { useCopyLink } from '../../../lib/use-copy-link';
import { dealLinkShareMessages } from '../messages';

/** The deal's public link (`/campaigns/<slug>`) with Copy and Share on WhatsApp. */
export function DealLinkShare({ campaign }: { campaign: CampaignDto }) {
  const t = useMessages(dealLinkShareMessages);
  const copyLink = useCopyLink(t.copied);
  const link = dealShareUrl(campaign.slug);
  return (
    <div className="flex flex-col gap-2">
      <a
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t.publicLink({ title: campaign.title })}
        className="text-sm break-all text-brand-700 underline"
      >
        {link}
      </a>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" size="compact" onClick={() => void copyLink(link)}>
          {t.copyLink}
        </Button>
        <a
          href={whatsappShareUrl(dealText(campaign, link))}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary', '', 'compact')}
        >
          {t.shareOnWhatsapp}
        </a>
      </div>
    </div>
  );
}
