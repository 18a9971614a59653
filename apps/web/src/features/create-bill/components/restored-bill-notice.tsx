import { Button } from '../../../components/ui/button';

/** Above a form that opened with the input its owner left unsaved: "Restored … — Discard". */
export function RestoredBillNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <p
      role="status"
      className="flex items-center justify-between gap-2 rounded-xl bg-amber-50 pl-4 text-amber-900"
    >
      <span>
        Restored your unsaved <span className="whitespace-nowrap">bill —</span>
      </span>{' '}
      <Button variant="ghost" size="compact" onClick={onDiscard}>
        Discard
      </Button>
    </p>
  );
}
