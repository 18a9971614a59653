import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertProvider, useAlert } from './alert-provider';

function ShowButton({ type, message }: { type: string; message: string }) {
  const alert = useAlert();
  return <button onClick={() => alert.show(type, message)}>{message}</button>;
}

function renderButtons(...notices: { type: string; message: string }[]) {
  render(
    <AlertProvider>
      {notices.map((notice) => (
        <ShowButton key={notice.message} {...notice} />
      ))}
    </AlertProvider>,
  );
}

// Fake timers: fireEvent (synchronous) instead of userEvent, whose delays would wait on them.
describe('AlertProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a notice and hides it after 2 seconds', () => {
    renderButtons({ type: 'success', message: 'Logged in successfully!' });
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('status')).toHaveTextContent('Logged in successfully!');

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('status')).toHaveTextContent('Logged in successfully!');

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows an unknown type as an error, announced assertively', () => {
    renderButtons({ type: 'oops', message: 'Could not copy the link.' });
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Could not copy the link.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('a new notice replaces the current one and gets its own 2 seconds', () => {
    renderButtons(
      { type: 'warning', message: 'Bill saved as On Hold' },
      { type: 'success', message: 'Expense saved.' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Bill saved as On Hold' }));
    act(() => vi.advanceTimersByTime(1500));
    fireEvent.click(screen.getByRole('button', { name: 'Expense saved.' }));
    expect(screen.getByRole('status')).toHaveTextContent('Success: Expense saved.');
    expect(screen.getByRole('status')).not.toHaveTextContent('Bill saved as On Hold');

    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('status')).toHaveTextContent('Expense saved.');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
