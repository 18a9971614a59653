import type { FollowupDto } from '@khatabill/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { LoadMoreButton } from '../../components/ui/load-more-button';
import { PageFrame } from '../../components/ui/page-frame';
import { QueryStatus } from '../../components/ui/query-status';
import { useMessages } from '../../i18n/use-messages';
import { useFollowups } from './api/get-followups';
import { FollowupCard } from './components/followup-card';
import { CancelFollowupDialog } from './components/cancel-followup-dialog';
import { PostponeDialog } from './components/postpone-dialog';
import { followUpStatusPageMessages } from './messages';

/** `/follow-up-status`: every follow-up, scheduled ones first, with their actions (product §4). */
export default function FollowUpStatusPage() {
  const t = useMessages(followUpStatusPageMessages);
  const followups = useFollowups();
  const [cancelling, setCancelling] = useState<FollowupDto | null>(null);
  const [postponing, setPostponing] = useState<FollowupDto | null>(null);
  const list = followups.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <PageFrame title={t.title}>
      <QueryStatus query={followups} loadingText={t.loading} />
      {followups.isSuccess && list.length === 0 && (
        <div className="flex flex-col items-center gap-3 py-8 text-center">
          <p className="text-slate-600">{t.empty}</p>
          <Link to="/follow-up" className={buttonClasses('primary')}>
            {t.newFollowUp}
          </Link>
        </div>
      )}
      {list.length > 0 && (
        <ul className="flex flex-col gap-3">
          {list.map((followup) => (
            <li key={followup._id}>
              <FollowupCard
                followup={followup}
                onCancel={setCancelling}
                onPostpone={setPostponing}
              />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton query={followups} />
      <CancelFollowupDialog followup={cancelling} onClose={() => setCancelling(null)} />
      <PostponeDialog followup={postponing} onClose={() => setPostponing(null)} />
    </PageFrame>
  );
}
