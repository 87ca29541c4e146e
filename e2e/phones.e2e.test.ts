import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { de, en } from '@dreamweaver/contracts';
import { SKIP_MESSAGE, chromiumAvailable } from './chromium.ts';
import { accountReady, remoteReady, screenshot } from './pages.ts';
import { useProductAndBrowser, type Product } from './product.ts';

if (!chromiumAvailable) console.warn(SKIP_MESSAGE);

// Issue 13, items 4, 7 and 9: the parent's phone (and a desktop for comparison), in en and de.
const PHONE = { width: 360, height: 740 };
const WIDE_PHONE = { width: 414, height: 820 };
const DESKTOP = { width: 1280, height: 800 };
const dictionaries = { en, de } as const;

const LONG_TITLE_DE =
  'Die unglaublich lange Geschichte von Maximiliane-Konstanze und dem Leuchtturmwärterhäuschenschlüsselbund im Zauberwald';
const LONG_TEXT_DE = [
  'Maximiliane-Konstanze schlich auf Zehenspitzen durch den flüsternden Zauberwald, in dem die Glühwürmchen kleine Laternen trugen und die alten Eichen leise Geschichten von früher erzählten.',
  'Hinter jedem Farn wartete ein neues Geheimnis: ein Eichhörnchen mit einer winzigen Krone, ein Bach, der Schlaflieder summte, und ein Pilz, der nachts wie der Mond leuchtete.',
  'Als der Wind sich drehte, hörte sie ein Klingeln, das wie ein ganzer Schlüsselbund klang, und sie folgte dem Ton bis zu einem umgestürzten Baumstamm voller Moos.',
  'Dort saß eine Eule mit einer Brille aus Tautropfen und sagte freundlich, dass der Schlüssel zum Leuchtturmwärterhäuschen schon seit hundert Jahren auf ein mutiges Kind warte.',
  'Maximiliane-Konstanze nahm all ihren Mut zusammen, bedankte sich höflich, steckte den schimmernden Schlüssel in ihre Jackentasche und versprach, morgen bei Sonnenaufgang wiederzukommen.',
  'Dann kuschelte sie sich unter ihre Decke, lauschte dem Wald vor dem Fenster und schlief mit einem Lächeln ein, während die Sterne über dem Dach Wache hielten.',
].join(' ');

/** Makes a German story from the page's session and waits until scene 1's picture exists. */
async function createGermanStory(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const res = await fetch('/api/stories', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        audience: 'child',
        storyType: 'classic',
        recipientDetails: { name: 'Lotte', age: 5 },
        language: 'de',
      }),
    });
    if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
    const { id } = (await res.json()) as { id: string };
    for (let attempt = 0; attempt < 240; attempt++) {
      const progress = (await (await fetch(`/api/stories/${id}/progress`)).json()) as { status: string };
      if (progress.status === 'failed') throw new Error('generation failed');
      if (['preview_ready', 'creating_narration', 'completed'].includes(progress.status)) return id;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('generation took too long');
  });
}

async function setLanguage(page: Page, language: 'en' | 'de') {
  const toggle = page.getByTestId('language-toggle');
  await toggle.waitFor();
  const current = (await page.locator('html').getAttribute('lang')) ?? 'en';
  if (!current.startsWith(language))
    await toggle
      .getByRole('button', { name: dictionaries[current.startsWith('de') ? 'de' : 'en'][`app.language.${language}`] })
      .click();
  await page.waitForFunction((lang) => document.documentElement.lang.startsWith(lang), language);
}

/** Brand, language toggle and account control: their boxes, and whether they share one row. */
async function headerLayout(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const rect = document.querySelector(selector)!.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right, height: rect.height };
    };
    const brand = box('[data-testid="app-title"]');
    const toggle = box('[data-testid="language-toggle"]');
    const account = box('[data-testid="account-slot"]');
    const middle = (b: { top: number; bottom: number }) => (b.top + b.bottom) / 2;
    const targets = [
      ...document.querySelectorAll('.shell-language__option, [data-testid="account-control"], .account-avatar'),
    ].map((element) => element.getBoundingClientRect().height);
    const languageOptions = [...document.querySelectorAll('.shell-language__option')].map((element) =>
      element.getBoundingClientRect(),
    );
    return {
      header: box('.shell-header').height,
      oneRow: Math.abs(middle(brand) - middle(toggle)) < 8 && Math.abs(middle(brand) - middle(account)) < 8,
      ordered: brand.right <= toggle.left && toggle.right <= account.left,
      insideWidth: account.right <= window.innerWidth,
      smallestTarget: Math.min(...targets),
      /** EN and DE: the smaller side of the smaller button (a finger needs 44 × 44 px). */
      smallestLanguageSide: Math.min(...languageOptions.flatMap((rect) => [rect.width, rect.height])),
    };
  });
}

/** Serves the story with a long German title and a long German scene 1 (what a real story may have). */
async function withLongGermanScene(page: Page, id: string) {
  await page.route(`**/api/stories/${id}`, async (route) => {
    const response = await route.fetch();
    const story = await response.json();
    story.title = LONG_TITLE_DE;
    story.scenes[0].text = LONG_TEXT_DE;
    await route.fulfill({ response, json: story });
  });
}

/** Whether the whole of scene 1's text can be read: no hidden scroll box, nothing cut off. */
async function sceneTextFits(page: Page) {
  // A scene slides in: measure once the finite animations (not the twinkling stars) are over.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return page.locator('[data-testid="scene-words"]').evaluate((words) => {
    const text = words.querySelector('.viewer-scene__text')!.getBoundingClientRect();
    const stage = words.closest('.viewer-stage')!.getBoundingClientRect();
    const stageElement = words.closest('.viewer-stage')!;
    return {
      fits: words.scrollHeight <= words.clientHeight + 1,
      textInsideStage: text.bottom <= stage.bottom + 1 && text.right <= stage.right + 1,
      nothingSideways: stageElement.scrollWidth <= stageElement.clientWidth && words.scrollWidth <= words.clientWidth,
    };
  });
}

/** A title shown whole: wrapped on several lines, never an ellipsis or a cut. */
async function titleWraps(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((title) => {
      const style = getComputedStyle(title);
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.3;
      return {
        ellipsis: style.textOverflow === 'ellipsis',
        nowrap: style.whiteSpace === 'nowrap',
        cut: title.scrollWidth > title.clientWidth + 1,
        lines: Math.round(title.getBoundingClientRect().height / lineHeight),
      };
    });
}

describe.skipIf(!chromiumAvailable)('a parent on a phone', () => {
  let browser: Browser;
  let product: Product;
  let storyId: string;
  let owner: BrowserContext;

  useProductAndBrowser((started) => ({ browser, product } = started));

  beforeAll(async () => {
    // The owner's context (its session made the story) is reused, so the gallery switch shows.
    owner = await browser.newContext({ viewport: PHONE });
    const page = await owner.newPage();
    await page.goto(`${product.url}/privacy-policy`);
    storyId = await createGermanStory(page);
    await page.close();
  });
  afterAll(async () => {
    await owner?.close();
  });

  for (const language of ['en', 'de'] as const) {
    it(`keeps the header on one row at 360 and 414 px, signed out and signed in (${language})`, async () => {
      const context = await browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      await page.goto(`${product.url}/privacy-policy`);
      await setLanguage(page, language);
      await accountReady(page);
      for (const viewport of [PHONE, WIDE_PHONE]) {
        await page.setViewportSize(viewport);
        const layout = await headerLayout(page);
        expect(layout, `signed out at ${viewport.width} px`).toMatchObject({
          oneRow: true,
          ordered: true,
          insideWidth: true,
        });
        expect(layout.header).toBeLessThan(70);
        expect(layout.smallestTarget).toBeGreaterThanOrEqual(40);
        expect(layout.smallestLanguageSide, `EN/DE at ${viewport.width} px`).toBeGreaterThanOrEqual(44);
      }
      await page.setViewportSize(PHONE);
      await page.getByTestId('account-control').getByText(dictionaries[language]['account.signIn']).waitFor();
      await screenshot(page, `phones-header-360-${language}`);

      const username = `phone${language}${Date.now().toString(36)}`;
      const status = await page.evaluate(async (name) => {
        const res = await fetch('/api/auth/register', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ username: name, password: 'a-long-bedtime-password' }),
        });
        return res.status;
      }, username);
      expect(status).toBeLessThan(300);
      await page.reload();
      await page.locator('.account-avatar').waitFor();
      const signedIn = await headerLayout(page);
      expect(signedIn).toMatchObject({ oneRow: true, ordered: true, insideWidth: true });
      expect(signedIn.header).toBeLessThan(70);
      expect(signedIn.smallestTarget).toBeGreaterThanOrEqual(40);
      expect(signedIn.smallestLanguageSide).toBeGreaterThanOrEqual(44);
      await context.close();
    });
  }

  it('shows the whole of a long German scene and its long title on a 360 px phone', async () => {
    const page = await owner.newPage();
    await page.emulateMedia({ reducedMotion: 'no-preference' }); // the sky's video plays (see chromium.ts)
    await withLongGermanScene(page, storyId);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(`${product.url}/story/${storyId}`);
    await setLanguage(page, 'de');
    await page.locator('[data-testid="viewer-scene"][data-scene="1"] .viewer-sentence').first().waitFor();
    await page.locator('.viewer-image[data-status="success"]').waitFor();
    // Issue 30: on a phone the sky plays its small upright slice (never the 16:9 clip), and the narration
    // waits for the reader (not fetched yet).
    expect(fetched.filter((path) => path.startsWith('/media/night-sky.'))).toEqual([]);
    expect(fetched.filter((path) => path.includes('/audio/'))).toEqual([]);
    await expect
      .poll(() => fetched.filter((path) => path.startsWith('/media/night-sky-portrait.')).length)
      .toBeGreaterThan(0);
    expect(await page.locator('.viewer-scene__text').textContent()).toContain('Wache hielten.');
    expect(await sceneTextFits(page)).toEqual({ fits: true, textInsideStage: true, nothingSideways: true });
    expect(await page.getByTestId('scene-more').count()).toBe(0); // nothing hidden, nothing to announce
    expect(
      await page.locator('.viewer-stage').evaluate((el) => el.getBoundingClientRect().height),
    ).toBeGreaterThanOrEqual(450);
    const title = await titleWraps(page, '.viewer-titlebar__title');
    expect(title).toMatchObject({ ellipsis: false, nowrap: false, cut: false });
    expect(title.lines).toBeGreaterThan(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'phones-viewer-long-scene-360-de');
    await page.close();
  });

  it("offers 'Mehr lesen' for a long German scene in the 450 px stage of a desktop, and it reaches the end", async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await withLongGermanScene(page, storyId);
    await page.goto(`${product.url}/story/${storyId}`);
    await setLanguage(page, 'de');
    await page.locator('[data-testid="viewer-scene"][data-scene="1"] .viewer-sentence').first().waitFor();
    expect(await page.locator('.viewer-stage').evaluate((el) => el.getBoundingClientRect().height)).toBe(450);
    const words = page.getByTestId('scene-words');
    const overflowing = await words.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
    const more = page.getByRole('button', { name: de['viewer.scene.more'] });
    // The text runs on below the stage: the affordance says so, and it scrolls to the end.
    expect(overflowing).toBe(true);
    await more.waitFor();
    await screenshot(page, 'phones-viewer-long-scene-1280-de');
    for (let press = 0; press < 10 && (await more.count()) > 0; press++) {
      await more.click();
      await page.waitForTimeout(600); // the smooth scroll settles
    }
    expect(await more.count()).toBe(0);
    expect(await words.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 2)).toBe(true);
    const title = await titleWraps(page, '.viewer-titlebar__title');
    expect(title).toMatchObject({ ellipsis: false, nowrap: false, cut: false });
    await context.close();
  });

  for (const language of ['en', 'de'] as const) {
    it(`says 'tap ✕' and offers the ✕ on a touch phone, and leaves 'Scene 1' uncovered (${language})`, async () => {
      const t = dictionaries[language];
      const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
      const page = await context.newPage();
      await page.goto(`${product.url}/story/${storyId}`);
      await setLanguage(page, language);
      await page.locator('.viewer-image[data-status="success"]').waitFor();
      await page.locator('.viewer-scene__number').tap();
      await page.locator('[data-testid="story-reader"][data-fullscreen="true"]').waitFor();
      const hint = page.getByTestId('fullscreen-hint');
      expect(await hint.textContent()).toBe(t['viewer.fullscreenHintTouch']);
      expect(await page.getByText(t['viewer.fullscreenHint']).count()).toBe(0);
      const close = page.getByRole('button', { name: t['viewer.toolbar.exitFullscreen'], exact: true });
      expect(await close.count()).toBe(1);
      expect(await close.textContent()).toBe(''); // the ✕ is drawn
      const closeBox = (await close.boundingBox())!;
      expect(closeBox.height).toBeGreaterThanOrEqual(40);
      expect(closeBox.y).toBeGreaterThanOrEqual(0);
      const hintBox = (await hint.boundingBox())!;
      const labelBox = (await page.locator('.viewer-scene__number').boundingBox())!;
      expect(hintBox.y + hintBox.height <= labelBox.y || labelBox.y + labelBox.height <= hintBox.y).toBe(true);
      await screenshot(page, `phones-touch-fullscreen-360-${language}`);
      await close.tap();
      await page.locator('[data-testid="story-reader"][data-fullscreen="false"]').waitFor();
      expect(await hint.count()).toBe(0);
      await context.close();
    });
  }

  it("keeps 'Press ESC to exit fullscreen' for a mouse and keyboard, below the title bar and off the 'Scene 1' label", async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${product.url}/story/${storyId}`);
    await setLanguage(page, 'en');
    await page.locator('.viewer-image[data-status="success"]').waitFor();
    await page.locator('.viewer-scene__number').click();
    const hint = page.getByText(en['viewer.fullscreenHint'], { exact: true });
    await hint.waitFor();
    expect(await page.getByText(en['viewer.fullscreenHintTouch']).count()).toBe(0);
    const hintBox = (await hint.boundingBox())!;
    const labelBox = (await page.locator('.viewer-scene__number').boundingBox())!;
    expect(hintBox.y + hintBox.height).toBeLessThanOrEqual(labelBox.y);
    await screenshot(page, 'phones-desktop-fullscreen-1280-en');
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="story-reader"][data-fullscreen="false"]').waitFor();
    await context.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`shows the story-viewer test page's picture (${viewport.width} px)`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${product.url}/story-viewer-test`);
      await remoteReady(page, 'mf_story');
      const picture = page.locator('.viewer-image__img');
      await picture.waitFor();
      await page.waitForFunction(() => {
        const img = document.querySelector('.viewer-image__img');
        return img !== null && getComputedStyle(img).opacity === '1';
      });
      expect(await page.locator('.viewer-image').getAttribute('data-status')).toBe('success');
      // The next scene's picture too (a fresh image on every scene).
      await page.getByRole('button', { name: en['viewer.next'], exact: true }).click();
      await page.keyboard.press('Escape');
      await page.locator('[data-testid="viewer-scene"][data-scene="2"]').waitFor();
      await page.waitForFunction(() => {
        const img = document.querySelector('[data-scene="2"] .viewer-image__img');
        return img !== null && getComputedStyle(img).opacity === '1';
      });
      if (viewport === PHONE)
        expect(await sceneTextFits(page)).toEqual({ fits: true, textInsideStage: true, nothingSideways: true });
      await screenshot(page, `phones-viewer-test-page-${viewport.width}`);
      await context.close();
    });
  }

  for (const language of ['en', 'de'] as const) {
    it(`tells the owner what the gallery would show before the switch is on: the title and the first picture (${language})`, async () => {
      const t = dictionaries[language];
      const page = await owner.newPage();
      await page.goto(`${product.url}/story/${storyId}`);
      await setLanguage(page, language);
      const gallerySwitch = page.getByRole('switch', { name: t['viewer.sharing.label'] });
      await gallerySwitch.waitFor();
      expect(await gallerySwitch.isChecked()).toBe(false);
      // Both switches are a finger's tap target (44 × 44 px), each over its own track, and nothing else sits on them.
      const autoPlay = page.getByRole('switch', { name: t['viewer.autoPlay'] });
      for (const [name, control] of [
        ['auto play', autoPlay],
        ['gallery', gallerySwitch],
      ] as const) {
        await control.scrollIntoViewIfNeeded();
        const box = (await control.boundingBox())!;
        expect(box.width, name).toBeGreaterThanOrEqual(44);
        expect(box.height, name).toBeGreaterThanOrEqual(44);
        const track = (await control
          .locator('xpath=following-sibling::span[contains(@class, "viewer-switch__track")]')
          .boundingBox())!;
        expect(track.x).toBeGreaterThanOrEqual(box.x);
        expect(track.x + track.width).toBeLessThanOrEqual(box.x + box.width);
        expect(track.y).toBeGreaterThanOrEqual(box.y);
        expect(track.y + track.height).toBeLessThanOrEqual(box.y + box.height);
        const onTop = await control.evaluate((input) => {
          const rect = input.getBoundingClientRect();
          return document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2) === input;
        });
        expect(onTop, name).toBe(true);
      }
      const title = (await page.locator('.viewer-titlebar__title').textContent())!;
      const hint = t['viewer.sharing.hint'].replace('{title}', title);
      await page.getByText(hint, { exact: true }).waitFor();
      expect(await gallerySwitch.getAttribute('aria-describedby')).toBe(
        await page.getByText(hint, { exact: true }).getAttribute('id'),
      );
      const preview = page.getByTestId('gallery-preview');
      expect(await preview.locator('.viewer-sharing__preview-title').textContent()).toBe(title);
      const cover = await preview.locator('img').getAttribute('src');
      expect(cover).toBe(await page.locator('[data-scene="1"] .viewer-image__img').getAttribute('src'));
      await preview.scrollIntoViewIfNeeded();
      await screenshot(page, `phones-gallery-switch-360-${language}`);
      await page.close();
    });
  }

  it('wraps long titles on gallery cards and my-stories cards at 360 px', async () => {
    const page = await owner.newPage();
    const cover = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#5a2d7a"/></svg>')}`;
    await page.route('**/api/stories/recent**', (route) =>
      route.fulfill({
        json: [
          {
            id: 'g-long',
            title: LONG_TITLE_DE,
            createdAt: new Date().toISOString(),
            scenes: [{ sceneNumber: 1, imageUrl: cover }],
          },
        ],
      }),
    );
    await page.goto(`${product.url}/`);
    const card = page.getByTestId('gallery-card').first();
    await card.waitFor();
    const galleryTitle = await titleWraps(page, '.story-gallery__title');
    expect(galleryTitle).toMatchObject({ ellipsis: false, nowrap: false, cut: false });
    expect(galleryTitle.lines).toBeGreaterThan(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'phones-gallery-long-title-360');

    // Signed in, the story made in this session is listed on My Stories (with the long title).
    const status = await page.evaluate(async () => {
      const res = await fetch('/api/auth/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ username: `owner${Date.now().toString(36)}`, password: 'a-long-bedtime-password' }),
      });
      // The stories made before registering are offered to the account: take them all.
      const offered = (await (await fetch('/api/stories/offered')).json()) as { id: string }[];
      await fetch('/api/stories/offered/accept', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ storyIds: offered.map((story) => story.id) }),
      });
      return res.status;
    });
    expect(status).toBeLessThan(300);
    await page.route('**/api/stories/user**', async (route) => {
      const response = await route.fetch();
      const stories = (await response.json()) as { title: string }[];
      await route.fulfill({ response, json: stories.map((story) => ({ ...story, title: LONG_TITLE_DE })) });
    });
    await page.goto(`${product.url}/my-stories`);
    await page.locator('.account-card__title').first().waitFor();
    const myTitle = await titleWraps(page, '.account-card__title');
    expect(myTitle).toMatchObject({ ellipsis: false, nowrap: false, cut: false });
    expect(myTitle.lines).toBeGreaterThan(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'phones-my-stories-long-title-360');
    await page.close();
  });
});
