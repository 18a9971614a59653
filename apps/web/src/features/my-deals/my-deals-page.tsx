import type { CampaignDto } from '@khatabill/domain';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { LockIcon } from '../../components/ui/icons';
import { PageFrame } from '../../components/ui/page-frame';
import { QueryStatus } from '../../components/ui/query-status';
import { planMessages } from '../../i18n/domain-messages';
import { useMessages } from '../../i18n/use-messages';
import { canUse } from '../../lib/plan-access';
import { useSession } from '../../lib/session';
import { useMyCampaigns } from './api/get-my-campaigns';
import { CampaignCard, type CampaignAction } from './components/campaign-card';
import {
  CampaignConfirmDialog,
  type CampaignConfirmation,
} from './components/campaign-confirm-dialog';
import { CampaignForm } from './components/campaign-form';
import { DealLinkShare } from './components/deal-link-share';
import { myDealsMessages } from './messages';

/** What the screen shows: the list, or the form for a new deal or the one being edited. */
type Mode = { kind: 'list' } | { kind: 'form'; campaign: CampaignDto | null };

/**
 * `/my-deals`: the shop's deals (product §11 "Campaigns (deals)"), so the public deals pages
 * have offers.
 */
export default function MyDealsPage() {
  const t = useMessages(myDealsMessages);
  const plans = useMessages(planMessages);
  const campaigns = useMyCampaigns();
  // An expired starter keeps its deals, and may end or delete them, but makes no new ones.
  const canEdit = canUse(useSession()?.user ?? null, 'campaigns');
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [created, setCreated] = useState<CampaignDto | null>(null);
  const [confirming, setConfirming] = useState<CampaignConfirmation | null>(null);

  function openForm(campaign: CampaignDto | null) {
    setCreated(null);
    setMode({ kind: 'form', campaign });
    window.scrollTo({ top: 0 });
  }

  if (mode.kind === 'form') {
    return (
      <PageFrame title={mode.campaign ? t.editDeal : t.newDeal}>
        <CampaignForm
          campaign={mode.campaign}
          onDone={(saved) => {
            if (saved && !mode.campaign) setCreated(saved);
            setMode({ kind: 'list' });
          }}
        />
      </PageFrame>
    );
  }

  function onAction(action: CampaignAction, campaign: CampaignDto) {
    if (action === 'edit') openForm(campaign);
    else setConfirming({ action, campaign });
  }

  return (
    <PageFrame title={t.title}>
      <p className="text-slate-700">{t.intro}</p>
      {canEdit ? (
        <Button onClick={() => openForm(null)} className="self-start">
          {t.newDeal}
        </Button>
      ) : (
        <p className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900">
          <LockIcon className="size-5 shrink-0" />
          <span>
            <strong>{plans.upgradeToAccess}</strong> {t.planLocked}
          </span>
        </p>
      )}
      {created && (
        <section
          aria-label={t.createdLinkLabel}
          className="flex flex-col gap-2 rounded-xl border border-green-200 bg-green-50 p-4"
        >
          <p className="font-medium text-green-900">{t.createdLive({ title: created.title })}</p>
          <DealLinkShare campaign={created} />
        </section>
      )}
      <QueryStatus query={campaigns} loadingText={t.loading} />
      {campaigns.data?.length === 0 && <p className="py-8 text-center text-slate-600">{t.empty}</p>}
      {campaigns.data && campaigns.data.length > 0 && (
        <ul className="flex flex-col gap-3">
          {campaigns.data.map((campaign) => (
            <li key={campaign._id}>
              <CampaignCard campaign={campaign} canEdit={canEdit} onAction={onAction} />
            </li>
          ))}
        </ul>
      )}
      <CampaignConfirmDialog pending={confirming} onClose={() => setConfirming(null)} />
    </PageFrame>
  );
}
