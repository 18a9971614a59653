import { jobReadyText, PLAN_MESSAGES, rupeesToPaise } from '@khatabill/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldLabelText, jobMessages, planMessages, presetFieldMessages } from './domain-messages';
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
    const ready = (pending: number, due: string) =>
      [
        job.readyText({ customer: 'Amit', invoice: 'INV-7', shop: 'Sharma', due, link: 'L' }),
        jobReadyText({
          customerName: 'Amit',
          shopName: 'Sharma',
          invoiceNumber: 'INV-7',
          pending: rupeesToPaise(pending),
          link: 'L',
        }),
      ] as const;
    const [pendingText, domainPendingText] = ready(250, job.readyPending({ amount: '₹250' }));
    expect(pendingText).toBe(domainPendingText);
    const [paidText, domainPaidText] = ready(0, job.readyNothingPending);
    expect(paidText).toBe(domainPaidText);
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
