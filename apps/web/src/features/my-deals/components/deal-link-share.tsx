import type { CampaignDto } from '@khatabill/domain';
import { Button, buttonClasses } from '../../../components/ui/button';
import { dealShareUrl, dealShareWhatsappUrl } from '../../../lib/deal-links';
import { useCopyLink } from '../../../lib/use-copy-link';

/** The deal's public link (`/campaigns/<slug>`) with Copy and Share on WhatsApp. */
export function DealLinkShare({ campaign }: { campaign: CampaignDto }) {
  const copyLink = useCopyLink('Deal link copied to clipboard!');
  const link = dealShareUrl(campaign.slug);
  return (
    <div className="flex flex-col gap-2">
      <a
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Public link of ${campaign.title}`}
        className="text-sm break-all text-brand-700 underline"
      >
        {link}
      </a>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" size="compact" onClick={() => void copyLink(link)}>
          Copy link
        </Button>
        <a
          href={dealShareWhatsappUrl(campaign)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary', '', 'compact')}
        >
          Share on WhatsApp
        </a>
      </div>
    </div>
  );
}
