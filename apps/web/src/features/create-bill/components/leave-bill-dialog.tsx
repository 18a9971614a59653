import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useMessages } from '../../../i18n/use-messages';
import type { LeaveBlocker } from '../../../lib/leave-blocker';
import { leaveBillMessages } from '../messages';

/** Asks before a navigation leaves a bill with unsaved input (the blocker holds it meanwhile). */
export function LeaveBillDialog({ blocker }: { blocker: LeaveBlocker }) {
  const t = useMessages(leaveBillMessages);
  const stay = () => blocker.reset?.();
  return (
    <Dialog open={blocker.state === 'blocked'} onClose={stay} title={t.title}>
      <p>{t.body}</p>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={stay}>
          {t.stay}
        </Button>
        <Button onClick={() => blocker.proceed?.()}>{t.leave}</Button>
      </div>
    </Dialog>
  );
}
