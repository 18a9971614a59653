import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryStatus } from './query-status';

const query = (state: Partial<Parameters<typeof QueryStatus>[0]['query']>) => ({
  isPending: false,
  isError: false,
  error: null,
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

  it('shows nothing once the data is there', () => {
    const { container } = render(<QueryStatus query={query({})} loadingText="Loading..." />);
    expect(container).toBeEmptyDOMElement();
  });
});
