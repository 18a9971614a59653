import { Button, buttonClasses } from '../../../components/ui/button';
import { useLogout } from '../../../lib/logout';
import { supportWhatsappUrl } from '../settings-links';

/** WhatsApp Support and Logout, below the settings form. */
export function AccountActions() {
  const logout = useLogout();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <a
        href={supportWhatsappUrl(import.meta.env.VITE_SUPPORT_WHATSAPP)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('secondary')}
      >
        WhatsApp Support
      </a>
      <Button variant="danger" onClick={logout}>
        Logout
      </Button>
    </div>
  );
}
