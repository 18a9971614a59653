import type { Locator, Page } from '@playwright/test';
import {
  billItem,
  expect,
  fillCustomer,
  fillItem,
  signUpServiceShop,
  signUpShop,
  test,
} from './fixtures';

const SMALL_PHONE = { width: 360, height: 640 };

/** A customer and one item, typed (not confirmed), then the keyboard closed. */
async function typeBill(page: Page, customer = 'Asha Verma') {
  await fillCustomer(page, customer, '9876543210', { confirm: false });
  await fillItem(page, 1, 'Battery', '1200');
  await page.getByRole('heading', { name: 'Create Bill' }).click();
  // The action bar settles back above the navigation.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

const saveAndDone = (page: Page) => page.getByRole('button', { name: 'Save & Done' });

/** Where the bottom of Save & Done is, in the viewport. */
async function saveAndDoneBottom(page: Page): Promise<number> {
  const box = await saveAndDone(page).boundingBox();
  return box!.y + box!.height;
}

/** Height of everything fixed or sticky on screen: the chrome that never scrolls away. */
function fixedChromeHeight(page: Page): Promise<number> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('body *:not(dialog, [popover])'))
      .filter((element) => ['fixed', 'sticky'].includes(getComputedStyle(element).position))
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .reduce((sum, element) => sum + element.getBoundingClientRect().height, 0),
  );
}

/** How many lines a button's label takes. */
function labelLines(button: Locator): Promise<number> {
  return button.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.bottom))).size;
  });
}

for (const viewport of [SMALL_PHONE, { width: 390, height: 844 }]) {
  test(`a double tap on Save & Done at ${viewport.width}×${viewport.height} leaves the share options open`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await signUpShop(request, page, { shopName: 'Double Tap Store' });
    await page.goto('/create-bill');
    await typeBill(page);

    const box = await saveAndDone(page).boundingBox();
    const tap = { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 };
    await page.touchscreen.tap(tap.x, tap.y);
    await page.waitForTimeout(80);
    await page.touchscreen.tap(tap.x, tap.y);

    const dialog = page.getByRole('dialog', { name: 'Share Bill' });
    await expect(dialog.getByRole('link', { name: 'Share on WhatsApp' })).toBeVisible();
    await page.waitForTimeout(500);
    // Where Save & Done was there is the dialog's content, and no control: even a late tap
    // there neither closes the dialog (as the backdrop would) nor presses a button.
    const underTap = await page.evaluate(({ x, y }) => {
      const element = document.elementFromPoint(x, y);
      return {
        isContent: element?.closest('dialog') != null && element.tagName !== 'DIALOG',
        control: element?.closest('a, button, input')?.outerHTML ?? null,
      };
    }, tap);
    expect(underTap).toEqual({ isContent: true, control: null });
    await page.touchscreen.tap(tap.x, tap.y);
    await expect(dialog.getByRole('link', { name: 'Share on WhatsApp' })).toBeVisible();
  });
}

test.describe('at 360×640', () => {
  test.use({ viewport: SMALL_PHONE });

  test('Create Bill keeps its fixed chrome within a quarter of the screen, buttons on one line', async ({
    page,
    request,
  }) => {
    await signUpServiceShop(request, page);
    await page.goto('/create-bill');
    await expect(saveAndDone(page)).toBeVisible();

    expect(await fixedChromeHeight(page)).toBeLessThanOrEqual(160);
    for (const label of ['On Hold', 'Pending', 'Save & Done']) {
      const button = page.getByRole('button', { name: label, exact: true });
      expect(await labelLines(button), `${label} wraps`).toBe(1);
      expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
        true,
      );
    }

    // Typing: the keyboard takes the bottom of the screen, the navigation steps aside.
    await page.getByLabel('Customer Name').click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    expect(await fixedChromeHeight(page)).toBeLessThanOrEqual(70);
    expect(await saveAndDoneBottom(page)).toBeGreaterThan(SMALL_PHONE.height - 20);
  });

  test("the saved bill's notice and the share dialog keep clear of each other", async ({
    page,
    request,
  }) => {
    await signUpShop(request, page, { shopName: 'Notice Test Store' });
    await page.goto('/create-bill');
    await typeBill(page);
    await saveAndDone(page).click();

    const dialog = page.getByRole('dialog', { name: 'Share Bill' });
    const notice = page.getByText('Bill created successfully');
    await expect(dialog.getByRole('heading', { name: 'Notice Test Store' })).toBeVisible();
    await expect(notice).toBeVisible();
    const [noticeBox, dialogBox] = await Promise.all([notice.boundingBox(), dialog.boundingBox()]);
    // The notice sits above the dialog: neither its title nor the shop's name is under it.
    expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(dialogBox!.y);
    expect(dialogBox!.y + dialogBox!.height).toBeLessThanOrEqual(SMALL_PHONE.height);
  });

  test('the action bar stays at the bottom on the payment-method step and under a dialog', async ({
    page,
    request,
  }) => {
    await signUpShop(request, page, { shopName: 'Bar Test Store' });
    await page.goto('/create-bill');
    const navigationTop = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!.y;
    const atItems = await saveAndDoneBottom(page);
    expect(atItems).toBeGreaterThan(navigationTop - 20);

    await page.getByRole('button', { name: 'Choose Payment Method' }).click();
    await expect(page.getByRole('group', { name: 'Payment Method' })).toBeVisible();
    expect(await saveAndDoneBottom(page)).toBe(atItems);

    await page.getByRole('button', { name: 'Scan & Pay' }).click();
    await expect(page.getByRole('dialog', { name: 'Scan & Pay' })).toBeVisible();
    expect(await saveAndDoneBottom(page)).toBe(atItems);
  });

  test('a half-typed bill survives the bottom bar, Android back and a reload', async ({
    page,
    request,
  }) => {
    await signUpServiceShop(request, page);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Create Bill' }).click();
    await typeBill(page, 'Ravi Kumar');

    await page.getByRole('link', { name: 'Bill Book' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave this bill?' });
    await leave.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/bill-book$/);
    // Bill Book drawn (its chunk loaded on a busy machine) before the back gesture.
    await expect(page.getByRole('heading', { name: 'All Bills' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/create-bill$/);
    const restored = page.getByRole('status').filter({ hasText: 'Restored your unsaved bill' });
    await expect(restored).toHaveText('Restored your unsaved bill — Discard');
    await expect(page.getByLabel('Customer Name')).toHaveValue('Ravi Kumar');
    await expect(billItem(page, 1).getByLabel('Product name')).toHaveValue('Battery');

    // Android back asks too, and Stay keeps the bill on screen.
    await page.goBack();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/create-bill$/);
    await expect(page.getByLabel('Customer Name')).toHaveValue('Ravi Kumar');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(restored).toHaveText('Restored your unsaved bill — Discard');
    await restored.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByLabel('Customer Name')).toHaveValue('');
    await page.getByRole('link', { name: 'Bill Book' }).click();
    await expect(page).toHaveURL(/\/bill-book$/);
  });
});
