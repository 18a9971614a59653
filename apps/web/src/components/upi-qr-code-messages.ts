import { params } from '@nanostores/i18n';
import { messages } from '../i18n/i18n';

// The UPI QR's English texts; the Hindi is in i18n/hi/upi-qr-code.json under the same name.

export const upiQrCodeMessages = messages('upi-qr-code/image', {
  alt: params('UPI QR code to pay {amount} to {upiId}'),
  failed: 'Could not make the QR code. Try again.',
  making: 'Making the QR code',
});
