import { PRODUCT_NAME } from '@khatabill/domain';

/** Click-to-chat with support; without a configured number WhatsApp lets the owner pick the chat. */
export function supportWhatsappUrl(supportNumber: string | undefined): string {
  const digits = supportNumber?.replace(/\D/g, '') ?? '';
  const text = encodeURIComponent(`Hi, I need help with ${PRODUCT_NAME}`);
  return digits ? `https://wa.me/${digits}?text=${text}` : `https://wa.me/?text=${text}`;
}
