import { Button, buttonClasses } from '../../../components/ui/button';
import { useMessages } from '../../../i18n/use-messages';
import { useLogout } from '../../../lib/logout';
import { accountActionsMessages } from '../messages';
import { supportWhatsappUrl } from '../settings-links';

/** WhatsApp Support (when a support number is configured) and Logout, below the settings form. */
export function AccountActions() {
  const t = useMessages(accountActionsMessages);
  const logout = useLogout();
  const supportUrl = supportWhatsappUrl(import.meta.env.VITE_SUPPORT_WHATSAPP);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {supportUrl && (
        <a
          href={supportUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary')}
        >
          {t.support}
        </a>
      )}
      <Button variant="danger" onClick={logout}>
        {t.logout}
      </Button>
    </div>
  );
}
