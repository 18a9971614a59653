import type { ReactNode } from 'react';
import { planMessages } from '../i18n/domain-messages';
import { useMessages } from '../i18n/use-messages';
import { planLimitDialogMessages } from './form-parts-messages';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';

type PlanLimitDialogProps = {
  /** What the plan does not allow; the dialog is open while there is one. */
  message: string | null;
  onClose: () => void;
  /** What the owner can do about it, under the message. */
  children: ReactNode;
};

/** "Plan Limit": an action the plan does not include, or a monthly limit it has reached. */
export function PlanLimitDialog({ message, onClose, children }: PlanLimitDialogProps) {
  const t = useMessages(planLimitDialogMessages);
  const plans = useMessages(planMessages);
  return (
    <Dialog open={message !== null} onClose={onClose} title={plans.planLimitTitle}>
      <p>{message}</p>
      <p className="text-slate-600">{children}</p>
      <Button onClick={onClose}>{t.ok}</Button>
    </Dialog>
  );
}
