import { describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { de, en, type MessageKey } from '@dreamweaver/contracts';
import { SKIP_MESSAGE, chromiumAvailable } from './chromium.ts';
import { openPage, screenshot } from './pages.ts';
import { useProductAndBrowser, type Product } from './product.ts';

if (!chromiumAvailable) console.warn(SKIP_MESSAGE);

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));

const PHONE = { width: 360, height: 760 };

/** Resolves with the JSON body of the next story-creation request the page sends. */
function nextCreateRequest(page: Page): Promise<Record<string, any>> {
  return new Promise((resolve) => {
    const listener = (request: Request) => {
      if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/stories') return;
      page.off('request', listener);
      resolve(request.postDataJSON() as Record<string, any>);
    };
    page.on('request', listener);
  });
}

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** English strings of this area that differ in German: none may show once German is on. */
const englishOnly = (keys: MessageKey[]) =>
  keys
    .map((key) => en[key])
    .filter((text, index) => text !== de[keys[index]] && text.length > 3 && !text.includes('{'));

describe.skipIf(!chromiumAvailable)('story creation in Chromium', () => {
  let browser: Browser;
  let product: Product;
  useProductAndBrowser((started) => ({ browser, product } = started));

  it('Quick Magic: validates the name, creates the story in English, shows progress and opens the story', async () => {
    const { page, errors, close } = await openPage(browser, `${product.url}/`);
    await page.getByRole('heading', { name: en['home.hero.title'] }).waitFor();
    expect(await page.getByRole('tab', { name: en['home.tabs.quick'] }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: en['home.tabs.details'] }).waitFor();
    // A fresh product has no stories yet.
    await page.getByText(en['home.gallery.empty.title']).waitFor();
    await page.getByText(en['home.gallery.empty.text']).waitFor();
    expect(await page.getByTestId('floating-cover').count()).toBe(0);

    await page.getByRole('button', { name: en['home.form.submit'] }).click();
    await page.getByRole('alert').getByText(en['validation.name.required']).waitFor();
    expect(pathOf(page)).toBe('/');

    await page.getByLabel(en['home.form.name.label']).fill('Mia');
    expect(await page.getByLabel(en['home.form.name.label']).getAttribute('placeholder')).toBe(
      en['home.form.name.placeholder'],
    );
    await page
      .getByLabel(en['home.form.description.label'])
      .fill('Loves owls, counts the stars and is brave at the dentist.');
    await page.getByText(en['home.form.description.help']).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'story-create-home-en');

    // The offline engine can be done before the first poll; hold the polls until the page was looked at.
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    await page.route('**/api/stories/*/progress', async (route) => {
      await gate;
      await route.continue();
    });
    const sent = nextCreateRequest(page);
    await page.getByRole('button', { name: en['home.form.submit'] }).click();
    const body = await sent;
    expect(body).toMatchObject({
      audience: 'child',
      storyType: 'classic',
      language: 'en',
      recipientDetails: {
        name: 'Mia',
        personalization: 'Loves owls, counts the stars and is brave at the dentist.',
        favoriteAnimal: '',
      },
    });

    await page.waitForURL(/\/generating\?id=/);
    const id = new URL(page.url()).searchParams.get('id');
    expect(id).toBeTruthy();
    await page.getByRole('heading', { name: en['loading.title'] }).waitFor();
    await page.getByText(en['loading.subtitle']).waitFor();
    await page.getByRole('progressbar').waitFor();
    expect(await page.locator('[data-testid^="progress-step-"]').count()).toBe(4);
    await page.getByTestId('generation-status').getByText(en['generating.status.unknown']).waitFor();
    await screenshot(page, 'story-create-generating-en');
    openGate();

    await page.waitForURL(`**/story/${id}`, { timeout: 100_000 });
    // The gallery shows only what its creator shares: share this one for the next test.
    const gallerySwitch = page.getByRole('switch', { name: en['viewer.sharing.label'] });
    expect(await gallerySwitch.isChecked()).toBe(false);
    const saved = page.waitForResponse(
      (response) => response.url().endsWith(`/api/stories/${id}/sharing`) && response.status() === 200,
    );
    await gallerySwitch.check();
    await saved;
    expect(errors).toEqual([]);
    await close();
  });

  it('the gallery and the covers show the shared story, never its id; a card leads to the form', async () => {
    // A new browser: the recent list is HTTP-cached for 5 minutes, so this page's first visit saw none.
    const { page, errors, close } = await openPage(browser, `${product.url}/`);
    const card = page.getByTestId('gallery-card').first();
    await card.waitFor();
    expect(await page.getByTestId('gallery-card').count()).toBe(1);
    const dateText = await card.locator('.story-gallery__date').textContent();
    expect(dateText).toMatch(/^Created [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await page.getByTestId('floating-cover').first().waitFor();
    expect(await page.getByTestId('floating-cover').count()).toBeLessThanOrEqual(3);
    const coverUrl = await card.locator('img').getAttribute('src');
    expect(coverUrl).toMatch(/^\/api\/gallery\/[A-Za-z0-9_-]{22}\/cover$/);
    await page.mouse.wheel(0, 2000);
    await card.click();
    await page.waitForFunction(() => {
      const form = document.getElementById('story-form')!.getBoundingClientRect();
      return form.top >= -2 && form.top < window.innerHeight / 2;
    });
    expect(
      await page.getByLabel(en['home.form.name.label']).evaluate((input) => input === document.activeElement),
    ).toBe(true);
    await screenshot(page, 'story-create-home-gallery-en');
    expect(errors).toEqual([]);
    await close();
  });

  it('the gallery shows 6 skeleton cards while loading, then drops stock photos and pictures that fail', async () => {
    const { page, close } = await openPage(browser, 'about:blank');
    const picture = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#f5c86b"/></svg>')}`;
    const stories = [
      { id: 'good', title: 'The Owl and the Moon', createdAt: '2026-03-05T10:00:00Z', scenes: [{ imageUrl: picture }] },
      {
        id: 'stock',
        title: 'Stock Photo Story',
        createdAt: '2026-03-04T10:00:00Z',
        scenes: [{ imageUrl: 'https://images.unsplash.com/photo-1?w=400' }],
      },
      {
        id: 'broken',
        title: 'Broken Picture Story',
        createdAt: '2026-03-03T10:00:00Z',
        scenes: [{ imageUrl: '/no-such-picture.png' }],
      },
      { id: 'none', title: 'No Picture Story', createdAt: '2026-03-02T10:00:00Z', scenes: [] },
    ];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/stories/recent?*', async (route) => {
      await released;
      await route.fulfill({ json: stories });
    });
    await page.route('https://images.unsplash.com/**', (route) => route.abort());
    await page.goto(`${product.url}/`);
    await page.getByTestId('gallery-skeleton').waitFor();
    expect(await page.locator('[data-testid="gallery-skeleton"] > li').count()).toBe(6);
    release();
    await page.getByText('The Owl and the Moon').waitFor();
    await page.getByText('Created Mar 5, 2026').waitFor();
    await page.waitForFunction(() => !document.body.innerText.includes('Broken Picture Story'));
    expect(await page.getByTestId('gallery-card').count()).toBe(1);
    for (const title of ['Stock Photo Story', 'No Picture Story']) expect(await page.getByText(title).count()).toBe(0);
    // Covers: the good one only (the broken one hides itself, the stock one is never shown).
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="floating-cover"]').length === 1);
    await close();
  });

  it('the wizard keeps its state across steps and creates an advanced story, then resets', async () => {
    const { page, errors, close } = await openPage(browser, `${product.url}/personalize`);
    await page.waitForURL('**/select-audience'); // no audience chosen yet
    await page.getByRole('heading', { name: en['wizard.audience.title'] }).waitFor();
    for (const key of ['child', 'toddler', 'preschooler', 'schoolAge'] as const) {
      await page.getByRole('radio', { name: en[`wizard.audience.${key}.name`] }).waitFor({ state: 'attached' });
      await page.getByText(en[`wizard.audience.${key}.text`]).waitFor();
    }
    for (const label of ['steps.audience', 'steps.story_type', 'steps.personalize'] as const) {
      await page.getByText(en[label], { exact: true }).waitFor();
    }
    const next = page.getByRole('button', { name: en['button.next'] });
    expect(await next.isDisabled()).toBe(true);
    await page.getByText(en['wizard.audience.toddler.name'], { exact: true }).click();
    expect(await next.isDisabled()).toBe(false);
    await screenshot(page, 'story-create-wizard-audience-en');
    await next.click();

    await page.waitForURL('**/select-story-type');
    await page.getByText(en['wizard.storyType.classic.name'], { exact: true }).waitFor();
    expect(await next.isDisabled()).toBe(true);
    await page.getByRole('link', { name: en['button.back'] }).click();
    await page.waitForURL('**/select-audience');
    expect(await page.getByRole('radio', { name: en['wizard.audience.toddler.name'] }).isChecked()).toBe(true);
    await next.click();
    await page.getByText(en['wizard.storyType.custom.name'], { exact: true }).click();
    await next.click();

    await page.waitForURL('**/personalize');
    await page.getByRole('tab', { name: en['tabs.simple'] }).waitFor();
    await page.getByRole('tab', { name: en['tabs.advanced'] }).click();
    await page.getByLabel(en['home.form.name.label']).fill('Noah');
    await page.getByLabel(en['form.age.label'], { exact: true }).fill('99');
    await page.getByRole('button', { name: en['button.generate'] }).click();
    await page.getByRole('alert').getByText(en['story.validation.age']).waitFor();
    expect(pathOf(page)).toBe('/personalize');
    await page.getByLabel(en['form.age.label'], { exact: true }).fill('6');
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByLabel(en['form.favoriteAnimal.label']).fill('a sleepy owl');
    await page.getByLabel(en['form.favoriteColor.label']).fill('midnight blue');
    for (const setting of [
      'magical-forest',
      'enchanted-castle',
      'underwater-kingdom',
      'space-adventure',
      'dinosaur-land',
      'animal-village',
    ] as const) {
      await page.getByText(en[`setting.${setting}.name`], { exact: true }).waitFor();
    }
    await page.getByText(en['setting.space-adventure.name'], { exact: true }).click();
    await screenshot(page, 'story-create-wizard-advanced-en');

    // The state survives a reload.
    await page.reload();
    await page.getByRole('tab', { name: en['tabs.advanced'] }).click();
    expect(await page.getByLabel(en['form.favoriteAnimal.label']).inputValue()).toBe('a sleepy owl');

    const sent = nextCreateRequest(page);
    await page.getByRole('button', { name: en['button.generate'] }).click();
    // The plan screen comes between the form and the story (story-plan.e2e.test.ts tests it).
    await page.waitForURL('**/story-plan');
    await page.getByRole('button', { name: en['storyPlan.tell'] }).click();
    expect(await sent).toMatchObject({
      audience: 'child',
      storyType: 'custom',
      language: 'en',
      storySetting: 'space-adventure',
      recipientDetails: {
        name: 'Noah',
        age: 6,
        favoriteAnimal: 'a sleepy owl',
        favoriteColor: 'midnight blue',
        storySetting: 'space-adventure',
      },
    });
    // The progress page, or already the story when the offline engine was quicker than the first poll.
    await page.waitForURL(/\/(generating\?id=|story\/)/);

    // Created: the wizard starts over.
    await page.goto(`${product.url}/personalize`);
    await page.waitForURL('**/select-audience');
    expect(await page.getByRole('button', { name: en['button.next'] }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('the progress page polls, labels each status, marks the steps, stops on failed and leaves on preview_ready', async () => {
    const { page, close } = await openPage(browser, 'about:blank');
    // The background video never arrives here (the request hangs): the fallback must show within 5 s.
    await page.route('**/media/night-sky.*', () => {});
    const answers = [
      { status: 'creating_story', progress: 10, currentStep: 1 },
      { status: 'generating_images', progress: 55.4, currentStep: 3 },
      { status: 'something_new', progress: 60, currentStep: 3 },
      { status: 'failed', progress: 60, currentStep: 3, failure: 'unavailable', canRetry: true },
      { status: 'preview_ready', progress: 70, currentStep: 3 },
    ];
    let calls = 0;
    const pollTimes: number[] = [];
    let hold = true;
    await page.route('**/api/stories/fake-story/progress', async (route) => {
      pollTimes.push(Date.now());
      // Stay on "failed" until the test has looked at it: failed must not leave the page.
      const answer = answers[Math.min(calls, hold ? 3 : 4)];
      calls += 1;
      await route.fulfill({ json: answer });
    });
    await page.goto(`${product.url}/generating?id=fake-story`);
    const status = page.getByTestId('generation-status');
    await status.getByText(en['generating.status.creating_story']).waitFor();
    expect(await page.getByTestId('generation-percent').textContent()).toBe('10%');
    expect(await page.getByTestId('progress-step-1').getAttribute('data-state')).toBe('active');
    expect(await page.getByTestId('progress-step-2').getAttribute('data-state')).toBe('pending');

    await status.getByText(en['generating.status.generating_images']).waitFor({ timeout: 5000 });
    expect(await page.getByTestId('generation-percent').textContent()).toBe('55%');
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('55');
    const states = await page
      .locator('[data-testid^="progress-step-"]')
      .evaluateAll((steps) => steps.map((s) => s.getAttribute('data-state')));
    expect(states).toEqual(['complete', 'complete', 'active', 'pending']);
    await screenshot(page, 'story-create-progress-en');

    await status.getByText(en['generating.status.unknown']).waitFor({ timeout: 5000 });
    // Failed: the parent is told so, with a way on, and the page stops asking (a failed story stays failed until retried).
    await page.getByTestId('generation-failed').getByText(en['generating.failed.title']).waitFor({ timeout: 5000 });
    const callsAtFailure = calls;
    await page.waitForTimeout(4500);
    expect(calls).toBe(callsAtFailure);
    expect(pathOf(page)).toBe('/generating');
    const gaps = pollTimes.slice(1).map((time, index) => time - pollTimes[index]);
    for (const gap of gaps) expect(gap).toBeGreaterThan(1500);

    // The video that did not load: the fallback shows within 5 s.
    await page.locator('[data-testid="generating-video"][data-video="failed"]').waitFor({ timeout: 6000 });
    expect(await page.locator('[data-testid="generating-video"] video').count()).toBe(0);

    // Try again queues the story anew: the page asks again and leaves on preview_ready.
    await page.route('**/api/stories/fake-story/retry', (route) =>
      route.fulfill({ json: { status: 'creating_story', progress: 0, currentStep: 1 } }),
    );
    hold = false;
    await page.getByTestId('generation-failed').getByRole('button', { name: en['generating.failed.tryAgain'] }).click();
    await page.waitForURL('**/story/fake-story', { timeout: 6000 });
    await close();
  });

  it('the progress page says so when progress cannot be loaded', async () => {
    const { page, close } = await openPage(browser, 'about:blank');
    await page.route('**/api/stories/broken-story/progress', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto(`${product.url}/generating?id=broken-story`);
    await page.getByRole('alert').getByText(en['generating.loadFailed']).waitFor();
    await close();
  });

  it('without an id, the progress page shows the error toast and goes home', async () => {
    const { page, close } = await openPage(browser, `${product.url}/generating`);
    await page.getByText(en['generating.missingId.text']).waitFor();
    await page.getByText(en['generating.missingId.title'], { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: en['home.hero.title'] }).waitFor();
    await screenshot(page, 'story-create-missing-id-en');
    await close();
  });

  it('a failed creation shows the error toast with the server message', async () => {
    const { page, close } = await openPage(browser, 'about:blank');
    await page.route('**/api/stories', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 400, json: { message: 'Please keep this under 100 characters.', fieldErrors: {} } })
        : route.fallback(),
    );
    await page.goto(`${product.url}/`);
    await page.getByLabel(en['home.form.name.label']).fill('Mia');
    await page.getByRole('button', { name: en['home.form.submit'] }).click();
    await page
      .getByText(fill(en['create.error.failed'], { message: 'Please keep this under 100 characters.' }))
      .waitFor();
    await page.getByText(en['create.error.title'], { exact: true }).waitFor();
    expect(pathOf(page)).toBe('/');
    await close();
  });

  it('works in German at 360 px: home, wizard, creation in German and the progress page', async () => {
    const { page, errors, close } = await openPage(browser, `${product.url}/`, PHONE);
    await page.getByRole('button', { name: en['app.language.de'] }).click();
    await page.getByRole('heading', { name: de['home.hero.title'] }).waitFor();
    await page.getByRole('tab', { name: de['home.tabs.quick'] }).waitFor();
    await page.getByText(de['home.gallery.title'], { exact: true }).waitFor();
    await page.getByTestId('gallery-card').first().waitFor();
    expect(await page.locator('.story-gallery__date').first().textContent()).toMatch(/^Erstellt am /);
    const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fitsWidth()).toBe(true);

    await page.getByRole('button', { name: de['home.form.submit'] }).click();
    await page.getByText(de['validation.name.required']).waitFor();
    await page.getByRole('tab', { name: de['home.tabs.details'] }).click();
    await page.getByLabel(de['home.form.name.label']).fill('Lena');
    await page.getByText(de['setting.dinosaur-land.name'], { exact: true }).click();
    const visible = (await page.locator('body').innerText()).split('\n');
    const areaKeys = (Object.keys(en) as MessageKey[]).filter((key) => /^(home|form|setting|create|tabs)\./.test(key));
    for (const text of englishOnly(areaKeys)) expect(visible, text).not.toContain(text);
    expect(await fitsWidth()).toBe(true);
    await screenshot(page, 'story-create-home-360-de');

    const sentFromHome = nextCreateRequest(page);
    await page.getByRole('button', { name: de['home.form.submit'] }).click();
    expect(await sentFromHome).toMatchObject({
      language: 'de',
      storySetting: 'dinosaur-land',
      recipientDetails: { name: 'Lena' },
    });
    await page.waitForURL(/\/story\//, { timeout: 100_000 }); // through the progress page

    // The offline engine is quick, so the progress page is looked at on a story that stays at step 2.
    await page.route('**/api/stories/slow-story/progress', (route) =>
      route.fulfill({ json: { status: 'splitting_scenes', progress: 30, currentStep: 2 } }),
    );
    await page.goto(`${product.url}/generating?id=slow-story`);
    await page.getByRole('heading', { name: de['loading.title'] }).waitFor();
    await page.getByText(de['loading.subtitle']).waitFor();
    await page.getByTestId('generation-status').getByText(de['generating.status.splitting_scenes']).waitFor();
    await page.getByText(de['generating.step.2'], { exact: true }).waitFor();
    await page.locator('[data-testid="generating-video"][data-video="playing"]').waitFor({ timeout: 6000 });
    expect(await fitsWidth()).toBe(true);
    await screenshot(page, 'story-create-generating-360-de');

    await page.goto(`${product.url}/select-audience`);
    await page.getByRole('heading', { name: de['wizard.audience.title'] }).waitFor();
    await page.getByText(de['steps.audience'], { exact: true }).waitFor();
    await page.getByText(de['wizard.audience.schoolAge.name'], { exact: true }).click();
    await page.getByRole('button', { name: de['button.next'] }).click();
    await page.getByText(de['wizard.storyType.classic.name'], { exact: true }).click();
    expect(await fitsWidth()).toBe(true);
    await screenshot(page, 'story-create-wizard-360-de');
    await page.getByRole('button', { name: de['button.next'] }).click();
    await page.getByRole('tab', { name: de['tabs.simple'] }).waitFor();
    await page.getByRole('button', { name: de['button.generate'] }).waitFor();
    expect(await fitsWidth()).toBe(true);
    await screenshot(page, 'story-create-personalize-360-de');

    // A German failure toast.
    await page.route('**/api/stories', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
    );
    // Details typed in the advanced tab: the simple submit keeps age and setting only.
    await page.getByRole('tab', { name: de['tabs.advanced'] }).click();
    await page.getByLabel(de['form.age.label'], { exact: true }).fill('4');
    await page.getByLabel(de['form.favoriteAnimal.label']).fill('Igel');
    await page.getByText(de['setting.animal-village.name'], { exact: true }).click();
    await page.getByRole('tab', { name: de['tabs.simple'] }).click();
    await page.getByLabel(de['home.form.name.label']).fill('Lena');
    await page.getByLabel(de['home.form.description.label']).fill('Mag Igel und Laternen');
    const sent = nextCreateRequest(page);
    await page.getByRole('button', { name: de['button.generate'] }).click();
    await page.waitForURL('**/story-plan');
    await page.getByRole('button', { name: de['storyPlan.tell'] }).click();
    expect(await sent).toMatchObject({
      storyType: 'classic',
      language: 'de',
      storyGoal: '',
      storySetting: 'animal-village',
      recipientDetails: {
        name: 'Lena',
        personalization: 'Mag Igel und Laternen',
        age: 4,
        favoriteAnimal: '',
        storySetting: 'animal-village',
      },
    });
    await page.getByText(de['create.error.title'], { exact: true }).waitFor();
    await page.getByText(fill(de['create.error.failed'], { message: '503: Service Unavailable' })).waitFor();
    expect(errors.filter((error) => !error.includes('503') && !error.includes('story creation failed'))).toEqual([]);
    await close();
  });
});
