import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { de, en } from '@dreamweaver/contracts';
import { SKIP_MESSAGE, chromiumAvailable } from './chromium.ts';
import { accountReady, createStory, openPage, remoteReady, screenshot } from './pages.ts';
import { storyctl, useProductAndBrowser, type Product } from './product.ts';

if (!chromiumAvailable) console.warn(SKIP_MESSAGE);

const dialog = (page: Page) => page.getByRole('dialog', { name: en['account.dialog.title'] });
/** Registers an account from the page (its session is signed in; reload to see it). */
const register = (page: Page, username: string, password: string) =>
  page.evaluate(
    async (body) => {
      const res = await fetch('/api/auth/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status !== 201) throw new Error(`register answered ${res.status}`);
    },
    { username, password },
  );
const toastWith = (page: Page, text: string) => page.getByTestId('toast-viewport').getByText(text, { exact: true });

describe.skipIf(!chromiumAvailable)('accounts in Chromium', () => {
  let browser: Browser;
  let product: Product;
  useProductAndBrowser((started) => ({ browser, product } = started));

  it('registers, signs out, signs in (wrong password first) and is offered the story made before signing in', async () => {
    const { page, errors, close } = await openPage(browser, `${product.url}/my-stories`);
    await remoteReady(page, 'mf_account');
    await accountReady(page);
    const story = await createStory(page, 'Mia');

    // Signed out: the prompt opens the dialog.
    await page.getByRole('button', { name: en['account.myStories.signedOut.action'] }).click();
    await dialog(page).waitFor();
    expect(await dialog(page).innerText()).toContain(en['account.dialog.description']);
    await screenshot(page, 'account-dialog-sign-in-en');

    // Esc closes it and focus goes back to the prompt.
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByTestId('account-control').click();
    await dialog(page).waitFor();

    // Register: the validation messages of the dictionaries, the confirm error on its own field.
    await dialog(page).getByRole('tab', { name: en['account.tabs.register'] }).click();
    const form = dialog(page);
    await form.getByRole('button', { name: en['account.form.register'] }).click();
    await form.getByText(en['validation.username.min']).waitFor();
    expect(await form.getByText(en['validation.password.min']).count()).toBe(1);
    await form.getByLabel(en['account.form.username'], { exact: true }).fill('mia_parent');
    await form.getByLabel(en['account.form.password'], { exact: true }).fill('moonlight7');
    await form.getByLabel(en['account.form.confirmPassword']).fill('moonlight8');
    await form.getByRole('button', { name: en['account.form.register'] }).click();
    const confirm = form.getByLabel(en['account.form.confirmPassword']);
    await form.getByText(en['validation.password.match']).waitFor();
    expect(await confirm.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await confirm.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(en['validation.password.match']);
    await screenshot(page, 'account-dialog-register-errors-en');

    // Focus stays inside the dialog.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);

    await confirm.fill('moonlight7');
    await form.getByRole('button', { name: en['account.form.register'] }).click();
    await toastWith(page, en['account.register.success.title']).waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    expect(await page.getByTestId('account-avatar-letter').textContent()).toBe('M');

    // The story made before registering is offered to the account, and listed once accepted.
    const offer = page.getByRole('dialog', { name: en['account.offered.title'] });
    await offer.waitFor();
    expect(await offer.getByTestId('offered-story').allInnerTexts()).toEqual([expect.stringContaining(story.title)]);
    await offer.getByRole('button', { name: en['account.offered.accept'] }).click();
    await offer.waitFor({ state: 'detached' });
    const card = page.locator(`[data-testid="my-story-card"][data-story-id="${story.id}"]`);
    await card.waitFor();
    expect(await card.getByRole('heading').textContent()).toBe(story.title);
    expect(await card.innerText()).toMatch(/Created [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(await card.getByRole('link', { name: en['account.myStories.continue'] }).getAttribute('href')).toBe(
      `/story/${story.id}`,
    );
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.account-card img')].every((img) => (img as HTMLImageElement).complete),
    );
    await screenshot(page, 'my-stories-list-en');

    // The menu, by keyboard: My Account with My Stories and Log out, no Admin Dashboard.
    await page.getByTestId('account-control').focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: en['account.menu.title'] });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      en['account.menu.myStories'],
      en['account.menu.changePassword'],
      en['accountExport.menu'],
      en['account.menu.deleteAccount'],
      en['account.menu.logout'],
    ]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
    await screenshot(page, 'account-menu-en');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter'); // Log out
    await page.getByRole('button', { name: en['account.signIn'], exact: true }).waitFor();
    await page.getByText(en['account.myStories.signedOut.title']).waitFor();
    expect(await page.getByTestId('my-story-card').count()).toBe(0);

    // Wrong password: banner and toast; the busy label while the request is held.
    await page.getByRole('button', { name: en['account.myStories.signedOut.action'] }).click();
    await form.getByLabel(en['account.form.username'], { exact: true }).fill('mia_parent');
    await form.getByLabel(en['account.form.password'], { exact: true }).fill('wrong-password');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      '**/api/auth/login',
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await form.getByRole('button', { name: en['account.form.signIn'] }).click();
    await form.getByRole('button', { name: en['account.form.signingIn'] }).waitFor();
    expect(await form.getByLabel(en['account.form.username'], { exact: true }).isDisabled()).toBe(true);
    expect(await form.getByLabel(en['account.form.password'], { exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'account-dialog-busy-en');
    release();
    await form.getByTestId('account-banner').waitFor();
    expect(await form.getByTestId('account-banner').textContent()).toBe(en['errors.invalidCredentials']);
    await toastWith(page, en['account.login.failed.title']).waitFor();
    await screenshot(page, 'account-dialog-wrong-password-en');

    await form.getByLabel(en['account.form.password'], { exact: true }).fill('moonlight7');
    await form.getByRole('button', { name: en['account.form.signIn'] }).click();
    await toastWith(page, en['account.login.success.title']).waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    await card.waitFor();
    expect(await page.getByTestId('account-avatar-letter').textContent()).toBe('M');

    // Still signed in after a reload; Log out by mouse.
    await page.reload();
    await card.waitFor();
    await page.getByTestId('account-control').click();
    await page.getByRole('menuitem', { name: en['account.menu.logout'] }).click();
    await page.getByRole('button', { name: en['account.signIn'], exact: true }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('changes the password from the account menu, and makes a temporary password be changed at once', async () => {
    const { page, errors, close } = await openPage(browser, `${product.url}/my-stories`);
    await remoteReady(page, 'mf_account');
    await accountReady(page);
    await page.evaluate(async () => {
      const res = await fetch('/api/auth/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'owl_keeper', password: 'first-owl-pass' }),
      });
      if (res.status !== 201) throw new Error(`register answered ${res.status}`);
    });
    await page.reload();
    await page.getByTestId('account-control').click();
    await page.getByRole('menuitem', { name: en['account.menu.changePassword'] }).click();
    const change = page.getByRole('dialog', { name: en['account.password.title'] });
    await change.waitFor();
    expect(await change.innerText()).toContain(en['account.password.description']);
    await change.getByRole('button', { name: en['account.password.submit'] }).click();
    await change.getByText(en['validation.password.current']).waitFor();
    await change.getByLabel(en['account.password.current'], { exact: true }).fill('not-my-password');
    await change.getByLabel(en['account.password.new'], { exact: true }).fill('second-owl-pass');
    await change.getByLabel(en['account.password.confirm'], { exact: true }).fill('second-owl-pass');
    await change.getByRole('button', { name: en['account.password.submit'] }).click();
    await change.getByText(en['errors.currentPasswordWrong']).waitFor();
    await screenshot(page, 'change-password-wrong-current-en');
    await change.getByLabel(en['account.password.current'], { exact: true }).fill('first-owl-pass');
    await change.getByRole('button', { name: en['account.password.submit'] }).click();
    await toastWith(page, en['account.password.success.title']).waitFor();
    await change.waitFor({ state: 'detached' });
    // Still signed in, with the new password only.
    await page.reload();
    await page.getByText(en['account.myStories.empty.title']).waitFor();
    expect(await page.evaluate(async () => (await (await fetch('/api/auth/me')).json()).username)).toBe('owl_keeper');

    // The admin resets it: the temporary password signs in, and the dialog opens by itself.
    const { temporaryPassword } = JSON.parse(
      await storyctl(['users', 'reset-password', 'owl_keeper', '--json'], product.env),
    );
    await page.reload();
    await page.getByTestId('account-control').click();
    const signInDialog = dialog(page);
    await signInDialog.getByLabel(en['account.form.username'], { exact: true }).fill('owl_keeper');
    await signInDialog.getByLabel(en['account.form.password'], { exact: true }).fill(temporaryPassword);
    await signInDialog.getByRole('button', { name: en['account.form.signIn'] }).click();
    await signInDialog.waitFor({ state: 'detached' });
    await change.waitFor();
    expect(await change.innerText()).toContain(en['account.password.required']);
    expect(await page.evaluate(async () => (await fetch('/api/stories/user')).status)).toBe(403);
    await screenshot(page, 'change-password-forced-en');
    await change.getByLabel(en['account.password.current'], { exact: true }).fill(temporaryPassword);
    await change.getByLabel(en['account.password.new'], { exact: true }).fill('third-owl-pass');
    await change.getByLabel(en['account.password.confirm'], { exact: true }).fill('third-owl-pass');
    await change.getByRole('button', { name: en['account.password.submit'] }).click();
    await change.waitFor({ state: 'detached' });
    await page.getByText(en['account.myStories.empty.title']).waitFor();
    expect(await page.evaluate(async () => (await fetch('/api/stories/user')).status)).toBe(200);
    expect(errors.filter((e) => !/403/.test(e))).toEqual([]);
    await close();
  });

  it('deletes the account from the menu, with the password asked again, and signs out with a confirmation', async () => {
    const { page, errors, close } = await openPage(browser, `${product.url}/my-stories`);
    await remoteReady(page, 'mf_account');
    await accountReady(page);
    await register(page, 'leaving_owl', 'owl-goes-away');
    await page.reload();
    await page.getByTestId('account-avatar-letter').waitFor();
    const story = await createStory(page, 'Mia');
    expect(await page.evaluate(async (id) => (await fetch(`/api/stories/${id}`)).status, story.id)).toBe(200);

    await page.getByTestId('account-control').click();
    await page.getByRole('menuitem', { name: en['account.menu.deleteAccount'] }).click();
    const removal = page.getByRole('dialog', { name: en['account.delete.title'] });
    await removal.waitFor();
    const said = await removal.innerText();
    for (const key of ['account.delete.intro', 'account.delete.goes.children', 'account.delete.kept'] as const)
      expect(said).toContain(en[key]);
    await removal.getByRole('button', { name: en['account.delete.submit'] }).click();
    await removal.getByText(en['validation.password.deleteAccount']).waitFor();
    await removal.getByLabel(en['account.delete.password'], { exact: true }).fill('not-my-password');
    await removal.getByRole('button', { name: en['account.delete.submit'] }).click();
    await removal.getByText(en['errors.deleteAccountPasswordWrong']).waitFor();
    await toastWith(page, en['account.delete.failed.title']).waitFor();
    await screenshot(page, 'delete-account-wrong-password-en');

    await removal.getByLabel(en['account.delete.password'], { exact: true }).fill('owl-goes-away');
    await removal.getByRole('button', { name: en['account.delete.submit'] }).click();
    const done = page.getByRole('dialog', { name: en['account.deleted.title'] });
    await done.waitFor();
    expect(await done.innerText()).toContain(en['account.deleted.text']);
    await page.getByRole('button', { name: en['account.signIn'], exact: true }).waitFor();
    await toastWith(page, en['account.delete.failed.title']).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    await screenshot(page, 'account-deleted-en');
    await done.getByRole('button', { name: en['account.deleted.close'] }).last().click();
    await done.waitFor({ state: 'detached' });

    const after = await page.evaluate(async (id) => {
      const login = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'leaving_owl', password: 'owl-goes-away' }),
      });
      return { story: (await fetch(`/api/stories/${id}`)).status, login: login.status };
    }, story.id);
    expect(after).toEqual({ story: 404, login: 401 });
    expect(errors.filter((e) => !/40[134]/.test(e))).toEqual([]);
    await close();
  });

  it('says what goes in German too', async () => {
    const { page, errors, close } = await openPage(browser, `${product.url}/my-stories`);
    await remoteReady(page, 'mf_account');
    await accountReady(page);
    await register(page, 'eule_geht', 'eule-fliegt-fort');
    await page.reload();
    await page.getByRole('button', { name: en['app.language.de'] }).click();
    await page.getByRole('heading', { name: de['account.myStories.title'], level: 1 }).waitFor();
    await page.getByTestId('account-control').click();
    await page.getByRole('menuitem', { name: de['account.menu.deleteAccount'] }).click();
    const removal = page.getByRole('dialog', { name: de['account.delete.title'] });
    await removal.waitFor();
    expect(await removal.innerText()).toContain(de['account.delete.kept']);
    await screenshot(page, 'delete-account-dialog-de');
    await removal.getByLabel(de['account.delete.password'], { exact: true }).fill('eule-fliegt-fort');
    await removal.getByRole('button', { name: de['account.delete.submit'] }).click();
    const done = page.getByRole('dialog', { name: de['account.deleted.title'] });
    await done.waitFor();
    expect(await done.innerText()).toContain(de['account.deleted.text']);
    await screenshot(page, 'account-deleted-de');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the empty state and a 360 px wide phone layout', async () => {
    const { page, close } = await openPage(browser, `${product.url}/my-stories`, { width: 360, height: 740 });
    await remoteReady(page, 'mf_account');
    await accountReady(page);
    await page.evaluate(async () => {
      const res = await fetch('/api/auth/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'empty_shelf', password: 'moonlight7' }),
      });
      if (res.status !== 201) throw new Error(`register answered ${res.status}`);
    });
    await page.route('**/api/stories/user', (route) => route.fulfill({ status: 500, body: 'boom' }), { times: 1 });
    await page.reload();
    await page.getByText(en['account.myStories.error.title']).waitFor();
    await screenshot(page, 'my-stories-error-360');
    await page.getByRole('button', { name: en['account.myStories.error.retry'] }).click();
    await page.getByText(en['account.myStories.empty.title']).waitFor();
    expect(await page.getByRole('link', { name: en['account.myStories.empty.action'] }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: en['account.myStories.createNew'] }).getAttribute('href')).toBe('/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'my-stories-empty-360');
    await page.getByTestId('account-control').click();
    await page.getByRole('menu').waitFor();
    await screenshot(page, 'account-menu-360');
    await page.getByRole('menuitem', { name: en['account.menu.logout'] }).click();
    await page.getByTestId('account-control').click();
    await dialog(page).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'account-dialog-360');
    await close();
  });

  it('speaks German in the dialog and on My Stories', async () => {
    const { page, errors, close } = await openPage(browser, `${product.url}/my-stories`);
    await remoteReady(page, 'mf_account');
    await accountReady(page);
    await page.getByRole('button', { name: en['app.language.de'] }).click();
    await page.getByRole('heading', { name: de['account.myStories.title'], level: 1 }).waitFor();
    await page.getByRole('button', { name: de['account.myStories.signedOut.action'] }).click();
    const deDialog = page.getByRole('dialog', { name: de['account.dialog.title'] });
    await deDialog.waitFor();
    await deDialog.getByRole('tab', { name: de['account.tabs.register'] }).click();
    await deDialog.getByLabel(de['account.form.username'], { exact: true }).fill('ab');
    await deDialog.getByLabel(de['account.form.password'], { exact: true }).fill('kurz');
    await deDialog.getByRole('button', { name: de['account.form.register'] }).click();
    await deDialog.getByText(de['validation.username.min']).waitFor();
    await deDialog.getByText(de['validation.password.min']).waitFor();
    await screenshot(page, 'account-dialog-register-de');

    await deDialog.getByRole('tab', { name: de['account.tabs.signIn'] }).click();
    await deDialog.getByLabel(de['account.form.username'], { exact: true }).fill('nobody_here');
    await deDialog.getByLabel(de['account.form.password'], { exact: true }).fill('wrong-password');
    await deDialog.getByRole('button', { name: de['account.form.signIn'] }).click();
    await deDialog.getByTestId('account-banner').waitFor();
    expect(await deDialog.getByTestId('account-banner').textContent()).toBe(de['errors.invalidCredentials']);
    await toastWith(page, de['account.login.failed.title']).waitFor();
    const visible = await page.evaluate(() => document.body.innerText);
    for (const key of [
      'account.dialog.title',
      'account.dialog.description',
      'account.tabs.register',
      'account.form.password',
    ] as const) {
      expect(visible).not.toContain(en[key]);
    }
    await screenshot(page, 'account-dialog-sign-in-de');
    expect(errors).toEqual([]);
    await close();
  });
});
