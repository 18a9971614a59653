import { MESSAGES, PLAN_MESSAGES } from '@khatabill/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { files } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { CAMPAIGN_IMAGES, campaignRequests } from '../../test/campaigns';
import { describeEachDatabase } from '../../test/db';
import { createTestShop, sendForm } from '../../test/factories';
import { pngOf } from '../../test/images';
import { errorBody } from '../../plugins/error-handler';

const text = (value: string) => new TextEncoder().encode(value);

describeEachDatabase('deal pictures', (getDatabase) => {
  const app = useTestApp(getDatabase);
  const newShop = async (options = {}) => {
    const session = await createTestShop(app(), options);
    return { ...session, requests: campaignRequests(app, session.token) };
  };
  const storedFiles = async (shopId: string) =>
    app().db.select().from(files).where(eq(files.tenantId, shopId));

  it('stores a banner as WebP within 1200 px and an item picture within 512 px', async () => {
    const { user, requests } = await newShop();

    const banner = await requests.upload(await pngOf(2400, 1000), 'banner');
    const item = await requests.upload(await pngOf(1000, 2000), 'item', 'item.png');

    expect(banner.statusCode, banner.body).toBe(201);
    expect(item.statusCode, item.body).toBe(201);
    const paths = [banner, item].map((response) => response.json().data.path as string);
    for (const path of paths) expect(path).toMatch(/^\/files\/[0-9a-f]{64}\.webp$/);
    const sizes = await Promise.all(
      paths.map(async (path) => {
        const served = await app().inject({ method: 'GET', url: path });
        expect(served.headers['content-type']).toBe('image/webp');
        const { format, width, height } = await sharp(served.rawPayload).metadata();
        return { format, width, height };
      }),
    );
    expect(sizes).toEqual([
      { format: 'webp', width: 1200, height: 500 },
      { format: 'webp', width: 256, height: 512 },
    ]);
    expect(await storedFiles(user._id)).toHaveLength(2);
  });

  it('refuses anything but a picture with a 400 and stores nothing', async () => {
    const { user, requests } = await newShop();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

    for (const [bytes, filename] of [
      [text(svg), 'banner.svg'],
      [text('just some text, honestly'), 'banner.png'],
      [text('\u0089PNG\r\n\u001a\n broken'), 'broken.png'],
    ] as const) {
      const response = await requests.upload(bytes, 'banner', filename);
      expect(response.statusCode, filename).toBe(400);
      expect(response.json(), filename).toEqual({
        message: 'Please upload a JPEG, PNG or WebP image.',
        code: 'unsupportedImage',
        errors: { image: 'Please upload a JPEG, PNG or WebP image.' },
      });
    }
    expect(await storedFiles(user._id)).toEqual([]);
  });

  it('refuses a PNG claiming huge dimensions with a 400', async () => {
    const { user, requests } = await newShop();
    // A real 1×1 PNG whose header claims 100 000 × 100 000 pixels.
    const png = Buffer.from(await pngOf(1, 1));
    png.writeUInt32BE(100_000, 16);
    png.writeUInt32BE(100_000, 20);

    const response = await requests.upload(png);

    expect(response.statusCode).toBe(400);
    expect(await storedFiles(user._id)).toEqual([]);
  });

  it('answers 413 for an upload over 2 MB', async () => {
    const { user, requests } = await newShop();
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(await pngOf(10, 10));

    const response = await requests.upload(big);

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(errorBody('Image must be 2 MB or smaller.'));
    expect(await storedFiles(user._id)).toEqual([]);
  });

  it('needs the file and a kind of banner or item', async () => {
    const { token, requests } = await newShop();

    const noFile = await sendForm(app(), {
      method: 'POST',
      url: CAMPAIGN_IMAGES,
      token,
      fields: { kind: 'banner' },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toEqual({ image: 'Please upload a JPEG, PNG or WebP image.' });
    const badKind = await requests.upload(await pngOf(10, 10), 'poster');
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().errors).toEqual({ kind: MESSAGES.invalidOption });
    const asJson = await requests.send('POST', CAMPAIGN_IMAGES, {
      image: '/files/x.webp',
      kind: 'item',
    });
    expect(asJson.statusCode).toBe(400);
  });

  it('is closed to an expired starter and to anyone not logged in', async () => {
    const { user, requests } = await newShop({ trialEndsAt: null });

    const refused = await requests.upload(await pngOf(10, 10));

    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(errorBody(PLAN_MESSAGES.upgradeToAccess));
    expect(await storedFiles(user._id)).toEqual([]);
    const anonymous = await sendForm(app(), {
      method: 'POST',
      url: CAMPAIGN_IMAGES,
      fields: { kind: 'banner' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
