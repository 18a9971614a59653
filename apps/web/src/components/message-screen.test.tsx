import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, it } from 'vitest';
import { MessageScreen } from './message-screen';

it('says what is wrong and takes the user back to Home', async () => {
  render(
    <MemoryRouter initialEntries={['/missing']}>
      <Routes>
        <Route path="/" element={<p>Home screen</p>} />
        <Route
          path="/missing"
          element={<MessageScreen title="Gone" text="Nothing here." homeLabel="Go to Home" />}
        />
      </Routes>
    </MemoryRouter>,
  );

  expect(screen.getByRole('heading', { level: 1, name: 'Gone' })).toBeVisible();
  expect(screen.getByText('Nothing here.')).toBeVisible();
  await userEvent.click(screen.getByRole('link', { name: 'Go to Home' }));
  expect(screen.getByText('Home screen')).toBeVisible();
});
