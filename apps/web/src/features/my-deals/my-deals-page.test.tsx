import type { CampaignDto } from '@khatabill/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/routes';
import { prepareLanguage } from '../../i18n/i18n';
import { locale } from '../../i18n/locale';
import { dealText } from '../../lib/deal-links';
import { makeCampaign } from '../../test/deal-fixture';
import { renderRoutes } from '../../test/render-routes';
import { stubApi, type Reply, type SentRequest } from '../../test/stub-api';
import { makeUser, signInAs } from '../../test/user-fixture';
import MyDealsPage from './my-deals-page';

const BANNER = `/files/${'c'.repeat(64)}.webp`;
const ITEM_IMAGE = `/files/${'d'.repeat(64)}.webp`;
const ENDED = makeCampaign({
  _id: '00000000-0000-4000-8000-0000000000c2',
  slug: 'summer-sale-ravi-mobiles',
  title: 'Summer sale',
  status: 'ended',
  endsOn: '2026-05-31',
  views: 40,
  clicks: 6,
});

type ShopApi = {
  sent: SentRequest[];
  /** Holds every image upload back until called. */
  releaseUploads: () => void;
};

/** The shop's campaigns API kept in memory, recording what the screen sends. */
function stubCampaignsApi(
  initial: CampaignDto[],
  { holdUploads = false, uploadFailure }: { holdUploads?: boolean; uploadFailure?: Reply } = {},
): ShopApi {
  let campaigns = [...initial];
  let releaseUploads = () => {};
  const held = new Promise<void>((resolve) => (releaseUploads = resolve));
  const ok = (data: unknown): Reply => ({ status: 200, body: { data } });
  const sent = stubApi(async ({ method, path, body }) => {
    const [, id, action] = /^\/api\/campaigns\/mine(?:\/([^/]+))?(?:\/(\w+))?$/.exec(path) ?? [];
    if (id === 'images') {
      if (uploadFailure) return uploadFailure;
      if (holdUploads) await held;
      const kind = (body as FormData).get('kind');
      return { status: 201, body: { data: { path: kind === 'banner' ? BANNER : ITEM_IMAGE } } };
    }
    if (method === 'GET') return ok(campaigns);
    if (method === 'POST' && action === 'end') {
      campaigns = campaigns.map((c) => (c._id === id ? { ...c, status: 'ended' } : c));
      return ok(campaigns.find((c) => c._id === id));
    }
    if (method === 'DELETE') {
      campaigns = campaigns.filter((c) => c._id !== id);
      return ok(null);
    }
    const saved = { ...makeCampaign(), ...(body as object), _id: id ?? 'new-id', slug: 'new-deal' };
    campaigns = [...campaigns.filter((c) => c._id !== saved._id), saved];
    return { status: method === 'POST' ? 201 : 200, body: { data: saved } };
  });
  return { sent, releaseUploads };
}

function renderMyDeals() {
  signInAs(makeUser());
  renderRoutes([{ path: '/my-deals', element: <MyDealsPage /> }], '/my-deals');
}

const writes = (sent: SentRequest[]) =>
  sent.filter((r) => r.method !== 'GET' && !r.path.endsWith('/images'));
const card = (title: string) => screen.findByRole('article', { name: title });
const item = (serial: number) => screen.getByRole('group', { name: `Item ${serial}` });
const createButton = () => screen.getByRole('button', { name: 'Create deal' });

async function openNewDeal() {
  await userEvent.click(await screen.findByRole('button', { name: 'New deal' }));
  return screen.getByRole('form', { name: 'New deal' });
}

async function fillItem(serial: number, name: string, original: string, offer: string) {
  const row = item(serial);
  await userEvent.type(within(row).getByLabelText('Item name'), name);
  await userEvent.type(within(row).getByLabelText('Original price (₹)'), original);
  await userEvent.type(within(row).getByLabelText('Offer price (₹)'), offer);
}

beforeEach(() => {
  // jsdom has no object URLs (the chosen photo's preview).
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = () => 'blob:preview';
      static override revokeObjectURL = () => {};
    },
  );
});

describe('/my-deals list', () => {
  it('shows each deal with its status, last day, views and clicks; the link only while it runs', async () => {
    stubCampaignsApi([makeCampaign(), ENDED]);
    renderMyDeals();
    expect(screen.getByText('Loading deals...')).toBeInTheDocument();

    const active = await card('Diwali offer');
    expect(active).toHaveTextContent('Active');
    expect(active).toHaveTextContent('Ends 1 Dec 2030 · 3 items');
    expect(active).toHaveTextContent('12 views · 1 click');
    const link = `${window.location.origin}/campaigns/diwali-offer-ravi-mobiles`;
    expect(
      within(active).getByRole('link', { name: 'Public link of Diwali offer' }),
    ).toHaveAttribute('href', link);
    const share = new URL(
      within(active).getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href') ?? '',
    );
    expect(share.searchParams.get('text')).toBe(
      'Diwali offer at Ravi Mobiles: Screen guard ₹299 (was ₹499) and 2 more. Until 1 Dec 2030. ' +
        link,
    );
    // The same text as the public deal page's Share, word for word.
    expect(share.searchParams.get('text')).toBe(dealText(makeCampaign(), link));

    const ended = await card('Summer sale');
    expect(ended).toHaveTextContent('Ended');
    expect(ended).toHaveTextContent('Last day 31 May 2026');
    expect(ended).toHaveTextContent('40 views · 6 clicks');
    expect(within(ended).queryByRole('link')).not.toBeInTheDocument();
    expect(within(ended).queryByRole('button', { name: 'End Summer sale' })).toBeNull();
  });

  it('copies the public link', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    stubCampaignsApi([makeCampaign()]);
    renderMyDeals();
    await userEvent.click(
      within(await card('Diwali offer')).getByRole('button', { name: 'Copy link' }),
    );
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/campaigns/diwali-offer-ravi-mobiles`,
    );
    expect(await screen.findByText('Deal link copied to clipboard!')).toBeInTheDocument();
  });

  it('says so when the shop has no deal yet', async () => {
    stubCampaignsApi([]);
    renderMyDeals();
    expect(
      await screen.findByText('No deals yet. Tap New deal to publish your first offer.'),
    ).toBeInTheDocument();
  });

  it('ends a deal only after "End this deal now?"', async () => {
    const { sent } = stubCampaignsApi([makeCampaign()]);
    renderMyDeals();
    await userEvent.click(
      within(await card('Diwali offer')).getByRole('button', { name: 'End Diwali offer' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'End this deal now?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes(sent)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'End Diwali offer' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'End this deal now?' })).getByRole('button', {
        name: 'End deal',
      }),
    );
    expect(await screen.findByText('Deal ended')).toBeInTheDocument();
    expect(writes(sent)).toEqual([
      { method: 'POST', path: `/api/campaigns/mine/${makeCampaign()._id}/end`, body: undefined },
    ]);
    await waitFor(() => expect(screen.getByRole('article')).toHaveTextContent('Ended'));
  });

  it('deletes a deal only after "Delete this deal?"', async () => {
    const { sent } = stubCampaignsApi([ENDED]);
    renderMyDeals();
    await userEvent.click(
      within(await card('Summer sale')).getByRole('button', { name: 'Delete Summer sale' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this deal?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deal deleted')).toBeInTheDocument();
    expect(writes(sent)).toEqual([
      { method: 'DELETE', path: `/api/campaigns/mine/${ENDED._id}`, body: undefined },
    ]);
    expect(await screen.findByText(/No deals yet/)).toBeInTheDocument();
  });

  it('lets an expired starter end and delete its deals, but not create or edit one', async () => {
    stubCampaignsApi([makeCampaign()]);
    signInAs(makeUser({ plan: 'starter', trialDays: -1 }));
    renderRoutes(routes, '/my-deals');
    const deal = await card('Diwali offer');
    expect(screen.getByText('Upgrade to access this feature.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New deal' })).toBeNull();
    expect(within(deal).queryByRole('button', { name: 'Edit Diwali offer' })).toBeNull();
    expect(within(deal).getByRole('button', { name: 'End Diwali offer' })).toBeEnabled();
    expect(within(deal).getByRole('button', { name: 'Delete Diwali offer' })).toBeEnabled();
  });

  describe('in Hindi', () => {
    afterEach(() => locale.set('en'));

    it('shows the deals, their WhatsApp text and the confirmations in Hindi', async () => {
      locale.set('hi');
      await prepareLanguage();
      stubCampaignsApi([makeCampaign(), ENDED]);
      renderMyDeals();
      expect(screen.getByRole('heading', { name: 'मेरी डील्स' })).toBeInTheDocument();
      const active = await card('Diwali offer');
      expect(active).toHaveTextContent('चालू');
      expect(active).toHaveTextContent('· 3 आइटम');
      expect(await card('Summer sale')).toHaveTextContent('आखिरी दिन 31 मई 2026');

      const link = `${window.location.origin}/campaigns/diwali-offer-ravi-mobiles`;
      const share = new URL(
        within(active).getByRole('link', { name: 'WhatsApp पर भेजें' }).getAttribute('href') ?? '',
      );
      expect(share.searchParams.get('text')).toBe(
        'Ravi Mobiles पर Diwali offer: Screen guard ₹299 (पहले ₹499), साथ में 2 और आइटम। ' +
          `1 दिसंबर 2030 तक। ${link}`,
      );

      await userEvent.click(within(active).getByRole('button', { name: 'खत्म करें Diwali offer' }));
      const dialog = screen.getByRole('dialog', { name: 'यह डील अभी खत्म करें?' });
      expect(dialog).toHaveTextContent('Diwali offer डील्स की लिस्ट से तुरंत हट जाएगी');
    });
  });
});

describe('/my-deals form', () => {
  it("gives the domain's messages for an empty deal and an offer above the original", async () => {
    const { sent } = stubCampaignsApi([]);
    renderMyDeals();
    await openNewDeal();
    expect(screen.getByLabelText('Contact phone')).toHaveValue('9876543210');
    await userEvent.clear(screen.getByLabelText('Contact phone'));
    await userEvent.type(screen.getByLabelText('Contact phone'), '12345');
    await userEvent.click(createButton());

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Date is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid 10-digit mobile')).toBeInTheDocument();
    expect(within(item(1)).getByText('Item name is required')).toBeInTheDocument();
    expect(within(item(1)).getAllByText('Amount is required')).toHaveLength(2);

    await fillItem(1, 'Cover', '100', '120');
    expect(
      await within(item(1)).findByText('Offer price cannot be more than the original price'),
    ).toBeInTheDocument();
    // A higher original clears it at once.
    await userEvent.clear(within(item(1)).getByLabelText('Original price (₹)'));
    await userEvent.type(within(item(1)).getByLabelText('Original price (₹)'), '150');
    await waitFor(() =>
      expect(
        within(item(1)).queryByText('Offer price cannot be more than the original price'),
      ).toBeNull(),
    );
    expect(writes(sent)).toEqual([]);
  });

  it('adds and removes item rows, keeping at least one', async () => {
    stubCampaignsApi([]);
    renderMyDeals();
    await openNewDeal();
    expect(screen.getAllByRole('group', { name: /^Item \d$/ })).toHaveLength(1);
    expect(within(item(1)).queryByRole('button', { name: 'Remove item 1' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(screen.getAllByRole('group', { name: /^Item \d$/ })).toHaveLength(3);
    await userEvent.type(within(item(3)).getByLabelText('Item name'), 'Charger');

    await userEvent.click(screen.getByRole('button', { name: 'Remove item 2' }));
    expect(screen.getAllByRole('group', { name: /^Item \d$/ })).toHaveLength(2);
    expect(within(item(2)).getByLabelText('Item name')).toHaveValue('Charger');
    await userEvent.click(screen.getByRole('button', { name: 'Remove item 2' }));
    expect(screen.queryByRole('button', { name: /^Remove item/ })).toBeNull();
  });

  it('uploads the banner as soon as it is chosen, waits for it, then creates the deal', async () => {
    const { sent, releaseUploads } = stubCampaignsApi([], { holdUploads: true });
    renderMyDeals();
    await openNewDeal();
    await userEvent.type(screen.getByLabelText('Title'), 'Diwali offer');
    await userEvent.type(screen.getByLabelText('Description'), 'Big savings');
    fireEvent.input(screen.getByLabelText('Last day'), { target: { value: '2030-12-01' } });
    await fillItem(1, 'Screen guard', '499', '299');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await fillItem(2, 'Charger', '1200', '999.50');

    const photo = new File(['png'], 'banner.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Banner image'), photo);
    expect(screen.getByRole('img', { name: 'Banner image, uploading' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    expect(screen.getByText('Uploading...')).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('Banner image')).toBeDisabled();
    expect(createButton()).toBeDisabled();

    releaseUploads();
    expect(await screen.findByRole('img', { name: 'Banner image' })).toHaveAttribute('src', BANNER);
    const upload = sent.find((request) => request.path === '/api/campaigns/mine/images');
    expect((upload?.body as FormData).get('kind')).toBe('banner');
    expect((upload?.body as FormData).get('image')).toBeInstanceOf(File);

    await userEvent.upload(within(item(2)).getByLabelText('Item picture'), photo);
    expect(await within(item(2)).findByRole('img', { name: 'Item picture' })).toHaveAttribute(
      'src',
      ITEM_IMAGE,
    );

    await userEvent.click(createButton());
    expect(await screen.findByText('Deal created')).toBeInTheDocument();
    expect(writes(sent)).toEqual([
      {
        method: 'POST',
        path: '/api/campaigns/mine',
        body: {
          title: 'Diwali offer',
          description: 'Big savings',
          bannerImage: BANNER,
          deadline: '2030-12-01',
          contactPhone: '9876543210',
          items: [
            { name: 'Screen guard', image: null, originalPrice: 499, offerPrice: 299 },
            { name: 'Charger', image: ITEM_IMAGE, originalPrice: 1200, offerPrice: 999.5 },
          ],
        },
      },
    ]);
    // Back on the list, read again, with the new deal's link ready to share.
    expect(await screen.findByRole('region', { name: "New deal's link" })).toHaveTextContent(
      'Diwali offer is live',
    );
    expect(await card('Diwali offer')).toBeInTheDocument();
  });

  it("says why an upload failed and keeps the deal's image as it was", async () => {
    stubCampaignsApi([], {
      uploadFailure: { status: 413, body: { message: 'Image must be at most 2 MB' } },
    });
    renderMyDeals();
    await openNewDeal();
    await userEvent.upload(
      screen.getByLabelText('Banner image'),
      new File(['png'], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Image must be at most 2 MB')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Banner image/ })).toBeNull();
    expect(createButton()).toBeEnabled();
  });

  it('edits a deal with its values filled in', async () => {
    const { sent } = stubCampaignsApi([makeCampaign()]);
    renderMyDeals();
    await userEvent.click(
      within(await card('Diwali offer')).getByRole('button', { name: 'Edit Diwali offer' }),
    );
    expect(screen.getByRole('form', { name: 'Edit deal' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Diwali offer');
    expect(screen.getByLabelText('Last day')).toHaveValue('2030-12-01');
    expect(screen.getAllByRole('group', { name: /^Item \d$/ })).toHaveLength(3);
    expect(within(item(3)).getByLabelText('Offer price (₹)')).toHaveValue('999.5');

    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.type(screen.getByLabelText('Title'), 'Diwali mega offer');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Deal updated')).toBeInTheDocument();
    const [update] = writes(sent);
    expect(update).toMatchObject({
      method: 'PUT',
      path: `/api/campaigns/mine/${makeCampaign()._id}`,
      body: { title: 'Diwali mega offer', deadline: '2030-12-01' },
    });
    expect(await card('Diwali mega offer')).toBeInTheDocument();
  });
});
