import { useMessages } from '../../i18n/use-messages';
import { uiMessages } from './messages';

/** The text shown while something loads (a screen's chunk, its data), announced politely. */
export function LoadingStatus({ text }: { text?: string }) {
  const t = useMessages(uiMessages);
  return (
    <p role="status" className="py-8 text-center text-slate-600">
      {text ?? t.loading}
    </p>
  );
}
