import { API_MESSAGES, MESSAGES, PLAN_MESSAGES } from '@khatabill/domain';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AuthPage from '../features/auth/auth-page';
import { FieldShell } from '../components/ui/field';
import { HINDI } from '../i18n/hi';
import { i18n } from '../i18n/i18n';
import { locale } from '../i18n/locale';
import { renderRoutes } from '../test/render-routes';
import { stubApi, stubApiUnreachable } from '../test/stub-api';
import { api, ApiError } from './api-client';
import { errorMessage } from './api-errors';
import { prepareMessageTexts } from './message-text';

async function showHindi() {
  (i18n.cache as Record<string, unknown>).hi = HINDI;
  locale.set('hi');
  await prepareMessageTexts();
}

afterEach(() => {
  locale.set('en');
  vi.unstubAllGlobals();
});

/** The ApiError the client makes of a server's failure. */
async function failureOf(status: number, body: unknown): Promise<unknown> {
  stubApi(() => ({ status, body }));
  return api.get('/customers/x').catch((error: unknown) => error);
}

describe('a server failure with a code', () => {
  const customerNotFound = { message: 'Customer not found.', code: 'customerNotFound' };

  it('keeps the code and params on the ApiError', async () => {
    const body = {
      message: API_MESSAGES.tooManyAttempts(3),
      code: 'tooManyAttempts',
      params: { minutes: 3 },
    };
    const error = await failureOf(429, body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'tooManyAttempts', params: { minutes: 3 } });
  });

  it("shows the server's English while English is shown", async () => {
    expect(errorMessage(await failureOf(404, customerNotFound))).toBe('Customer not found.');
  });

  it('shows the Hindi of its code while Hindi is shown, with its params', async () => {
    await showHindi();
    expect(errorMessage(await failureOf(404, customerNotFound))).toBe('ग्राहक नहीं मिला।');
    const tooMany = {
      message: API_MESSAGES.tooManyAttempts(3),
      code: 'tooManyAttempts',
      params: { minutes: 3 },
    };
    expect(errorMessage(await failureOf(429, tooMany))).toBe(
      'बहुत बार कोशिश हो गई। 3 मिनट बाद फिर कोशिश करें।',
    );
    const limit = {
      message: PLAN_MESSAGES.planLimitDialog('starter', 200, 'follow-ups'),
      code: 'planLimitDialog',
      params: { plan: 'starter', count: 200, what: 'follow-ups' },
    };
    expect(errorMessage(await failureOf(402, limit))).toBe(
      'आपके starter प्लान की 200 फ़ॉलो-अप की सीमा पूरी हो गई है।',
    );
    expect(
      errorMessage(
        await failureOf(403, { message: PLAN_MESSAGES.upgradeToAccess, code: 'upgradeToAccess' }),
      ),
    ).toBe('यह सुविधा पाने के लिए प्लान अपग्रेड करें।');
  });

  it("falls back to the server's message for a code this build does not know, or none", async () => {
    await showHindi();
    const newer = { message: 'Your shop is on holiday.', code: 'shopOnHoliday' };
    expect(errorMessage(await failureOf(409, newer))).toBe('Your shop is on holiday.');
    expect(errorMessage(await failureOf(409, { message: 'Already done.' }))).toBe('Already done.');
    const missingParams = { message: MESSAGES.tooLong(80), code: 'tooLong' };
    expect(errorMessage(await failureOf(400, missingParams))).toBe('Must be at most 80 characters');
  });

  it("shows the screen's fallback, or API Error in the language shown, without an answer", async () => {
    stubApiUnreachable();
    const offline = await api.get('/customers').catch((error: unknown) => error);
    expect(errorMessage(offline)).toBe('API Error');
    expect(errorMessage(offline, 'Signup failed')).toBe('Signup failed');
    await showHindi();
    expect(errorMessage(offline)).toBe('API में गड़बड़ी');
  });
});

describe('a field message', () => {
  const renderField = (error: string) =>
    render(
      <FieldShell label="Name" error={error} inputId="name" hintId="name-hint" errorId="name-error">
        <input id="name" />
      </FieldShell>,
    );

  it('is shown as it is while English is shown', () => {
    renderField(MESSAGES.tooLong(80));
    expect(screen.getByText('Must be at most 80 characters')).toBeInTheDocument();
  });

  it('is shown in Hindi by its code, with its number, and follows the language', async () => {
    await showHindi();
    renderField(MESSAGES.tooLong(80));
    expect(screen.getByText('ज़्यादा से ज़्यादा 80 अक्षर होने चाहिए')).toBeInTheDocument();
    act(() => locale.set('en'));
    expect(screen.getByText('Must be at most 80 characters')).toBeInTheDocument();
  });

  it('turns Hindi when Hindi is chosen, once its catalogues arrive', async () => {
    (i18n.cache as Record<string, unknown>).hi = HINDI;
    renderField(MESSAGES.nameRequired);
    act(() => locale.set('hi'));
    expect(await screen.findByText('नाम ज़रूरी है')).toBeInTheDocument();
  });

  it('that no catalogue has is shown as it is in Hindi too', async () => {
    await showHindi();
    renderField('Enter a page number');
    expect(screen.getByText('Enter a page number')).toBeInTheDocument();
  });
});

describe('the login form in Hindi', () => {
  beforeEach(showHindi);

  it('shows the empty mobile’s message in Hindi', async () => {
    stubApi(() => ({ status: 500, body: {} }));
    renderRoutes([{ path: '/auth', element: <AuthPage /> }], '/auth');
    await userEvent.click(await screen.findByRole('button', { name: 'लॉगिन' }));

    expect(await screen.findByText('मोबाइल ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('पासवर्ड ज़रूरी है')).toBeInTheDocument();
  });
});
