import { MESSAGES, UPI_ID_PATTERN } from '@khatabill/domain';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Collapsible } from '../../../components/ui/collapsible';
import { TextField } from '../../../components/ui/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { upiMessages } from '../messages';
import type { SettingsFormValues } from '../settings-form-values';
import { UpiVerifyDialog } from './upi-verify-dialog';

function upiHint(
  t: ReturnType<typeof upiMessages.get>,
  isPending: boolean,
  confirmed: string,
): string {
  if (isPending) return t.notVerified;
  if (confirmed) return t.verified;
  return t.howCustomersPay;
}

/**
 * The UPI ID is typed into a draft; it reaches the form (and so enables Save) only when
 * the owner confirms that the 1-rupee test payment arrived (product §4 "Settings form").
 */
export function UpiSection({ shopName }: { shopName: string }) {
  const t = useMessages(upiMessages);
  const { control } = useFormContext<SettingsFormValues>();
  const { field, fieldState } = useController({ control, name: 'upiId' });
  const confirmed = field.value;
  const [draft, setDraft] = useState(confirmed);
  const [draftBase, setDraftBase] = useState(confirmed);
  const [draftError, setDraftError] = useState<string>();
  const [testing, setTesting] = useState<string | null>(null);

  // A load or a save resets the form: the draft follows the new confirmed value.
  if (draftBase !== confirmed) {
    setDraftBase(confirmed);
    setDraft(confirmed);
  }

  const candidate = draft.trim();
  const isPending = candidate !== confirmed;

  function verify() {
    if (!UPI_ID_PATTERN.test(candidate)) {
      setDraftError(MESSAGES.upiInvalid);
      return;
    }
    setTesting(candidate);
  }

  function confirm() {
    field.onChange(testing);
    setTesting(null);
  }

  function rejectDraft() {
    setDraft(confirmed);
    setTesting(null);
  }

  return (
    <Collapsible title={t.title}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField
            label={t.upiId}
            placeholder={t.placeholder}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={draft}
            hint={upiHint(t, isPending, confirmed)}
            error={draftError ?? fieldState.error?.message}
            onChange={(event) => {
              setDraft(event.target.value);
              setDraftError(undefined);
            }}
            onBlur={field.onBlur}
          />
        </div>
        <Button
          variant="secondary"
          className="sm:mt-6"
          disabled={!isPending || !candidate}
          onClick={verify}
        >
          {t.verify}
        </Button>
      </div>
      <UpiVerifyDialog
        upiId={testing}
        shopName={shopName}
        onConfirm={confirm}
        onWrongId={rejectDraft}
        onClose={() => setTesting(null)}
      />
    </Collapsible>
  );
}
