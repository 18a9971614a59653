import { PRODUCT_NAME } from '@khatabill/domain';
import { accountActionsMessages } from './messages';

/**
 * Click-to-chat with the support desk, or null when no number is configured: without one
 * WhatsApp would only open an empty contact picker. The first message is in the language shown.
 */
export function supportWhatsappUrl(supportNumber: string | undefined): string | null {
  const digits = supportNumber?.replace(/\D/g, '') ?? '';
  if (!digits) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(accountActionsMessages.get().supportChat({ product: PRODUCT_NAME }))}`;
}
