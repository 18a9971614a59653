import { params } from '@nanostores/i18n';
import { messages } from '../../i18n/i18n';

// The bill a customer opens from WhatsApp (`/your-bill/{token}`), in the shop's language;
// the Hindi is in the domain's customer-texts/hi.json.

export const yourBillMessages = messages('customer/your-bill', {
  failed: 'Failed to load bill.',
  heading: params('Bill {number} from {shop}'),
  print: 'Print',
  loading: 'Loading bill...',
});
