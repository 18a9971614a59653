import { PLAN_MESSAGES } from '@khatabill/domain';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** "Limit Exceeded": the monthly bill limit stopped a save (spec §8), opened by its tap. */
export function LimitDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={PLAN_MESSAGES.limitTitle} ignoreEarlyTaps>
      <p>{PLAN_MESSAGES.billingLimitReached}</p>
      <Button onClick={onClose}>OK</Button>
    </Dialog>
  );
}
