import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { OFFLINE_SCREEN_MESSAGE, QueryStatus } from './query-status';

const query = (state: Partial<Parameters<typeof QueryStatus>[0]['query']>) => ({
  isPending: false,
  isError: false,
  error: null,
  fetchStatus: 'idle' as const,
  refetch: vi.fn(),
  ...state,
});

describe('QueryStatus', () => {
  it("shows the screen's loading text while pending", () => {
    render(<QueryStatus query={query({ isPending: true })} loadingText="Loading customers..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading customers...');
  });

  it("shows the server's message and retries on Try again", async () => {
    const failed = query({ isError: true, error: new Error('API Error') });
    render(<QueryStatus query={failed} loadingText="Loading customers..." />);
    expect(screen.getByRole('alert')).toHaveTextContent('API Error');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it.each([402, 403])(
    'offers no Try again when the plan refuses (%i): the same request would be refused again',
    (status) => {
      const refused = query({
        isError: true,
        error: new ApiError(status, 'Date filter is available only on Growth and Pro plans.'),
      });
      render(<QueryStatus query={refused} loadingText="Loading..." />);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Date filter is available only on Growth and Pro plans.',
      );
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    },
  );

  it('says the screen loads when the connection returns, instead of loading forever offline', () => {
    render(
      <QueryStatus
        query={query({ isPending: true, fetchStatus: 'paused' })}
        loadingText="Loading customers..."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE_SCREEN_MESSAGE);
  });

  it('says the same when a request got no answer', () => {
    const failed = query({ isError: true, error: new ApiError(0, 'API Error') });
    render(<QueryStatus query={failed} loadingText="Loading customers..." />);
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE_SCREEN_MESSAGE);
  });

  it('shows nothing once the data is there', () => {
    const { container } = render(<QueryStatus query={query({})} loadingText="Loading..." />);
    expect(container).toBeEmptyDOMElement();
  });
});
