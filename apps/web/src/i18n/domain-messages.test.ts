import { paise, PLAN_MESSAGES, ZERO_PAISE } from '@khatabill/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldLabelText, presetFieldMessages } from './category-messages';
import {
  billBalanceMessages,
  billBalanceWarning,
  jobMessages,
  planMessages,
} from './domain-messages';
import { HINDI } from './hi';
import { i18n } from './i18n';
import { locale } from './locale';

afterEach(() => locale.set('en'));

describe('the domain texts as screens show them', () => {
  it('read in English exactly as the domain writes them', () => {
    const plans = planMessages.get();
    expect(plans.lowQuota({ count: 3 })).toBe(PLAN_MESSAGES.lowQuota(3));
    expect(plans.planLimitDialog({ plan: 'Starter', count: 20, what: plans.limitFollowUps })).toBe(
      PLAN_MESSAGES.planLimitDialog('Starter', 20, 'follow-ups'),
    );
    const job = jobMessages.get();
    const ready = (due: string) =>
      job.readyText({ customer: 'Meera', invoice: 'INV-4', shop: 'Fixit', due, link: 'L' });
    expect(ready(job.readyPending({ amount: '₹2,000.50' }))).toBe(
      'Hello Meera, your job INV-4 at Fixit is ready for pickup. Pending amount: ₹2,000.50. Receipt: L',
    );
    expect(ready(job.readyNothingPending)).toBe(
      'Hello Meera, your job INV-4 at Fixit is ready for pickup. Nothing is pending. Receipt: L',
    );
  });

  it('warn of what a payment leaves, in the khata’s words, in the language shown', () => {
    const owes = { pending: paise(13750), toReturn: ZERO_PAISE };
    const excess = { pending: ZERO_PAISE, toReturn: paise(3000) };
    const english = billBalanceMessages.get();
    expect(billBalanceWarning(english, owes)).toBe('Pending ₹137.50 (marked GIVE in the khata)');
    expect(billBalanceWarning(english, excess)).toBe('To return ₹30 (added to the khata as TAKE)');
    expect(billBalanceWarning(english, { pending: ZERO_PAISE, toReturn: ZERO_PAISE })).toBeNull();

    (i18n.cache as Record<string, unknown>).hi = HINDI;
    const unsubscribe = billBalanceMessages.listen(() => undefined);
    locale.set('hi');
    expect(billBalanceWarning(billBalanceMessages.get(), owes)).toBe(
      'बाकी ₹137.50 (खाते में “आपने दिए” में लिखा जाएगा)',
    );
    unsubscribe();
  });

  it('translate a preset field label and keep one the owner wrote', () => {
    (i18n.cache as Record<string, unknown>).hi = HINDI;
    const unsubscribe = presetFieldMessages.listen(() => undefined);
    locale.set('hi');
    const presets = presetFieldMessages.get();
    expect(fieldLabelText('Vehicle Number', presets)).toBe('गाड़ी नंबर');
    expect(fieldLabelText('Tyre size', presets)).toBe('Tyre size');
    unsubscribe();
  });
});
