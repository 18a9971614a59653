import type { MemberDto, UserDto } from '@khatabill/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-routes';
import { stubApi, type Reply, type SentRequest } from '../../../test/stub-api';
import { makeUser, signInAs } from '../../../test/user-fixture';
import { StaffSection } from './staff-section';

const owner: MemberDto = {
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'Ravi Sharma',
  mobile: '+919876543210',
  role: 'owner',
  lastSignInAt: '2026-11-20T10:30:00.000Z',
};
const helper: MemberDto = {
  _id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Asha Verma',
  mobile: '+919812345678',
  role: 'staff',
  lastSignInAt: null,
};

/** The server's staff routes: the list answers `members`; `other` answers anything else. */
function stubStaff(members: MemberDto[], other: (request: SentRequest) => Reply) {
  return stubApi((request) =>
    request.method === 'GET' && request.path === '/api/staff'
      ? { status: 200, body: { data: members } }
      : other(request),
  );
}

async function renderOpenSection(user: UserDto = makeUser()) {
  signInAs(user);
  renderRoutes([{ path: '/setup', element: <StaffSection user={user} /> }], '/setup');
  await userEvent.click(screen.getByRole('button', { name: 'Staff' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('Settings → Staff', () => {
  it('lists the members with their role and last sign-in, "Never" before the first', async () => {
    stubStaff([owner, helper], () => ({ status: 500, body: {} }));
    await renderOpenSection();

    const list = await screen.findByRole('list', { name: 'Staff' });
    const [ownerRow, helperRow] = within(list).getAllByRole('listitem');
    expect(ownerRow).toHaveTextContent('Ravi Sharma');
    expect(ownerRow).toHaveTextContent('Owner');
    expect(ownerRow).not.toHaveTextContent('Never');
    expect(within(ownerRow!).queryByRole('button')).not.toBeInTheDocument();
    expect(helperRow).toHaveTextContent('+919812345678');
    expect(helperRow).toHaveTextContent('Last sign-in: Never');
    expect(screen.queryByText('Only you so far.')).not.toBeInTheDocument();
  });

  it('says when the owner is the only member', async () => {
    stubStaff([owner], () => ({ status: 500, body: {} }));
    await renderOpenSection();
    expect(await screen.findByText('Only you so far.')).toBeInTheDocument();
  });

  it('adds a member and shows the invite link, to share on WhatsApp to their number', async () => {
    const sent = stubStaff([owner], () => ({
      status: 201,
      body: { data: helper, inviteUrl: '/join/tok-1' },
    }));
    await renderOpenSection();

    await userEvent.type(await screen.findByLabelText('Name'), 'Asha Verma');
    // Pasted from contacts: the field keeps its 10 digits.
    await userEvent.click(screen.getByLabelText('Mobile'));
    await userEvent.paste('+91 98123 45678');
    await userEvent.click(screen.getByRole('button', { name: 'Add staff' }));

    const link = `${window.location.origin}/join/tok-1`;
    expect(await screen.findByLabelText('Invite link')).toHaveValue(link);
    expect(sent).toContainEqual({
      method: 'POST',
      path: '/api/staff',
      body: { name: 'Asha Verma', mobile: '+919812345678' },
    });
    const whatsapp = screen.getByRole('link', { name: 'Share on WhatsApp' });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919812345678\?text=/);
    expect(decodeURIComponent(whatsapp.getAttribute('href')!)).toContain(link);
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('checks the mobile with the server’s schema before sending', async () => {
    const sent = stubStaff([owner], () => ({ status: 500, body: {} }));
    await renderOpenSection();
    await userEvent.type(await screen.findByLabelText('Name'), 'Asha');
    await userEvent.type(screen.getByLabelText('Mobile'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Add staff' }));

    expect(await screen.findByLabelText('Mobile')).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('shows the server’s refusal on the form', async () => {
    const taken = 'This mobile number already has an account. Use another number.';
    stubStaff([owner], () => ({
      status: 409,
      body: { message: taken, code: 'mobileInUse' },
    }));
    await renderOpenSection();
    await userEvent.type(await screen.findByLabelText('Name'), 'Asha');
    await userEvent.type(screen.getByLabelText('Mobile'), '9812345678');
    await userEvent.click(screen.getByRole('button', { name: 'Add staff' }));

    const form = screen.getByRole('form', { name: 'Add staff' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(taken);
    expect(screen.queryByRole('link', { name: 'Share on WhatsApp' })).not.toBeInTheDocument();
  });

  it('makes a new invite link for a member', async () => {
    const sent = stubStaff([owner, helper], () => ({
      status: 200,
      body: { data: { inviteUrl: 'https://khatabill.example/join/tok-2' } },
    }));
    await renderOpenSection();
    await userEvent.click(
      await screen.findByRole('button', { name: 'New invite link for Asha Verma' }),
    );

    expect(await screen.findByLabelText('Invite link')).toHaveValue(
      'https://khatabill.example/join/tok-2',
    );
    expect(sent).toContainEqual({
      method: 'POST',
      path: `/api/staff/${helper._id}/invite`,
      body: undefined,
    });
  });

  it('removes a member only once the owner confirms', async () => {
    let members = [owner, helper];
    const sent = stubApi(({ method }) => {
      if (method === 'DELETE') {
        members = [owner];
        return { status: 200, body: { data: { success: true } } };
      }
      return { status: 200, body: { data: members } };
    });
    await renderOpenSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Asha Verma' }));

    const dialog = await screen.findByRole('dialog', { name: 'Remove this staff member?' });
    expect(dialog).toHaveTextContent('Asha Verma will be signed out');
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Staff member removed')).toBeInTheDocument();
    expect(sent).toContainEqual({
      method: 'DELETE',
      path: `/api/staff/${helper._id}`,
      body: undefined,
    });
    await waitFor(() => expect(screen.getByText('Only you so far.')).toBeInTheDocument());
  });

  it('shows the plan’s upgrade instead of the form without the staff feature', async () => {
    const sent = stubStaff([owner], () => ({ status: 500, body: {} }));
    await renderOpenSection(makeUser({ plan: 'growth', trialDays: null, planDays: 30 }));

    expect(screen.getByText('Upgrade to access this feature.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add staff' })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
