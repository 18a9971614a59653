import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The named dialog once it takes taps (the share dialog ignores them just after opening). */
export async function settledDialog(name: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).not.toHaveAttribute('data-settling'));
  return dialog;
}
