import { useMessages } from '../../i18n/use-messages';
import { Button } from './button';
import { uiMessages } from './messages';

type SaveActionsProps = {
  saveLabel: string;
  isSaving: boolean;
  /** True while the form cannot be saved yet. */
  isDisabled?: boolean;
  /** Given while a row is being edited: Cancel then leaves edit mode. */
  onCancel?: () => void;
};

/** A Manager form's last row: its submit button, and Cancel while editing. */
export function SaveActions({ saveLabel, isSaving, isDisabled, onCancel }: SaveActionsProps) {
  const t = useMessages(uiMessages);
  return (
    <div className="flex gap-2">
      <Button
        type="submit"
        disabled={isDisabled}
        isLoading={isSaving}
        className="flex-1 sm:flex-none"
      >
        {saveLabel}
      </Button>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      )}
    </div>
  );
}
