import type { CustomerDto } from '@khatabill/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { statementBalanceMessages } from '../../i18n/domain-messages';
import { prepareLanguage } from '../../i18n/i18n';
import { locale } from '../../i18n/locale';
import { statementLinkMessages } from './messages';
import { statementShareMessage } from './statement-share-message';

afterEach(() => locale.set('en'));

const customerOwing = (balance: number): CustomerDto => ({
  _id: 'c1',
  name: 'Asha',
  nameAlias: 'asha',
  mobile: '9811122233',
  balance,
});

const shareText = (balance: number, link: string) =>
  statementShareMessage(statementLinkMessages.get(), statementBalanceMessages.get(), {
    shopName: 'Sharma',
    customer: customerOwing(balance),
    link,
  });

describe('the statement WhatsApp text', () => {
  it('carries the balance in the customer’s words and the link', () => {
    const link = 'https://khatabill.in/s/t0k3n';
    expect(shareText(-1250.5, link)).toBe(
      `Hello Asha, your khata with Sharma: You owe ₹1,250.50.\nSee every entry: ${link}`,
    );
    expect(shareText(300, link)).toBe(
      `Hello Asha, your khata with Sharma: Sharma owes you ₹300.\nSee every entry: ${link}`,
    );
    expect(shareText(0, link)).toBe(
      `Hello Asha, your khata with Sharma: All settled.\nSee every entry: ${link}`,
    );
  });

  it('is written in Hindi while Hindi is shown', async () => {
    const unsubscribe = [statementLinkMessages, statementBalanceMessages].map((store) =>
      store.listen(() => undefined),
    );
    locale.set('hi');
    await prepareLanguage();
    expect(shareText(-1250.5, 'L')).toBe(
      'नमस्ते Asha, Sharma में आपका खाता: आपको ₹1,250.50 देने हैं।\nहर एंट्री देखें: L',
    );
    for (const stop of unsubscribe) stop();
  });
});
