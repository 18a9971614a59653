import type { CampaignDto } from '@khatabill/domain';
import { useId } from 'react';
import { dealEndLabel } from '../../../components/deal/deal-end';
import { DealStats } from '../../../components/deal/deal-stats';
import { RowAction } from '../../../components/ui/list-table';
import { useMessages } from '../../../i18n/use-messages';
import { formatDay } from '../../../lib/format';
import { campaignCardMessages } from '../messages';
import { DealLinkShare } from './deal-link-share';

export type CampaignAction = 'edit' | 'end' | 'delete';

type CampaignCardProps = {
  campaign: CampaignDto;
  /** False on a plan without the campaigns capability: no Edit. */
  canEdit: boolean;
  onAction: (action: CampaignAction, campaign: CampaignDto) => void;
};

/** One of the shop's deals: status, last day, views and clicks, its link while it runs, actions. */
export function CampaignCard({ campaign, canEdit, onAction }: CampaignCardProps) {
  const t = useMessages(campaignCardMessages);
  const titleId = useId();
  const isActive = campaign.status === 'active';
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 font-semibold break-words">
          {campaign.title}
        </h2>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-sm font-medium ${isActive ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800'}`}
        >
          {isActive ? t.active : t.ended}
        </span>
      </div>
      <p className="text-sm text-slate-700">
        {isActive ? dealEndLabel(campaign.endsOn) : t.lastDay({ day: formatDay(campaign.endsOn) })}{' '}
        · {t.items(campaign.items.length)}
      </p>
      <DealStats views={campaign.views} clicks={campaign.clicks} />
      {isActive && <DealLinkShare campaign={campaign} />}
      <div className="flex flex-wrap justify-end gap-1 border-t border-slate-100 pt-2">
        {canEdit && (
          <RowAction
            action={t.edit}
            rowName={campaign.title}
            onClick={() => onAction('edit', campaign)}
          />
        )}
        {isActive && (
          <RowAction
            action={t.end}
            rowName={campaign.title}
            onClick={() => onAction('end', campaign)}
          />
        )}
        <RowAction
          action={t.delete}
          rowName={campaign.title}
          className="text-red-700 hover:bg-red-50"
          onClick={() => onAction('delete', campaign)}
        />
      </div>
    </article>
  );
}
