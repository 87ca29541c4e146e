import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { de, en } from '@dreamweaver/contracts';
import { SKIP_MESSAGE, chromiumAvailable } from './chromium.ts';
import { describeViolations, seriousViolations } from './axe.ts';
import { accountReady, openPage, remoteReady, screenshot } from './pages.ts';
import { useProductAndBrowser, type Product } from './product.ts';
import type { Browser } from 'playwright-core';

if (!chromiumAvailable) console.warn(SKIP_MESSAGE);

// A parent's child profile on My Stories: made, used for tonight's story (the wizard filled in
// from it, the story linked to it), its bible edited, exported and deleted with its stories.

async function registerAndReload(page: Page, username: string) {
  const status = await page.evaluate(async (name) => {
    const res = await fetch('/api/auth/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      // A retry of the test registers anew.
      body: JSON.stringify({ username: `${name}_${Math.random().toString(36).slice(2, 8)}`, password: 'moonlight7' }),
    });
    return res.status;
  }, username);
  expect(status).toBe(201);
  await page.reload();
  await remoteReady(page, 'mf_account');
  await accountReady(page);
}

/** The story of a /generating?id= page once its text is written: the title the next episode's recap names. */
async function storyOf(page: Page, url: string): Promise<{ title: string }> {
  const id = new URL(url).searchParams.get('id');
  return page.evaluate(async (storyId) => {
    for (let attempt = 0; attempt < 240; attempt++) {
      const story = (await (await fetch(`/api/stories/${storyId}`)).json()) as { title: string | null };
      if (story.title) return { title: story.title };
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`story ${storyId} got no title within 2 minutes`);
  }, id);
}

const profiles = (page: Page) =>
  page.evaluate(async () => (await (await fetch('/api/children')).json()) as { id: string; storyCount: number }[]);

describe.skipIf(!chromiumAvailable)('child profiles in Chromium', () => {
  let browser: Browser;
  let product: Product;
  useProductAndBrowser((started) => ({ browser, product } = started));

  it("makes a profile, starts tonight's story from it, edits the bible, exports and deletes it", async () => {
    const { page, errors, close } = await openPage(browser, `${product.url}/my-stories`);
    await remoteReady(page, 'mf_account');
    await registerAndReload(page, 'ida_parent');
    const section = page.getByTestId('children-section');
    await section.getByText(en['children.empty']).waitFor();

    await section.getByRole('button', { name: en['children.add'] }).click();
    const form = page.getByRole('dialog', { name: en['children.form.createTitle'] });
    await form.getByLabel(en['children.form.name'], { exact: true }).fill('Ida');
    await form.getByLabel(en['children.form.age']).fill('5');
    await form.getByLabel(en['children.form.pronoun']).selectOption('she');
    await form.getByLabel(en['children.form.favourite.animal']).fill('otter');
    await form.getByLabel(en['children.form.hairColour']).selectOption('red');
    await form.getByLabel(en['children.form.hairStyle'], { exact: true }).selectOption('curly');
    await form.getByLabel(en['children.form.glasses']).check();
    await form.getByRole('button', { name: en['children.form.addCompanion'] }).click();
    await form.getByLabel(en['children.form.companionName']).fill('Pepper');
    await form.getByLabel(en['children.form.companionKind']).fill('dog');
    await form.getByLabel(en['children.form.bible']).fill('Ida is afraid of thunder, but less now');
    await screenshot(page, 'children-form-en');
    expect(describeViolations('the child profile form', await seriousViolations(page))).toBe('');
    await form.getByRole('button', { name: en['children.form.save'] }).click();
    await form.waitFor({ state: 'detached' });
    const card = section.getByTestId('child-card');
    await card.getByRole('heading', { name: 'Ida' }).waitFor();
    expect(await card.innerText()).toContain('5 years old');
    await screenshot(page, 'children-list-en');
    expect(describeViolations('the Children section', await seriousViolations(page))).toBe('');
    const [{ id }] = await profiles(page);
    expect(await card.getByRole('link', { name: en['children.export'] }).getAttribute('href')).toBe(
      `/api/children/${id}/export`,
    );

    // Tonight's story: the wizard's last step, filled in from the profile and still editable.
    await card.getByRole('link', { name: en['children.tonight'] }).click();
    await page.waitForURL(/\/personalize$/);
    expect(await page.getByLabel(en['home.form.name.label']).inputValue()).toBe('Ida');
    const description = page.getByLabel(en['home.form.description.label']);
    expect(await description.inputValue()).toBe(
      'Ida has curly red hair. She wears glasses. Ida has a dog called Pepper. Ida is afraid of thunder, but less now.',
    );
    await screenshot(page, 'children-tonights-story-en');
    await page.getByRole('button', { name: en['button.generate'] }).click();
    await page.waitForURL('**/story-plan');
    await page.getByRole('button', { name: en['storyPlan.tell'] }).click();
    await page.waitForURL(/\/generating\?id=/);
    expect((await profiles(page))[0].storyCount).toBe(1);
    const first = await storyOf(page, page.url());

    // Tonight's story again: episode 2 of the series, opened by what happened in episode 1.
    await page.goto(`${product.url}/my-stories`);
    await section.getByRole('link', { name: en['children.tonight'] }).click();
    await page.getByRole('button', { name: en['button.generate'] }).click();
    await page.waitForURL('**/story-plan');
    await page.getByRole('button', { name: en['storyPlan.tell'] }).click();
    await page.waitForURL(/\/generating\?id=/);
    const second = new URL(page.url()).searchParams.get('id');
    // Two stories back to back on a loaded CI machine: wait for the second as long as for the first.
    await storyOf(page, page.url());
    await page.goto(`${product.url}/story/${second}`);
    const series = page.getByTestId('story-series');
    await series.waitFor({ timeout: 60_000 });
    expect(await series.innerText()).toBe('Episode 2 · The Adventures of Ida');
    const opening = await page.evaluate(
      async (storyId) => (await (await fetch(`/api/stories/${storyId}`)).json()).scenes[0]?.text as string,
      second,
    );
    // The storyteller tells what happened last time itself, in the past tense, from episode 1's plan:
    // no catalogue line with the last title is glued in front of it.
    expect(opening).not.toContain(`"${first.title}"`);
    expect(opening).toMatch(/\bhad\b/);
    await page.getByTestId('story-reader').waitFor();
    await screenshot(page, 'children-episode-2-en');

    // The bible is edited; then the profile goes, with its stories.
    await page.goto(`${product.url}/my-stories`);
    await page.getByTestId('my-story-series').first().waitFor();
    expect(await section.getByTestId('child-card').innerText()).toContain('Stories: 2');
    await section.getByRole('button', { name: en['children.edit'] }).click();
    const edit = page.getByRole('dialog', { name: en['children.form.editTitle'].replace('{name}', 'Ida') });
    await edit.getByLabel(en['children.form.bible']).fill('Ida can swim now');
    await edit.getByRole('button', { name: en['children.form.save'] }).click();
    await edit.waitFor({ state: 'detached' });
    expect(
      await page.evaluate(async (child) => (await (await fetch(`/api/children/${child}`)).json()).bible, id),
    ).toEqual(['Ida can swim now']);
    await section.getByRole('button', { name: en['children.delete'] }).click();
    const confirm = page.getByRole('dialog', { name: en['children.delete.title'].replace('{name}', 'Ida') });
    await screenshot(page, 'children-delete-en');
    await confirm.getByRole('button', { name: en['children.delete.all'] }).click();
    await section.getByText(en['children.empty']).waitFor();
    await page.getByTestId('my-stories-empty').waitFor();
    expect(errors).toEqual([]);
    await close();
  }, 240_000); // two stories written one after the other

  it('makes a story with two siblings, one typed in and one from a profile; both are in every picture', async () => {
    const { page, errors, close } = await openPage(browser, `${product.url}/my-stories`);
    await remoteReady(page, 'mf_account');
    await registerAndReload(page, 'sibling_parent');
    const made = await page.evaluate(async () => {
      const res = await fetch('/api/children', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ name: 'Max', age: 8, pronoun: 'he', look: { hairColour: 'brown', glasses: true } }),
      });
      return res.status;
    });
    expect(made).toBe(201);

    await page.goto(`${product.url}/`);
    await remoteReady(page, 'mf_story');
    await page.getByLabel(en['home.form.name.label']).fill('Ida');
    await page.getByRole('button', { name: en['siblings.add'] }).click();
    await page.getByLabel(en['siblings.name'].replace('{n}', '1')).fill('Lou');
    await page.getByLabel(en['siblings.role']).selectOption('finder');
    await page.getByLabel(en['children.form.hairStyle'], { exact: true }).selectOption('ponytail');
    await page.getByLabel(en['siblings.fromProfile']).selectOption({ label: 'Max' });
    expect(await page.getByLabel(en['siblings.name'].replace('{n}', '2')).inputValue()).toBe('Max');
    // Two siblings: no third can be added.
    expect(await page.getByRole('button', { name: en['siblings.add'] }).count()).toBe(0);
    await screenshot(page, 'siblings-form-en');
    expect(describeViolations('the story form with siblings', await seriousViolations(page))).toBe('');
    await page.getByRole('button', { name: en['home.form.submit'] }).click();
    await page.waitForURL(/\/generating\?id=/);
    const id = new URL(page.url()).searchParams.get('id')!;

    // Paid in the sandbox, so every scene's picture is there to look at.
    const back = `${product.url}/story/${id}`;
    const checkout = await page.evaluate(
      async ({ storyId, back }) => {
        for (let attempt = 0; attempt < 240; attempt++) {
          const progress = (await (await fetch(`/api/stories/${storyId}/progress`)).json()) as { status: string };
          if (progress.status === 'completed') break;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        const res = await fetch('/api/payments/create-checkout-session', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ storyId, successUrl: `${back}?session_id={CHECKOUT_SESSION_ID}`, cancelUrl: back }),
        });
        return ((await res.json()) as { url: string }).url;
      },
      { storyId: id, back },
    );
    await page.goto(checkout);
    await page.locator('input[name="cardNumber"]').fill('4242 4242 4242 4242');
    await page.locator('input[name="expiry"]').fill('12 / 34');
    await page.locator('input[name="cvc"]').fill('123');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(`**/story/${id}**`);
    const scenes = await page.evaluate(async (storyId) => {
      for (let attempt = 0; attempt < 60; attempt++) {
        const story = (await (await fetch(`/api/stories/${storyId}`)).json()) as {
          isPaid: boolean;
          scenes: { imageDescription?: string; text: string | null }[];
        };
        if (story.isPaid) return story.scenes;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error('the story was not paid');
    }, id);
    expect(scenes.length).toBeGreaterThan(3);
    for (const scene of scenes) {
      expect(scene.imageDescription).toMatch(/\bIda\b/);
      expect(scene.imageDescription).toMatch(/\bLou\b/);
      expect(scene.imageDescription).toMatch(/\bMax\b/);
    }
    // The first scene says who came along: both by name.
    expect(scenes[0].text).toMatch(/\bLou\b/);
    expect(scenes[0].text).toMatch(/\bMax\b/);
    await page.getByTestId('story-reader').waitFor();
    await screenshot(page, 'siblings-story-en');
    expect(errors).toEqual([]);
    await close();
  });

  it('offers brothers and sisters in German', async () => {
    const { page, errors, close } = await openPage(browser, `${product.url}/`);
    await remoteReady(page, 'mf_story');
    await page.getByRole('button', { name: en['app.language.de'] }).click();
    await page.getByRole('button', { name: de['siblings.add'] }).click();
    await page.getByLabel(de['siblings.name'].replace('{n}', '1')).waitFor();
    await page.getByRole('button', { name: de['siblings.add'] }).click();
    expect(await page.getByRole('button', { name: de['siblings.add'] }).count()).toBe(0);
    await screenshot(page, 'siblings-form-de');
    expect(errors).toEqual([]);
    await close();
  });

  it('adds a story made signed out and accepted at sign-in to a child, and takes it out again (de)', async () => {
    const { page, errors, close } = await openPage(browser, `${product.url}/my-stories`);
    await remoteReady(page, 'mf_account');
    // Made signed out, written up to its first picture (My Stories shows a story by its cover).
    const storyId = await page.evaluate(async () => {
      const json = { 'Content-Type': 'application/json', Accept: 'application/json' };
      const made = await fetch('/api/stories', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          audience: 'child',
          storyType: 'classic',
          language: 'de',
          recipientDetails: { name: 'Mausi', age: '5' },
        }),
      });
      const { id } = (await made.json()) as { id: string };
      for (let attempt = 0; attempt < 240; attempt++) {
        const story = (await (await fetch(`/api/stories/${id}`)).json()) as { scenes: { imageUrl: string | null }[] };
        if (story.scenes[0]?.imageUrl) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const username = `mausi_${Math.random().toString(36).slice(2, 8)}`;
      await fetch('/api/auth/register', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ username, password: 'moonlight7' }),
      });
      await fetch('/api/stories/offered/accept', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ storyIds: [id] }),
      });
      for (const name of ['Ida', 'Noor'])
        await fetch('/api/children', { method: 'POST', headers: json, body: JSON.stringify({ name }) });
      return id;
    });
    await page.reload();
    await remoteReady(page, 'mf_account');
    await accountReady(page);
    await page.getByRole('button', { name: en['app.language.de'] }).click();
    const card = page.locator(`[data-testid="my-story-card"][data-story-id="${storyId}"]`);
    // Two children: the parent chooses which one's stories it joins.
    await card.getByLabel(de['children.story.choose']).selectOption({ label: 'Noor' });
    await card.getByText(de['children.story.with'].replace('{name}', 'Noor')).waitFor();
    expect((await profiles(page)).map((p) => p.storyCount)).toEqual([0, 1]);
    await screenshot(page, 'story-child-de');
    expect(describeViolations('a story card in a child’s stories', await seriousViolations(page))).toBe('');
    await card.getByRole('button', { name: de['children.story.removeLabel'].replace('{name}', 'Noor') }).click();
    await card.getByLabel(de['children.story.choose']).waitFor();
    expect((await profiles(page)).map((p) => p.storyCount)).toEqual([0, 0]);
    expect(errors).toEqual([]);
    await close();
  });

  it('speaks German in the Children section and its form', async () => {
    const { page, errors, close } = await openPage(browser, `${product.url}/my-stories`);
    await remoteReady(page, 'mf_account');
    await registerAndReload(page, 'noor_eltern');
    await page.getByRole('button', { name: en['app.language.de'] }).click();
    const section = page.getByTestId('children-section');
    await section.getByRole('heading', { name: de['children.section.title'] }).waitFor();
    await section.getByRole('button', { name: de['children.add'] }).click();
    const form = page.getByRole('dialog', { name: de['children.form.createTitle'] });
    await form.getByRole('button', { name: de['children.form.save'] }).click();
    await form.getByText(de['validation.name.required']).waitFor();
    await screenshot(page, 'children-form-de');
    expect(errors).toEqual([]);
    await close();
  });
});
