import { whatsappUrl, type CustomerDto } from '@khatabill/domain';
import { useAlert } from '../../../components/ui/alert-provider';
import { Button, buttonClasses } from '../../../components/ui/button';
import { statementBalanceMessages } from '../../../i18n/domain-messages';
import { useMessages } from '../../../i18n/use-messages';
import { errorMessage } from '../../../lib/api-errors';
import { statementUrl, useStatementLink } from '../api/statement-link';
import { statementLinkMessages } from '../messages';
import { statementShareMessage } from '../statement-share-message';

type StatementLinkActionsProps = { customer: CustomerDto; shopName: string };

/**
 * Share statement: makes (or reads) the customer's `/s/{token}` link and offers it on
 * WhatsApp with the balance; Reset link makes a new one, and the old link stops opening.
 */
export function StatementLinkActions({ customer, shopName }: StatementLinkActionsProps) {
  const t = useMessages(statementLinkMessages);
  const balances = useMessages(statementBalanceMessages);
  const alert = useAlert();
  const { share, reset } = useStatementLink(customer._id);
  const token = reset.data?.token ?? share.data?.token;
  const url = token ? statementUrl(token) : null;

  const run = async (action: typeof share, success?: string) => {
    try {
      await action.mutateAsync();
      if (success) alert.show('success', success);
    } catch (error) {
      alert.show('error', errorMessage(error));
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" isLoading={share.isPending} onClick={() => void run(share)}>
          {t.shareButton}
        </Button>
        {url && (
          <Button
            variant="ghost"
            isLoading={reset.isPending}
            onClick={() => void run(reset, t.resetDone)}
          >
            {t.resetButton}
          </Button>
        )}
      </div>
      {url && (
        <>
          <p className="text-sm break-all text-slate-700">{url}</p>
          <a
            href={whatsappUrl(
              customer.mobile,
              statementShareMessage(t, balances, { shopName, customer, link: url }),
            )}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('primary', 'self-start')}
          >
            {t.sendOnWhatsapp}
          </a>
        </>
      )}
    </div>
  );
}
