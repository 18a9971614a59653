import { describe, expect, it } from 'vitest';
import { supportWhatsappUrl } from './settings-links';

describe('settings links', () => {
  it('opens a chat with the configured support number', () => {
    expect(supportWhatsappUrl('+91 98123 45678')).toBe(
      'https://wa.me/919812345678?text=Hi%2C%20I%20need%20help%20with%20KhataBill',
    );
  });

  it('has no link when no support number is configured', () => {
    expect(supportWhatsappUrl(undefined)).toBeNull();
    expect(supportWhatsappUrl('')).toBeNull();
    expect(supportWhatsappUrl(' - ')).toBeNull();
  });
});
