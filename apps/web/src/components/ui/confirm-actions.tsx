import { useMessages } from '../../i18n/use-messages';
import { Button, type ButtonVariant } from './button';
import { uiMessages } from './messages';

type ConfirmActionsProps = {
  onCancel: () => void;
  /** The button that leaves things as they are; `Cancel` unless that would read as the action. */
  cancelLabel?: string | undefined;
  /** The confirming button's text (`Delete`, `Mark Completed`). */
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  isConfirming: boolean;
  /** Left out inside a form: the button then submits it. */
  onConfirm?: () => void;
};

/** A dialog's last row: Cancel, and the action it asks about taking the rest of the width. */
export function ConfirmActions({
  onCancel,
  cancelLabel,
  confirmLabel,
  confirmVariant = 'primary',
  isConfirming,
  onConfirm,
}: ConfirmActionsProps) {
  const t = useMessages(uiMessages);
  return (
    <div className="flex gap-2">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel ?? t.cancel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant={confirmVariant}
        isLoading={isConfirming}
        onClick={onConfirm}
        className="flex-1 whitespace-nowrap"
      >
        {confirmLabel}
      </Button>
    </div>
  );
}
