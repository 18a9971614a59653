import { rupeesToPaise, statementShareText, type CustomerDto } from '@khatabill/domain';
import { afterEach, describe, expect, it } from 'vitest';
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

describe('the statement WhatsApp text', () => {
  it("reads in English as the domain's statementShareText, whatever the balance", () => {
    const link = 'https://khatabill.in/s/t0k3n';
    for (const balance of [-1250.5, 300, 0]) {
      const customer = customerOwing(balance);
      expect(
        statementShareMessage(statementLinkMessages.get(), { shopName: 'Sharma', customer, link }),
      ).toBe(
        statementShareText({
          shopName: 'Sharma',
          customerName: 'Asha',
          balance: rupeesToPaise(balance),
          url: link,
        }),
      );
    }
  });

  it('is written in Hindi while Hindi is shown', async () => {
    const unsubscribe = statementLinkMessages.listen(() => undefined);
    locale.set('hi');
    await prepareLanguage();
    const text = statementShareMessage(statementLinkMessages.get(), {
      shopName: 'Sharma',
      customer: customerOwing(-1250.5),
      link: 'L',
    });
    expect(text).toBe('नमस्ते Asha, Sharma में आपका खाता: आपको ₹1,250.50 देने हैं।\nहर एंट्री देखें: L');
    unsubscribe();
  });
});
