import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { planMessages } from '../../../i18n/domain-messages';
import { useMessages } from '../../../i18n/use-messages';
import { billSaveMessages } from '../messages';

/** "Limit Exceeded": the monthly bill limit stopped a save (product §8), opened by its tap. */
export function LimitDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const plans = useMessages(planMessages);
  const t = useMessages(billSaveMessages);
  return (
    <Dialog open={open} onClose={onClose} title={plans.limitTitle} ignoreEarlyTaps>
      <p>{plans.billingLimitReached}</p>
      <Button onClick={onClose}>{t.ok}</Button>
    </Dialog>
  );
}
