import { describe, expect, it } from 'vitest';
import { paise } from '../money/paise';
import { amountInWords } from './amount-in-words';

const rupees = (value: number) => paise(Math.round(value * 100));

describe('amountInWords', () => {
  it.each([
    [0, 'Rupees Zero Only', 'शून्य रुपये मात्र'],
    [1, 'Rupees One Only', 'एक रुपया मात्र'],
    [0.75, 'Seventy Five Paise Only', 'पचहत्तर पैसे मात्र'],
    [99, 'Rupees Ninety Nine Only', 'निन्यानवे रुपये मात्र'],
    [100, 'Rupees One Hundred Only', 'एक सौ रुपये मात्र'],
    [101, 'Rupees One Hundred One Only', 'एक सौ एक रुपये मात्र'],
    [1_000, 'Rupees One Thousand Only', 'एक हज़ार रुपये मात्र'],
    [
      99_999,
      'Rupees Ninety Nine Thousand Nine Hundred Ninety Nine Only',
      'निन्यानवे हज़ार नौ सौ निन्यानवे रुपये मात्र',
    ],
    [100_000, 'Rupees One Lakh Only', 'एक लाख रुपये मात्र'],
    [
      120_500.5,
      'Rupees One Lakh Twenty Thousand Five Hundred and Fifty Paise Only',
      'एक लाख बीस हज़ार पाँच सौ रुपये और पचास पैसे मात्र',
    ],
    [10_000_000, 'Rupees One Crore Only', 'एक करोड़ रुपये मात्र'],
    [
      123_456_789.99,
      'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and Ninety Nine Paise Only',
      'बारह करोड़ चौंतीस लाख छप्पन हज़ार सात सौ नवासी रुपये और निन्यानवे पैसे मात्र',
    ],
    [1_000_000_000, 'Rupees One Hundred Crore Only', 'एक सौ करोड़ रुपये मात्र'],
  ])('₹%s', (amount, english, hindi) => {
    expect(amountInWords(rupees(amount), 'en')).toBe(english);
    expect(amountInWords(rupees(amount), 'hi')).toBe(hindi);
  });

  it.each([
    [11, 'ग्यारह'],
    [39, 'उनतालीस'],
    [43, 'तैंतालीस'],
    [53, 'तिरपन'],
    [67, 'सड़सठ'],
    [79, 'उन्यासी'],
    [91, 'इक्यानवे'],
  ])('names %i in its own Hindi word', (amount, word) => {
    expect(amountInWords(rupees(amount), 'hi')).toBe(`${word} रुपये मात्र`);
  });

  it('refuses a negative amount', () => {
    expect(() => amountInWords(paise(-1), 'en')).toThrow(RangeError);
  });
});
