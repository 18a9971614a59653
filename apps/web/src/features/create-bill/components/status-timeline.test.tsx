import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HINDI } from '../../../i18n/hi';
import { i18n } from '../../../i18n/i18n';
import { locale } from '../../../i18n/locale';
import { StatusTimeline } from './status-timeline';

const TIMELINE = [
  { status: 'draft', at: '2026-03-05T11:00:00Z' },
  { status: 'under_service', at: '2026-03-05T18:30:00Z' },
] as const;

const lines = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((line) => line.textContent);

describe('StatusTimeline', () => {
  afterEach(() => locale.set('en'));

  it('says when the bill was made and moved on, in English', () => {
    render(<StatusTimeline timeline={[...TIMELINE]} />);
    expect(lines()).toEqual([
      'Created on 5 Mar 2026, 4:30 pm',
      'Moved to Pending 6 Mar 2026, 12:00 am',
    ]);
  });

  it('reads as Hindi is said: the time once with बजे, no को after it', () => {
    (i18n.cache as Record<string, unknown>).hi = HINDI;
    locale.set('hi');
    render(<StatusTimeline timeline={[...TIMELINE]} />);
    expect(lines()).toEqual([
      '5 मार्च 2026 को शाम 4:30 बजे बना',
      '6 मार्च 2026 को रात 12:00 बजे बाकी में डाला',
    ]);
  });
});
