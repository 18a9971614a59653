import { describe, expect, it } from 'vitest';
import { paise } from '../money/paise';
import { statementBalanceText, statementShareText } from './statement';

describe('the statement balance in words', () => {
  it('tells the customer what they owe, what the shop owes them, or that all is settled', () => {
    expect(statementBalanceText(paise(-125000), 'Sharma Store')).toBe('You owe ₹1,250');
    expect(statementBalanceText(paise(3000), 'Sharma Store')).toBe('Sharma Store owes you ₹30');
    expect(statementBalanceText(paise(0), 'Sharma Store')).toBe('All settled');
  });

  it('carries the balance and the link in the WhatsApp text', () => {
    expect(
      statementShareText({
        shopName: 'Sharma Store',
        customerName: 'Meera',
        balance: paise(-5050),
        url: 'https://k.example/s/abc',
      }),
    ).toBe(
      'Hello Meera, your khata with Sharma Store: You owe ₹50.50.\nSee every entry: https://k.example/s/abc',
    );
  });
});
