import type { Blocker } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** Asks before a navigation leaves a bill with unsaved input (the blocker holds it meanwhile). */
export function LeaveBillDialog({ blocker }: { blocker: Blocker }) {
  const stay = () => blocker.reset?.();
  return (
    <Dialog open={blocker.state === 'blocked'} onClose={stay} title="Leave this bill?">
      <p>
        The bill is not saved yet. It stays on this phone and comes back when you open it again.
      </p>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={stay}>
          Stay
        </Button>
        <Button onClick={() => blocker.proceed?.()}>Leave</Button>
      </div>
    </Dialog>
  );
}
