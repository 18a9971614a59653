import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareLanguage } from '../../i18n/i18n';
import { locale } from '../../i18n/locale';
import { PasswordField } from './password-field';

afterEach(() => locale.set('en'));

describe('PasswordField', () => {
  it('toggles between hidden and visible text', async () => {
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');

    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('links the error text to the input', () => {
    render(<PasswordField label="Password" error="Min 6 characters" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Min 6 characters');
  });

  it('names its toggle in Hindi', async () => {
    locale.set('hi');
    await prepareLanguage();
    render(<PasswordField label="पासवर्ड" />);
    await userEvent.click(screen.getByRole('button', { name: 'पासवर्ड दिखाएं' }));
    expect(screen.getByRole('button', { name: 'पासवर्ड छिपाएं' })).toBeInTheDocument();
  });
});
