import { Button } from '../../../components/ui/button';
import { useMessages } from '../../../i18n/use-messages';
import { billFormMessages } from '../messages';

/** Above a form that opened with the input its owner left unsaved: "Restored … — Discard". */
export function RestoredBillNotice({ onDiscard }: { onDiscard: () => void }) {
  const t = useMessages(billFormMessages);
  return (
    <p
      role="status"
      className="flex items-center justify-between gap-2 rounded-xl bg-amber-50 pl-4 text-amber-900"
    >
      <span>
        {t.restored} <span className="whitespace-nowrap">{t.restoredBill}</span>
      </span>{' '}
      <Button variant="ghost" size="compact" onClick={onDiscard}>
        {t.discard}
      </Button>
    </p>
  );
}
