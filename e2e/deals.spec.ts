import { addDays, toShopDay } from '@khatabill/domain';
import {
  expect,
  expectNoSidewaysScroll,
  openFromMore,
  pngImage,
  signupViaApi,
  test,
  useSessionIn,
} from './fixtures';

// End customers open deals on cheap phones from WhatsApp: the smallest phone of product §13.
const PHONE = { width: 360, height: 640 };
test.use({ viewport: PHONE });

test('a shop publishes a deal with two items and a banner; a logged-out visitor finds it, opens it and can reach the shop', async ({
  page,
  request,
  browser,
}) => {
  // A word no other journey's deal has, to find this one among them.
  const word = `Tara${Math.random().toString(36).slice(2, 8)}`;
  const title = `${word} Diwali offer`;
  const shop = await signupViaApi(request, { shopName: 'Ravi Mobiles' });
  await useSessionIn(page, shop);

  // The shop: My Deals from the More menu, a new deal with a banner and two items.
  await page.goto('/dashboard');
  await openFromMore(page, 'My Deals');
  await expect(page.getByRole('heading', { level: 1, name: 'My Deals' })).toBeVisible();
  await page.getByRole('button', { name: 'New deal' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Festive prices on accessories, this week only.');
  // A photo bigger than the server keeps: the browser shrinks it before uploading.
  await page.getByLabel('Banner image').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: pngImage(1600, 800),
  });
  const banner = page.getByRole('img', { name: 'Banner image', exact: true });
  await expect(banner).toHaveAttribute('src', /^\/files\/[0-9a-f]{64}\.webp$/);
  await page.getByLabel('Last day').fill(addDays(toShopDay(new Date()), 5));
  const item = (serial: number) => page.getByRole('group', { name: `Item ${serial}` });
  await item(1).getByLabel('Item name').fill('Screen guard');
  await item(1).getByLabel('Original price (₹)').fill('499');
  await item(1).getByLabel('Offer price (₹)').fill('299');
  await page.getByRole('button', { name: 'Add item' }).click();
  await item(2).getByLabel('Item name').fill('Fast charger');
  await item(2).getByLabel('Original price (₹)').fill('1200');
  await item(2).getByLabel('Offer price (₹)').fill('999.50');
  await page.getByRole('button', { name: 'Create deal' }).click();

  await expect(page.getByText('Deal created')).toBeVisible();
  const shared = page.getByRole('region', { name: "New deal's link" });
  const link = await shared.getByRole('link', { name: `Public link of ${title}` }).textContent();
  const slug = new URL(link ?? '').pathname.replace('/campaigns/', '');
  expect(slug).toMatch(new RegExp(`^${word.toLowerCase()}-diwali-offer-ravi-mobiles`));
  const myDeal = page.getByRole('article', { name: title });
  await expect(myDeal).toContainText('Active');
  await expect(myDeal).toContainText('0 views · 0 clicks');
  await expectNoSidewaysScroll(page, '/my-deals');

  // A visitor without an account, on a phone of their own, from the landing page.
  const visitorContext = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await visitor.getByRole('link', { name: 'See deals from shops' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
  // The server draws the list (no app to follow the typing): the search is sent with Enter.
  await visitor.getByPlaceholder('Search shop or product').fill(word.toLowerCase());
  await visitor.getByPlaceholder('Search shop or product').press('Enter');
  const card = visitor.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(visitor.getByRole('article')).toHaveCount(1);
  await expect(card).toContainText('Ravi Mobiles');
  await expect(card).toContainText('Screen guard₹299was ₹49940% off');
  await expect(card).toContainText('Fast charger₹999.50was ₹1,20017% off');
  await expectNoSidewaysScroll(visitor, '/deals');

  await card.getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(`/campaigns/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const items = visitor.getByRole('region', { name: 'Items on offer' }).getByRole('listitem');
  await expect(items).toHaveText([/^Screen guard₹299was ₹499/, /^Fast charger₹999\.50was ₹1,200/]);
  await expect(visitor.locator('article img').first()).toHaveAttribute(
    'src',
    /^\/files\/[0-9a-f]{64}\.webp$/,
  );

  // The contact phone is the shop's own mobile unless changed: Call Shop and WhatsApp reach
  // it with India's 91, and the WhatsApp text names the deal and links to it.
  await expect(visitor.getByRole('link', { name: 'Call Shop' })).toHaveAttribute(
    'href',
    `tel:+91${shop.mobile}`,
  );
  const whatsapp = new URL(
    (await visitor.getByRole('link', { name: 'WhatsApp', exact: true }).getAttribute('href')) ?? '',
  );
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe(`https://wa.me/91${shop.mobile}`);
  expect(whatsapp.searchParams.get('text')).toContain(`${title} at Ravi Mobiles`);
  expect(whatsapp.searchParams.get('text')).toContain(`/campaigns/${slug}`);
  const chat = new URL(
    (await visitor.getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href')) ?? '',
  );
  expect(chat.searchParams.get('text')).toContain(title);
  await expectNoSidewaysScroll(visitor, `/campaigns/${slug}`);

  // A tap on Call Shop counts a click on its way to the dialer.
  const click = visitor.waitForResponse((response) =>
    response.url().endsWith(`/api/campaigns/campaigns/${slug}/click`),
  );
  await visitor.getByRole('link', { name: 'Call Shop' }).click();
  expect((await click).status()).toBe(200);

  // Opened from a WhatsApp message: the server draws the page whole, so it shows even
  // without JavaScript, and its one small script, none of the app's, counts the view and a
  // tap as the app did.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const plainPage = await noScript.newPage();
  await plainPage.goto(`/campaigns/${slug}`);
  await expect(plainPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(plainPage.getByRole('link', { name: 'Call Shop' })).toBeVisible();
  await noScript.close();

  // A page of its own: after one tap on a tel: link, the test's browser takes no other tap.
  const opened = await visitorContext.newPage();
  const scripts: string[] = [];
  opened.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  const view = opened.waitForResponse((response) =>
    response.url().endsWith(`/api/campaigns/campaigns/${slug}`),
  );
  await opened.goto(`/campaigns/${slug}`);
  expect((await view).status()).toBe(200);
  await expect(opened.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(opened.locator('#root')).toHaveCount(0);
  expect(scripts[0]).toMatch(/^\/assets\/deal-script-[\w-]+\.js$/);
  expect(scripts.filter((script) => /\/(index|react|router|query)-/.test(script))).toEqual([]);
  await expect(
    opened.getByRole('region', { name: 'Items on offer' }).getByRole('listitem'),
  ).toHaveText([/^Screen guard₹299was ₹499/, /^Fast charger₹999\.50was ₹1,200/]);
  const passedOn = new URL(
    (await opened.getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href')) ?? '',
  );
  expect(passedOn.searchParams.get('text')).toMatch(
    new RegExp(`${title} at Ravi Mobiles: .* ${new URL(opened.url()).origin}/campaigns/${slug}$`),
  );
  await expectNoSidewaysScroll(opened, `/campaigns/${slug} drawn by the server`);
  const secondClick = opened.waitForResponse((response) =>
    response.url().endsWith(`/api/campaigns/campaigns/${slug}/click`),
  );
  await opened.getByRole('link', { name: 'Call Shop' }).click();
  expect((await secondClick).status()).toBe(200);
  await visitorContext.close();

  // The shop sees both visits and both taps.
  await page.reload();
  await expect(page.getByRole('article', { name: title })).toContainText('2 views · 2 clicks');
});
