import { Button, buttonClasses } from '../../../components/ui/button';
import { useLogout } from '../../../lib/logout';
import { supportWhatsappUrl } from '../settings-links';

/** WhatsApp Support (when a support number is configured) and Logout, below the settings form. */
export function AccountActions() {
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
          WhatsApp Support
        </a>
      )}
      <Button variant="danger" onClick={logout}>
        Logout
      </Button>
    </div>
  );
}
