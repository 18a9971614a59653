import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog, EARLY_TAP_MS } from './dialog';

function SavedDialog({ onShare, onClose }: { onShare: () => void; onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Save & Done
      </button>
      <Dialog open={open} onClose={onClose} title="Share Bill" ignoreEarlyTaps>
        <button type="button" onClick={onShare}>
          Share
        </button>
      </Dialog>
    </>
  );
}

describe('Dialog opened by a tap', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it(`ignores taps on its buttons and beside it for ${EARLY_TAP_MS} ms after opening`, () => {
    const onShare = vi.fn();
    const onClose = vi.fn();
    render(<SavedDialog onShare={onShare} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save & Done' }));
    const dialog = screen.getByRole('dialog', { name: 'Share Bill' });

    // The second tap of a double tap, on a button of the dialog or on its backdrop.
    act(() => vi.advanceTimersByTime(80));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    fireEvent.click(dialog);
    expect(onShare).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('data-settling');

    act(() => vi.advanceTimersByTime(EARLY_TAP_MS - 80));
    expect(dialog).not.toHaveAttribute('data-settling');
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(onShare).toHaveBeenCalledOnce();
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('takes taps at once when not asked to wait', () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="More">
        <button type="button" onClick={onClose}>
          Close menu
        </button>
      </Dialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
