import { describe, expect, it } from 'vitest';
import { PASSWORD, REPAIR_VALUES } from '../../test/repair-shop-fixture';
import { billShareUrl, billWhatsappUrl } from './bill-share-links';

describe('bill share links', () => {
  it('links the receipt by share token and sends it on WhatsApp to 91 + the mobile', () => {
    const link = billShareUrl('tok_123', 'https://shop.example');
    expect(link).toBe('https://shop.example/your-bill/tok_123');
    const url = new URL(
      billWhatsappUrl(
        { name: 'Asha', mobile: '9876543210', invoiceNumber: 'INV-7' },
        link,
        'Sharma Mobile Repair',
      ),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919876543210');
    const text = url.searchParams.get('text');
    expect(text).toContain(link);
    expect(text).toContain('Sharma Mobile Repair');
    expect(text).toContain('INV-7');
  });

  it('never puts a service value in the WhatsApp text, a private one least of all', () => {
    // A whole bill, as the screens hold it: only its name, mobile and number may be used.
    const bill = {
      name: 'Asha',
      mobile: '9876543210',
      invoiceNumber: 'INV-7',
      customFields: { serviceFields: REPAIR_VALUES, serviceInfo: {} },
    };
    const url = billWhatsappUrl(bill, billShareUrl('tok_123', 'https://shop.example'), 'Fixit');
    const text = new URL(url).searchParams.get('text') ?? '';

    expect(text).not.toContain(PASSWORD);
    expect(text).not.toMatch(/password/i);
  });
});
