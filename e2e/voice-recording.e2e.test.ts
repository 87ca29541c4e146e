import { writeFile, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitSentences, type StoryJson, type StoryVoicesJson } from '@dreamweaver/contracts';
import { hummedSentencesWav } from '../bff/test/support/recorded-audio.ts';
import { SKIP_MESSAGE, chromiumAvailable, launchChromium } from './chromium.ts';
import { screenshot } from './pages.ts';
import { startProduct, type Product } from './product.ts';

// A parent reads a paid story aloud in Chromium, with a fake microphone that plays a WAV made
// here: a hum for each sentence of the scene, with pauses between. The server keeps each scene
// with sentence starts at the pauses, the viewer plays the recorded voice and lights the sentence
// being read, and the e-book carries the recording. A grandparent records from a private link in
// a browser with no session; the owner approves the recording, which then plays, and a revoked link
// opens nothing.

if (!chromiumAvailable) console.warn(SKIP_MESSAGE);

const PAUSE = 1;
const LEAD = 0.4;
/** Each sentence hummed for as long as it takes to read, about 60 ms a character. */
const humSeconds = (sentence: string) => Math.max(1.2, sentence.length * 0.06);

let product: Product;
let cookies: { name: string; value: string }[] = [];
let storyId: string;
let story: StoryJson;
let folder: string;

async function api(pathname: string, init: RequestInit = {}): Promise<Response> {
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const response = await fetch(`${product.url}${pathname}`, {
    ...init,
    headers: { origin: product.url, cookie, 'content-type': 'application/json', ...init.headers },
    redirect: 'manual',
  });
  const set = response.headers.getSetCookie().map((c) => c.split(';')[0].split('='));
  for (const [name, value] of set) cookies = [...cookies.filter((c) => c.name !== name), { name, value }];
  return response;
}

/** An account with a paid, finished story (paid in the sandbox checkout). */
async function paidStoryOfNewAccount(): Promise<string> {
  await api('/api/auth/register', {
    method: 'POST',
    body: JSON.stringify({ username: 'mum', password: 'mum-password-1' }),
  });
  const created = await api('/api/stories', {
    method: 'POST',
    body: JSON.stringify({
      audience: 'child',
      storyType: 'classic',
      recipientDetails: { name: 'Mia' },
      language: 'en',
    }),
  });
  const { id } = (await created.json()) as { id: string };
  for (let tries = 0; tries < 200; tries++) {
    const { status } = (await (await api(`/api/stories/${id}/progress`)).json()) as { status: string };
    if (status === 'completed') break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const back = `${product.url}/story/${id}`;
  const checkout = await api('/api/payments/create-checkout-session', {
    method: 'POST',
    body: JSON.stringify({ storyId: id, successUrl: `${back}?session_id={CHECKOUT_SESSION_ID}`, cancelUrl: back }),
  });
  const { url } = (await checkout.json()) as { url: string };
  const form = new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', email: '' });
  await api(`${new URL(url).pathname}/pay`, {
    method: 'POST',
    body: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return id;
}

/** The fake microphone's WAV for a scene: its sentences hummed with pauses between, then a long silence. */
async function microphoneFor(sceneNumber: number): Promise<{ file: string; seconds: number; sentences: string[] }> {
  const sentences = splitSentences(story.scenes[sceneNumber - 1].text ?? '');
  const hums = sentences.map(humSeconds);
  const file = path.join(folder, `scene-${sceneNumber}.wav`);
  await writeFile(file, hummedSentencesWav(hums, PAUSE, 8000, 8));
  return { file, seconds: LEAD + hums.reduce((a, b) => a + b) + PAUSE * (hums.length - 1) + 0.6, sentences };
}

/** Opens the viewer in a Chromium whose microphone plays `wav`, as the signed-in owner. */
async function viewerWithMicrophone(wav: string, viewport: { width: number; height: number }, allowed = true) {
  // Without the fake permission prompt headless Chromium refuses the microphone, as a parent may.
  const { browser, close } = await launchChromium([
    ...(allowed ? ['--use-fake-ui-for-media-stream'] : []),
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${wav}`,
  ]);
  const context = await browser.newContext({ viewport, permissions: allowed ? ['microphone'] : [] });
  await context.addCookies(cookies.map((c) => ({ ...c, url: product.url })));
  const page = await context.newPage();
  await page.goto(`${product.url}/story/${storyId}`);
  await page.getByTestId('record-voice').waitFor({ timeout: 30_000 });
  return { page, context, close };
}

async function recordScene(page: Page, seconds: number) {
  await page.getByTestId('record-take').click();
  await page.locator('[data-state="recording"], [data-testid="recorder-refused"]').waitFor();
  expect(await page.getByTestId('recorder-refused').count(), await page.locator('.voice-scene').innerText()).toBe(0);
  await page.waitForTimeout(seconds * 1000);
  await page.getByTestId('stop-take').click();
  await page.getByTestId('save-take').click();
}

describe.skipIf(!chromiumAvailable)('reading a story aloud in your own voice', () => {
  beforeAll(async () => {
    product = await startProduct();
    folder = await mkdtemp(path.join(os.tmpdir(), 'dw-voice-'));
    storyId = await paidStoryOfNewAccount();
    story = (await (await api(`/api/stories/${storyId}`)).json()) as StoryJson;
    expect(story.isPaid).toBe(true);
  }, 180_000);
  afterAll(async () => {
    await product?.stop();
  });

  it('records two scenes on a phone, finds the pauses, plays the voice with the read-along, and puts it in the e-book', async () => {
    const first = await microphoneFor(1);
    // The microphone is asked for on Record only; refused, the recorder says what to do.
    const refused = await viewerWithMicrophone(first.file, { width: 390, height: 844 }, false);
    await refused.page.getByTestId('record-voice').click();
    await refused.page.getByTestId('voice-name').fill("Mum's voice");
    await refused.page.getByRole('button', { name: 'Start' }).click();
    await refused.page.getByTestId('record-take').click();
    await expect(refused.page.getByTestId('recorder-refused').textContent()).resolves.toMatch(/microphone is blocked/);
    await refused.close();

    const phone = await viewerWithMicrophone(first.file, { width: 390, height: 844 });
    await phone.page.getByTestId('record-voice').click();
    await phone.page.getByLabel('Record for').selectOption({ label: "Mum's voice" });
    await phone.page.getByRole('button', { name: 'Start' }).click();
    await screenshot(phone.page, 'voice-recorder-phone');
    await recordScene(phone.page, first.seconds);
    await phone.page.locator('[data-testid="voice-scene"][data-scene="2"]').waitFor({ timeout: 30_000 });
    await phone.close();

    const second = await microphoneFor(2);
    const desktop = await viewerWithMicrophone(second.file, { width: 1280, height: 800 });
    const { page } = desktop;
    await page.getByTestId('record-voice').click();
    await page.getByLabel('Record for').selectOption({ label: "Mum's voice" });
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('button', { name: 'Skip this scene' }).click();
    await recordScene(page, second.seconds);
    await page.locator('[data-testid="voice-scene"][data-scene="3"]').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Finish' }).first().click();

    // The server found a sentence start after each pause (the first hum's start is the recording's own).
    const { voices } = (await (await api(`/api/stories/${storyId}/voices`)).json()) as StoryVoicesJson;
    expect(voices.map((v) => v.name)).toEqual(["Mum's voice"]);
    const recordings = voices[0].recordings;
    expect(recordings.map((r) => r.sceneNumber)).toEqual([1, 2]);
    for (const [i, { sentences }] of [first, second].entries()) {
      const starts = recordings[i].sentenceStarts;
      expect(starts).toHaveLength(sentences.length);
      for (let s = 1; s < starts.length; s++)
        expect(starts[s] - starts[s - 1]).toBeCloseTo(humSeconds(sentences[s - 1]) + PAUSE, 0);
    }

    // The viewer plays the recorded voice, and at a given time lights the sentence being read.
    await page.getByTestId('voice-choice').waitFor();
    expect(await page.getByTestId('voice-choice').inputValue()).toBe(String(voices[0].id));
    const audio = page.locator('.viewer-audio audio');
    expect(await audio.getAttribute('src')).toBe(recordings[0].audioUrl);
    await page.locator('.viewer-audio[data-status="ready"]').waitFor({ timeout: 15_000 });
    // The reader turns to the player: only then is the narration's length fetched (narration-preload.ts).
    await page.locator('.viewer-audio__seek').focus();
    await page.waitForFunction(
      () => (document.querySelector('.viewer-audio audio') as HTMLAudioElement).readyState >= 1,
    );
    await audio.evaluate(
      (element: HTMLAudioElement, at) => (element.currentTime = at),
      recordings[0].sentenceStarts[1] + 0.3,
    );
    const lit = page.locator('.viewer-sentence[data-active]');
    await lit.waitFor();
    expect((await lit.textContent())?.trim()).toBe(first.sentences[1]);
    await screenshot(page, 'voice-viewer-desktop');
    await desktop.close();

    // The e-book in the voice is built and carries sound (its overlays and epubcheck: bff/test/voice/story-voices.test.ts).
    let epub: Response;
    for (let tries = 0; ; tries++) {
      epub = await api(`/api/stories/${storyId}/download?format=epub&voice=${voices[0].id}`);
      if (epub.status !== 202 || tries > 240) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(epub.status).toBe(200);
    // A ZIP names its files in plain text: the recorded scenes' MP3 files are in the book.
    const names = new Set(
      Buffer.from(await epub.arrayBuffer())
        .toString('latin1')
        .match(/[\w/-]+\.mp3/g),
    );
    const sounds = [...names];
    expect(sounds.length).toBeGreaterThanOrEqual(2);
  }, 240_000);

  it('sends a take again by itself when the server is busy, and keeps it when told to wait long', async () => {
    const first = await microphoneFor(1);
    const { page, close } = await viewerWithMicrophone(first.file, { width: 1280, height: 800 });
    const takes = (scene: number) => `**/api/stories/${storyId}/voices/*/scenes/${scene}`;
    // The first try of scene 1 meets a full queue: 503, come back in a second.
    let tries = 0;
    await page.route(takes(1), async (route) => {
      tries++;
      if (tries > 1) return route.continue();
      await route.fulfill({
        status: 503,
        headers: { 'Retry-After': '1', 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'Many recordings are being saved right now.' }),
      });
    });
    await page.getByTestId('record-voice').click();
    await page.getByLabel('Record for').selectOption({ label: "Mum's voice" });
    await page.getByRole('button', { name: 'Start' }).click();
    await recordScene(page, first.seconds);
    await page.getByTestId('take-waiting').waitFor();
    await page.locator('[data-testid="voice-scene"][data-scene="2"]').waitFor({ timeout: 30_000 });
    expect(tries).toBe(2);

    // Told to come back in an hour, the recorder says so and keeps the take to save later.
    await page.route(takes(2), (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '3600', 'content-type': 'application/json' },
        body: JSON.stringify({
          message: 'A great many takes have been saved in a short time. Please wait 60 minutes.',
        }),
      }),
    );
    await recordScene(page, 2);
    await expect(page.locator('.voice-scene .voice-recorder__error').innerText()).resolves.toMatch(
      /Please wait 60 minutes/,
    );
    await page.unroute(takes(2));
    expect(await page.getByTestId('save-take').isEnabled()).toBe(true);
    await close();
  }, 120_000);

  it('records from an invite link without an account, in German on a phone; the owner approves, it plays; revoked, the link fails', async () => {
    const owner = await viewerWithMicrophone((await microphoneFor(1)).file, { width: 1280, height: 800 });
    await owner.page.getByTestId('open-invites').click();
    await owner.page.getByTestId('make-invite').click();
    const link = await owner.page.getByTestId('invite-url').inputValue();
    expect(link).toMatch(/\/invite#[A-Za-z0-9_-]{43}$/);

    // The grandparent: a fresh browser, no cookies, German, a phone.
    const first = await microphoneFor(1);
    const grandma = await launchChromium([
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${first.file}`,
    ]);
    const context = await grandma.browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'de-DE',
      permissions: ['microphone'],
    });
    const guest = await context.newPage();
    await guest.goto(link);
    await guest.getByTestId('voice-name').fill('Omas Stimme');
    expect(await context.cookies()).toEqual([]);
    await screenshot(guest, 'voice-invite-phone-de');
    await guest.getByTestId('voice-name').press('Enter');
    // Only the story's text: no picture, no title, no way into the story or the account.
    expect(await guest.locator('.voice-scene__text').innerText()).toContain(first.sentences[0]);
    expect(await guest.locator('img').count()).toBe(0);
    expect(await guest.content()).not.toContain(storyId);
    await recordScene(guest, first.seconds);
    await guest.locator('[data-testid="voice-scene"][data-scene="2"]').waitFor({ timeout: 30_000 });
    await guest.getByRole('button', { name: 'Fertig' }).first().click();
    await guest.getByTestId('invite-finished').waitFor();

    // The owner hears it waiting, approves it, and it plays as a voice of the story.
    await owner.page.reload();
    const pending = owner.page.getByTestId('pending-voice');
    await pending.waitFor({ timeout: 30_000 });
    expect(await pending.locator('audio').count()).toBe(1);
    expect(await owner.page.getByTestId('voice-choice').locator('option', { hasText: 'Omas Stimme' }).count()).toBe(0);
    await owner.page.getByTestId('approve-voice').click();
    await pending.waitFor({ state: 'detached' });
    await owner.page.getByTestId('voice-choice').selectOption({ label: 'Omas Stimme' });
    const { voices } = (await (await api(`/api/stories/${storyId}/voices`)).json()) as StoryVoicesJson;
    const approved = voices.find((voice) => voice.name === 'Omas Stimme')!;
    expect(approved.pending).toBe(false);
    const audio = owner.page.locator('.viewer-audio audio');
    expect(await audio.getAttribute('src')).toBe(approved.recordings[0].audioUrl);
    await owner.page.locator('.viewer-audio[data-status="ready"]').waitFor({ timeout: 15_000 });

    // Revoked, the link opens nothing.
    await owner.page.getByTestId('open-invites').click();
    await owner.page.getByTestId('revoke-invite').first().click();
    await owner.page.getByTestId('revoke-invite').waitFor({ state: 'detached' });
    await guest.reload();
    await guest.getByTestId('invite-closed').waitFor();
    expect(await guest.getByTestId('invite-closed').innerText()).toMatch(/Dieser Link öffnet nichts/);
    await grandma.close();
    await owner.close();
  }, 240_000);
});
