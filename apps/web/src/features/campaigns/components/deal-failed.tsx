import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { TryAgain, type Retry } from '../../../components/ui/try-again';
import { useMessages } from '../../../i18n/use-messages';
import { dealPageMessages } from '../messages';

type DealFailedProps = {
  /** Try again: the app asks for the deal again; the server's page links to itself. */
  retry: Retry;
};

/** What a deal's page says when it has no deal to show: unknown, ended, or not loaded. */
export function DealFailed({ retry }: DealFailedProps) {
  const t = useMessages(dealPageMessages);
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
      {/* The failure is the page's heading: an unknown link opened from WhatsApp says so first. */}
      <h1 className="text-xl font-semibold text-red-700">{t.failed}</h1>
      <div className="flex gap-3">
        <TryAgain retry={retry}>{t.tryAgain}</TryAgain>
        <Link to="/deals" className={buttonClasses('secondary')}>
          {t.allDeals}
        </Link>
      </div>
    </div>
  );
}
