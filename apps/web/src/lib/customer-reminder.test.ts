import { afterEach, describe, expect, it } from 'vitest';
import { prepareLanguage } from '../i18n/i18n';
import { locale } from '../i18n/locale';
import { reminderUrl } from './customer-reminder';

afterEach(() => locale.set('en'));

const customer = { _id: 'c1', name: 'Ravi', nameAlias: 'ravi', mobile: '9876543210' };

describe('WhatsApp due reminder', () => {
  it('goes to 91 + the mobile with the pending amount and the shop name', () => {
    const url = new URL(reminderUrl({ ...customer, balance: -1234.5 }, 'Sharma Mobile Repair')!);

    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919876543210');
    expect(url.searchParams.get('text')).toBe(
      'Namaste Ravi, a payment of ₹1,234.50 is pending at Sharma Mobile Repair. Kindly pay at your convenience. Thank you!',
    );
  });

  it('is not offered when the customer owes nothing', () => {
    expect(reminderUrl({ ...customer, balance: 0 }, 'Shop')).toBeNull();
    expect(reminderUrl({ ...customer, balance: 300 }, 'Shop')).toBeNull();
  });

  it('is written in the language shown', async () => {
    locale.set('hi');
    await prepareLanguage();
    const url = new URL(reminderUrl({ ...customer, balance: -300 }, 'शर्मा मोबाइल')!);
    expect(url.searchParams.get('text')).toBe(
      'नमस्ते Ravi, शर्मा मोबाइल पर आपका ₹300 का भुगतान बाकी है। कृपया अपनी सुविधा से भुगतान कर दें। धन्यवाद!',
    );
  });
});
