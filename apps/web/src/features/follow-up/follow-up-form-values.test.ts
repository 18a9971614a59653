import { followupReminderHint, fromShopDateTime, type RemindBefore } from '@khatabill/domain';
import { describe, expect, it } from 'vitest';
import { reminderHintOf } from './follow-up-form-values';
import { followUpFormMessages } from './messages';

// 10:00:30 on 5 March 2026 in India.
const NOW = new Date('2026-03-05T04:30:30.000Z');

describe('the reminder hint', () => {
  it('reads in English exactly as the domain writes it, and shows when the domain does', () => {
    const english = followUpFormMessages.get();
    // Inside the 15 "now" minutes, at their edge, within an hour, within a day, later, past.
    const times = [
      '2026-03-05T10:05',
      '2026-03-05T10:15',
      '2026-03-05T10:16',
      '2026-03-05T10:45',
      '2026-03-06T09:00',
      '2026-03-06T11:00',
      '2026-03-05T09:00',
    ];
    for (const scheduledAt of times) {
      for (const remindBefore of ['1h', '1d'] as RemindBefore[]) {
        const instant = fromShopDateTime(scheduledAt);
        if (!instant) throw new Error(`not a time: ${scheduledAt}`);
        expect(reminderHintOf({ scheduledAt, remindBefore }, NOW, english)).toBe(
          followupReminderHint(instant, remindBefore, NOW),
        );
      }
    }
  });
});
