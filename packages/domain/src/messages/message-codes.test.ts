import { describe, expect, it } from 'vitest';
import { PLAN_MESSAGES } from '../plans/plan-messages';
import { MESSAGES } from '../schemas/messages';
import { API_MESSAGES } from './api-messages';
import {
  MESSAGE_CATALOGUE,
  MESSAGE_PARAM_NAMES,
  isMessageCode,
  messageTemplate,
  readMessage,
} from './message-codes';

describe('the message catalogue', () => {
  it('gives every text one code: no code in two catalogues, no text under two codes', () => {
    const codes = [MESSAGES, PLAN_MESSAGES, API_MESSAGES].flatMap(Object.keys);
    expect(new Set(codes).size).toBe(codes.length);
    const texts = Object.keys(MESSAGE_CATALOGUE).map((code) =>
      code in MESSAGE_PARAM_NAMES
        ? messageTemplate(code as keyof typeof MESSAGE_PARAM_NAMES)
        : MESSAGE_CATALOGUE[code as keyof typeof MESSAGE_CATALOGUE],
    );
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('reads every fixed text back to its code', () => {
    for (const [code, text] of Object.entries(MESSAGE_CATALOGUE)) {
      if (typeof text === 'string') expect(readMessage(text)).toEqual({ code });
    }
  });

  it('reads the numbers and names a parameterised text was filled with', () => {
    expect(readMessage(MESSAGES.tooLong(80))).toEqual({ code: 'tooLong', params: { max: 80 } });
    expect(readMessage(MESSAGES.tooMany(30))).toEqual({ code: 'tooMany', params: { max: 30 } });
    expect(readMessage(API_MESSAGES.tooManyAttempts(3))).toEqual({
      code: 'tooManyAttempts',
      params: { minutes: 3 },
    });
    expect(readMessage(API_MESSAGES.tooManyAttempts(1))).toEqual({
      code: 'tooManyAttempts',
      params: { minutes: 1 },
    });
    expect(readMessage(PLAN_MESSAGES.planLimitDialog('starter', 200, 'follow-ups'))).toEqual({
      code: 'planLimitDialog',
      params: { plan: 'starter', count: 200, what: 'follow-ups' },
    });
  });

  it('knows no other text, and no other code', () => {
    expect(readMessage('Invalid input: expected string, received number')).toBeUndefined();
    expect(readMessage('Must be at most  characters')).toBeUndefined();
    expect(readMessage('')).toBeUndefined();
    expect(readMessage(`Must be at most ${'9'.repeat(100_000)}`)).toBeUndefined();
    expect(isMessageCode('customerNotFound')).toBe(true);
    expect(isMessageCode('toString')).toBe(false);
  });

  it('writes templates with the placeholders named as the params', () => {
    expect(messageTemplate('tooLong')).toBe('Must be at most {max} characters');
    expect(messageTemplate('planLimitDialog')).toBe(
      "You've reached your {plan} plan's limit of {count} {what}.",
    );
  });
});
