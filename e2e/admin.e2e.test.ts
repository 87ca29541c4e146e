import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { de, en, type AdminStory } from '@dreamweaver/contracts';
import { SKIP_MESSAGE, chromiumAvailable } from './chromium.ts';
import { accountReady, createStory, openPage, remoteReady, screenshot, signIn } from './pages.ts';
import { createAdmin, useProductAndBrowser, type Product } from './product.ts';

if (!chromiumAvailable) console.warn(SKIP_MESSAGE);

const toastWith = (page: Page, text: string) => page.getByTestId('toast-viewport').getByText(text, { exact: true });

describe.skipIf(!chromiumAvailable)('the admin dashboard in Chromium', () => {
  let browser: Browser;
  let product: Product;
  let adminPassword: string;

  useProductAndBrowser((started) => ({ browser, product } = started));

  beforeAll(async () => {
    // storyctl joins the running product's own database (embedded socket or scratch PostgreSQL).
    adminPassword = await createAdmin(product);
  });

  it('sends a signed-in non-admin from /admin to the home page', async () => {
    const { page, close } = await openPage(browser, `${product.url}/`);
    await accountReady(page);
    await page.evaluate(async () => {
      const res = await fetch('/api/auth/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'curious_kid', password: 'moonlight7' }),
      });
      if (res.status !== 201) throw new Error(`register answered ${res.status}`);
    });
    await page.goto(`${product.url}/admin`);
    const denied = page.getByTestId('access-denied');
    await denied.waitFor();
    expect(await denied.getByRole('heading').textContent()).toBe(en['admin.denied.title']);
    expect(await denied.innerText()).toContain(en['admin.denied.text']);
    expect(await denied.innerText()).toContain(en['admin.denied.redirect']);
    await screenshot(page, 'admin-access-denied-en');
    await page.waitForURL(`${product.url}/`);
    await page.getByRole('heading', { name: en['home.hero.title'] }).waitFor();
    // The server refuses it too.
    expect(await page.evaluate(async () => (await fetch('/api/admin/users')).status)).toBe(403);
    await close();
  });

  it('creates a user, assigns them a story, and the user finds it in My Stories', async () => {
    // A story made anonymously in another browser: nobody owns it yet.
    const stranger = await openPage(browser, `${product.url}/`);
    await accountReady(stranger.page);
    const story = await createStory(stranger.page, 'Nora', 'custom');
    await stranger.close();

    const { page, errors, close } = await openPage(browser, `${product.url}/`);
    await signIn(page, 'admin', adminPassword);
    await page.getByTestId('account-control').click();
    await page.getByRole('menuitem', { name: en['account.menu.admin'] }).click();
    await remoteReady(page, 'mf_admin');
    await page.getByRole('heading', { name: en['admin.title'], level: 1 }).waitFor();
    const users = page.getByTestId('users-table');
    await users.waitFor();
    expect(await users.locator('th').allTextContents()).toEqual(['ID', 'Username', 'Email', 'Stories', 'Actions']);

    // New User: empty username is refused with a toast; then a user with an email.
    await page.getByRole('button', { name: en['admin.users.new'] }).click();
    const newUser = page.getByRole('dialog', { name: en['admin.newUser.title'] });
    await newUser.getByRole('button', { name: en['admin.newUser.submit'] }).click();
    await toastWith(page, en['admin.newUser.required.title']).waitFor();
    await newUser.getByLabel(en['admin.newUser.username']).fill('nora_mum');
    await newUser.getByLabel(en['admin.newUser.email']).fill('nora@example.com');
    await newUser.getByRole('button', { name: en['admin.newUser.submit'] }).click();
    await toastWith(page, en['admin.newUser.created.title']).waitFor();
    const temporaryPassword = (await newUser.getByTestId('temporary-password').textContent())!;
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(6);
    expect(await newUser.getByTestId('created-username').textContent()).toBe('nora_mum');
    expect(await newUser.getByTestId('welcome-email-note').textContent()).toBe(
      en['admin.newUser.result.emailSent'].replace('{email}', 'nora@example.com'),
    );
    await screenshot(page, 'admin-new-user-en');
    await newUser.getByRole('button', { name: en['admin.newUser.done'] }).click();
    const noraRow = users.getByRole('row').filter({ hasText: 'nora_mum' });
    await noraRow.waitFor();
    expect(await noraRow.innerText()).toContain('nora@example.com');
    expect(await users.getByRole('row').filter({ hasText: 'curious_kid' }).locator('td').nth(2).textContent()).toBe(
      '-',
    );

    // Stories tab: search by title and by id (any case), assign to nora_mum.
    await page.getByRole('tab', { name: en['admin.tabs.stories'] }).click();
    const search = page.getByPlaceholder(en['admin.stories.search']);
    const row = page.locator(`[data-testid="story-row"][data-story-id="${story.id}"]`);
    await row.waitFor();
    expect(await row.innerText()).toContain(en['admin.stories.notAssigned']);
    await search.fill(story.title.slice(0, 8).toUpperCase());
    await row.waitFor();
    await search.fill(story.id.toUpperCase());
    await row.waitFor();
    expect(await page.getByTestId('story-row').count()).toBe(1);
    await search.fill('no story is called this');
    await page.getByText(en['admin.stories.noMatch']).waitFor();
    await search.fill(story.id);
    expect(await row.getByRole('link', { name: en['admin.stories.view'] }).getAttribute('target')).toBe('_blank');
    await row.getByRole('button', { name: en['admin.stories.assign'] }).click();
    const assign = page.getByRole('dialog', { name: en['admin.assign.title'] });
    const select = assign.getByLabel(en['admin.assign.user']);
    expect(await select.locator('option').first().textContent()).toBe(en['admin.assign.none']);
    await select.selectOption({ label: 'nora_mum' });
    await screenshot(page, 'admin-assign-en');
    await assign.getByRole('button', { name: en['admin.assign.submit'] }).click();
    await toastWith(page, en['admin.assign.success.title']).waitFor();
    await assign.waitFor({ state: 'detached' });
    await row.getByText('nora_mum').waitFor();
    // The gallery: the admin hides the story (shared or not), then lets it show again.
    await row.getByRole('button', { name: en['admin.stories.hide'], exact: true }).click();
    await row.getByTestId('gallery-hidden').getByText(en['admin.stories.galleryHidden']).waitFor();
    await row.getByRole('button', { name: en['admin.stories.unhide'], exact: true }).click();
    await row.getByTestId('gallery-hidden').waitFor({ state: 'detached' });
    await search.fill('');
    await screenshot(page, 'admin-stories-en');

    // Users tab: nora_mum's stories dialog.
    await page.getByRole('tab', { name: en['admin.tabs.users'] }).click();
    await noraRow.getByRole('button', { name: en['admin.users.storiesAction'] }).click();
    const storiesOf = page.getByRole('dialog', { name: en['admin.users.storiesOf'].replace('{username}', 'nora_mum') });
    const item = storiesOf.getByTestId('user-story');
    await item.waitFor();
    expect(await item.getByRole('heading').textContent()).toBe(story.title);
    expect(await item.innerText()).toContain(en['admin.story.unpaid']);
    const view = item.getByRole('link', { name: en['admin.story.view'] });
    expect(await view.getAttribute('href')).toBe(`/story/${story.id}`);
    expect(await view.getAttribute('target')).toBe('_blank');
    await screenshot(page, 'admin-user-stories-en');
    await page.keyboard.press('Escape');
    await storiesOf.waitFor({ state: 'detached' });

    // German dashboard.
    await page.getByRole('button', { name: en['app.language.de'] }).click();
    await page.getByRole('heading', { name: de['admin.title'], level: 1 }).waitFor();
    await page.getByRole('tab', { name: de['admin.tabs.stories'] }).click();
    await page.getByPlaceholder(de['admin.stories.search']).waitFor();
    expect(await page.getByTestId('stories-table').locator('th').allTextContents()).toEqual([
      de['admin.stories.id'],
      de['admin.stories.title'],
      de['admin.stories.status'],
      de['admin.stories.assignedTo'],
      de['admin.stories.actions'],
    ]);
    await screenshot(page, 'admin-stories-de');
    await page.getByRole('tab', { name: de['admin.tabs.users'] }).click();
    await page.getByRole('button', { name: de['admin.users.new'] }).click();
    await page
      .getByRole('dialog', { name: de['admin.newUser.title'] })
      .getByRole('button', { name: de['admin.newUser.submit'] })
      .click();
    await toastWith(page, de['admin.newUser.required.title']).waitFor();
    await screenshot(page, 'admin-new-user-de');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: de['app.language.en'] }).click();
    expect(errors).toEqual([]);
    await close();

    // nora_mum signs in with the temporary password, must choose her own at once, and finds the story.
    const nora = await openPage(browser, `${product.url}/my-stories`, { width: 360, height: 740 });
    await signIn(nora.page, 'nora_mum', temporaryPassword);
    const change = nora.page.getByRole('dialog', { name: en['account.password.title'] });
    await change.getByLabel(en['account.password.current'], { exact: true }).fill(temporaryPassword);
    await change.getByLabel(en['account.password.new'], { exact: true }).fill('noras-own-password');
    await change.getByLabel(en['account.password.confirm'], { exact: true }).fill('noras-own-password');
    await change.getByRole('button', { name: en['account.password.submit'] }).click();
    await change.waitFor({ state: 'detached' });
    await nora.page.locator(`[data-testid="my-story-card"][data-story-id="${story.id}"]`).waitFor();
    expect(await nora.page.getByTestId('account-avatar-letter').textContent()).toBe('N');
    await screenshot(nora.page, 'my-stories-assigned-360');
    await nora.close();
  });

  it("resets a user's password: the new temporary one is shown once, the old one stops working", async () => {
    const { page, errors, close } = await openPage(browser, `${product.url}/`);
    await accountReady(page);
    // A parent who forgot their password (registered in this browser, then signed out).
    const registered = await page.evaluate(async () => {
      const post = (path: string, body?: unknown) =>
        fetch(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body ?? {}),
        }).then((res) => res.status);
      return [
        await post('/api/auth/register', { username: 'forgetful_finn', password: 'finns-old-password' }),
        await post('/api/auth/logout'),
      ];
    });
    expect(registered).toEqual([201, 204]);

    await signIn(page, 'admin', adminPassword);
    await page.goto(`${product.url}/admin`);
    const finnRow = page.getByTestId('users-table').getByRole('row').filter({ hasText: 'forgetful_finn' });
    await finnRow.waitFor();
    // The button's name starts with what it shows, then whose (WCAG 2.5.3).
    await finnRow.getByRole('button', { name: `${en['admin.users.resetPassword']}, forgetful_finn` }).click();
    const dialog = page.getByRole('dialog', { name: en['admin.resetPassword.title'] });
    expect(await dialog.innerText()).toContain(
      en['admin.resetPassword.description'].replaceAll('{username}', 'forgetful_finn'),
    );
    await screenshot(page, 'admin-reset-password-en');
    await dialog.getByRole('button', { name: en['admin.resetPassword.submit'] }).click();
    await toastWith(page, en['admin.resetPassword.done.title']).waitFor();
    const temporaryPassword = (await dialog.getByTestId('temporary-password').textContent())!;
    expect(temporaryPassword).toMatch(/^\S{12,}$/);
    expect(await dialog.getByTestId('created-username').textContent()).toBe('forgetful_finn');
    expect(await dialog.innerText()).toContain(en['admin.newUser.result.note']);
    await screenshot(page, 'admin-password-reset-en');
    await dialog.getByRole('button', { name: en['admin.newUser.done'] }).click();
    await dialog.waitFor({ state: 'detached' });

    // In German: the same action and dialog.
    await page.getByRole('button', { name: en['app.language.de'] }).click();
    await finnRow.getByRole('button', { name: `${de['admin.users.resetPassword']}, forgetful_finn` }).click();
    const german = page.getByRole('dialog', { name: de['admin.resetPassword.title'] });
    expect(await german.innerText()).toContain(
      de['admin.resetPassword.description'].replaceAll('{username}', 'forgetful_finn'),
    );
    await screenshot(page, 'admin-reset-password-de');
    await german.getByRole('button', { name: de['admin.cancel'] }).click();
    await german.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: de['app.language.en'] }).click();
    expect(errors).toEqual([]);
    await close();

    // The old password is refused; the temporary one signs in and must be changed first.
    const finn = await openPage(browser, `${product.url}/`);
    await accountReady(finn.page);
    const signIns = await finn.page.evaluate(
      async ([oldPassword, newPassword]) => {
        const login = (password: string) =>
          fetch('/api/auth/login', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ username: 'forgetful_finn', password }),
          });
        const old = await login(oldPassword);
        const fresh = await login(newPassword);
        return { old: old.status, fresh: fresh.status, body: await fresh.json() };
      },
      ['finns-old-password', temporaryPassword],
    );
    expect(signIns).toMatchObject({
      old: 401,
      fresh: 200,
      body: { username: 'forgetful_finn', mustChangePassword: true },
    });
    await finn.close();
  });

  it("shows the failure texts with 'Try Again', which loads the list once the server answers", async () => {
    const { page, close } = await openPage(browser, `${product.url}/`);
    await signIn(page, 'admin', adminPassword);
    const broken = { status: 500, contentType: 'application/json', body: '{"message":"The database is asleep"}' };
    await page.route('**/api/admin/users', (route) => route.fulfill(broken), { times: 1 });
    await page.route('**/api/admin/stories', (route) => route.fulfill(broken), { times: 1 });
    await page.goto(`${product.url}/admin`);
    await page.getByText(en['admin.users.failed']).waitFor();
    await screenshot(page, 'admin-users-failed-en');
    await page.getByRole('button', { name: en['admin.retry'] }).click();
    await page.getByTestId('users-table').waitFor();
    await page.getByRole('tab', { name: en['admin.tabs.stories'] }).click();
    await page.getByText(en['admin.stories.failed']).waitFor();
    await page.getByRole('button', { name: en['admin.retry'] }).click();
    await page.getByTestId('stories-table').waitFor();
    await close();
  });

  it('shows failed stories, retries one and refunds a paid one that failed for good', async () => {
    const { page, close } = await openPage(browser, `${product.url}/`);
    await signIn(page, 'admin', adminPassword);
    const story = (id: string, overrides: Partial<AdminStory>): AdminStory => ({
      id,
      title: `Tale ${id}`,
      createdAt: '2026-02-01T10:00:00.000Z',
      isPaid: false,
      generationStatus: 'completed',
      userId: null,
      username: null,
      shared: false,
      galleryHidden: false,
      isSample: false,
      scenesWithoutAudio: [],
      refundStatus: null,
      ...overrides,
    });
    let listed = [
      story('failedunpaid', { generationStatus: 'failed' }),
      story('failedpaid', { generationStatus: 'failed', isPaid: true, refundStatus: 'needed' }),
      story('quiet', { scenesWithoutAudio: [2, 4] }),
    ];
    const posted: string[] = [];
    await page.route('**/api/admin/stories', (route) => route.fulfill({ json: listed }));
    await page.route('**/api/admin/stories/*/retry', (route) => {
      posted.push(new URL(route.request().url()).pathname);
      listed = listed.map((s) => (s.id === 'failedunpaid' ? { ...s, generationStatus: 'generating_images' } : s));
      return route.fulfill({ json: listed[0] });
    });
    await page.route('**/api/admin/stories/*/refund', (route) => {
      posted.push(new URL(route.request().url()).pathname);
      listed = listed.map((s) => (s.id === 'failedpaid' ? { ...s, refundStatus: 'refunded' } : s));
      return route.fulfill({ json: { storyId: 'failedpaid', refunds: [] } });
    });
    await page.goto(`${product.url}/admin`);
    await page.getByRole('tab', { name: en['admin.tabs.stories'] }).click();
    const row = (id: string) => page.locator(`[data-testid="story-row"][data-story-id="${id}"]`);
    await row('quiet').waitFor();
    expect(await row('quiet').innerText()).toContain(en['admin.stories.noAudio'].replace('{scenes}', '2, 4'));
    expect(await row('quiet').getByRole('button', { name: en['admin.stories.retry'] }).count()).toBe(0);
    expect(await row('failedpaid').innerText()).toContain(en['admin.stories.refundNeeded']);
    expect(await row('failedunpaid').getByRole('button', { name: en['admin.stories.refund'] }).count()).toBe(0);
    await screenshot(page, 'admin-stories-recovery-en');

    await row('failedunpaid').getByRole('button', { name: en['admin.stories.retry'] }).click();
    await toastWith(page, en['admin.retry.success.title']).waitFor();
    await row('failedunpaid').getByText(en['admin.stories.statusInProgress']).waitFor();

    await row('failedpaid').getByRole('button', { name: en['admin.stories.refund'] }).click();
    const confirm = page.getByRole('dialog', { name: en['admin.refund.title'] });
    await confirm.getByText(en['admin.refund.description'].replace('{title}', 'Tale failedpaid')).waitFor();
    await confirm.getByRole('button', { name: en['admin.refund.submit'] }).click();
    await toastWith(page, en['admin.refund.success.title']).waitFor();
    await confirm.waitFor({ state: 'detached' });
    await row('failedpaid').getByText(en['admin.stories.refunded']).waitFor();
    expect(posted).toEqual(['/api/admin/stories/failedunpaid/retry', '/api/admin/stories/failedpaid/refund']);
    await close();
  });

  it('fits a 360 px phone', async () => {
    const { page, close } = await openPage(browser, `${product.url}/`, { width: 360, height: 740 });
    await signIn(page, 'admin', adminPassword);
    await page.goto(`${product.url}/admin`);
    await page.getByTestId('users-table').waitFor();
    await screenshot(page, 'admin-users-360');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.getByRole('tab', { name: en['admin.tabs.stories'] }).click();
    await page.getByTestId('stories-table').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-stories-360');
    await close();
  });
});
