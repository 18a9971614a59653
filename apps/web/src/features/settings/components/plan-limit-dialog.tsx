import { PLAN_MESSAGES } from '@khatabill/domain';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

type PlanLimitDialogProps = {
  /** What the plan does not allow; the dialog is open while there is one. */
  message: string | null;
  onClose: () => void;
};

/** Explains a restriction when the owner tries an action their plan does not include. */
export function PlanLimitDialog({ message, onClose }: PlanLimitDialogProps) {
  return (
    <Dialog open={message !== null} onClose={onClose} title={PLAN_MESSAGES.planLimitTitle}>
      <p>{message}</p>
      <p className="text-slate-600">Upgrade to the Growth or Pro plan to use it.</p>
      <Button onClick={onClose}>OK</Button>
    </Dialog>
  );
}
