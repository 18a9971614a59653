import { expect, signupViaApi, test, useSessionIn } from './fixtures';

/** The same claims under a signature the server never made, as after a secret changes. */
const forged = (token: string) => `${token.slice(0, token.lastIndexOf('.'))}.${'A'.repeat(43)}`;

for (const [kind, tokenOf] of [
  ['malformed', () => 'not-a-token-the-server-made'],
  ['forged', forged],
] as const) {
  test(`a stored ${kind} token sends the owner to log in again, not to the landing page`, async ({
    page,
    request,
  }) => {
    const shop = await signupViaApi(request);
    await useSessionIn(page, { ...shop, token: tokenOf(shop.token) });

    await page.goto('/bill-book');

    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });
}
