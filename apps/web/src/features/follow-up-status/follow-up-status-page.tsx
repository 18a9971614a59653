import type { FollowupDto } from '@khatabill/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { LoadMoreButton } from '../../components/ui/load-more-button';
import { PageFrame } from '../../components/ui/page-frame';
import { QueryStatus } from '../../components/ui/query-status';
import { useFollowups } from './api/get-followups';
import { FollowupCard } from './components/followup-card';
import { CancelFollowupDialog } from './components/cancel-followup-dialog';
import { PostponeDialog } from './components/postpone-dialog';

/** `/follow-up-status`: every follow-up, the scheduled ones first, with their actions (spec §4). */
export default function FollowUpStatusPage() {
  const followups = useFollowups();
  const [cancelling, setCancelling] = useState<FollowupDto | null>(null);
  const [postponing, setPostponing] = useState<FollowupDto | null>(null);
  const list = followups.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <PageFrame title="Follow-Up Status">
      <QueryStatus query={followups} loadingText="Loading..." />
      {followups.isSuccess && list.length === 0 && (
        <div className="flex flex-col items-center gap-3 py-8 text-center">
          <p className="text-slate-600">No follow-ups yet.</p>
          <Link to="/follow-up" className={buttonClasses('primary')}>
            New Follow-Up
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
