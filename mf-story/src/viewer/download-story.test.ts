import { describe, expect, it } from 'vitest';
import type { StoryJson } from '@dreamweaver/contracts';
import { fileNameFromDisposition, retryAfterMs } from '@dreamweaver/web-kit';
import { buildStoryHtml, downloadStoryFile, storyFileName } from './download-story.ts';

const story: StoryJson = {
  id: 'abc',
  title: 'Mia & the <Moon>',
  summary: 'A calm tale.',
  isPaid: false,
  createdAt: '2026-01-01T00:00:00Z',
  generationStatus: 'completed',
  language: 'de',
  scenes: [
    {
      sceneNumber: 1,
      text: 'Mia sah den Mond.\n\nEr lächelte.',
      imageUrl: '/media/1.svg',
      audioUrl: null,
      locked: false,
    },
    { sceneNumber: 2, text: null, imageUrl: null, audioUrl: null, locked: true },
  ],
};

describe('the downloaded story', () => {
  it('inlines the pictures and text of unlocked scenes, escaped, in the story’s language', async () => {
    const asked: string[] = [];
    const html = await buildStoryHtml(story, async (url) => {
      asked.push(url);
      return 'data:image/svg+xml;base64,PHN2Zy8+';
    });
    expect(asked).toEqual(['/media/1.svg']);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<title>Mia &amp; the &lt;Moon&gt;</title>');
    expect(html).toContain('src="data:image/svg+xml;base64,PHN2Zy8+"');
    expect(html).toContain('<h2>Szene 1</h2>');
    expect(html).toContain('<p>Mia sah den Mond.</p>\n<p>Er lächelte.</p>');
    expect(html).not.toContain('Szene 2');
    expect(html).toContain('Traumweber');
    expect(html).not.toMatch(/<script|src="\/media/);
  });

  it('describes each picture (escaped, without control characters), else says which scene it illustrates', async () => {
    const picture = async () => 'data:image/svg+xml;base64,PHN2Zy8+';
    const described: StoryJson = {
      ...story,
      scenes: [{ ...story.scenes[0], imageDescription: 'Mia <b>& "Pip"\u0001 schlafen.' }, story.scenes[1]],
    };
    expect(await buildStoryHtml(described, picture)).toContain('alt="Mia &lt;b&gt;&amp; &quot;Pip&quot; schlafen."');
    expect(await buildStoryHtml(story, picture)).toContain('alt="Illustration zu Szene 1"');
  });

  it('ends the free preview with the link to the whole story; the paid story and a story without a link do not', async () => {
    const storyUrl = 'https://stories.example/story/abc?x=<1>&y=2';
    const preview = await buildStoryHtml(story, async () => null, { storyUrl });
    expect(preview).toContain(
      '<p>Das war die kostenlose erste Szene. Die ganze Geschichte: <a href="https://stories.example/story/abc?x=&lt;1&gt;&amp;y=2">https://stories.example/story/abc?x=&lt;1&gt;&amp;y=2</a></p>',
    );
    expect(await buildStoryHtml({ ...story, isPaid: true }, async () => null, { storyUrl })).not.toContain(
      'class="preview-end"',
    );
    expect(await buildStoryHtml(story, async () => null)).not.toContain('class="preview-end"');
  });

  it('leaves out a picture that cannot be loaded', async () => {
    const html = await buildStoryHtml(story, async () => null);
    expect(html).not.toContain('<img');
    expect(html).toContain('Mia sah den Mond.');
  });

  it('names the file after the title', () => {
    expect(storyFileName('Mia & the Moon!', 'abc')).toBe('mia-the-moon.html');
    expect(storyFileName('Lüttes Märchen', 'abc')).toBe('lüttes-märchen.html');
    expect(storyFileName(null, 'abc')).toBe('story-abc.html');
  });
});

describe('the file name the server gives', () => {
  it('prefers the UTF-8 name, falls back to the plain one, and to nothing', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="gute-nacht-groesser.pdf"; filename*=UTF-8''gute-nacht-gr%C3%B6%C3%9Fer.pdf`,
      ),
    ).toBe('gute-nacht-größer.pdf');
    expect(fileNameFromDisposition('attachment; filename="moon.epub"')).toBe('moon.epub');
    expect(fileNameFromDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe('a.pdf');
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('inline')).toBeNull();
  });
});

describe('a book being prepared (202 with Retry-After)', () => {
  const book: StoryJson = { ...story, id: 'prep' };

  it('asks again after Retry-After until the file comes, and says "preparing" once', async () => {
    const answers = [
      new Response(JSON.stringify({ message: 'preparing' }), { status: 202, headers: { 'retry-after': '2' } }),
      new Response(JSON.stringify({ message: 'preparing' }), { status: 202, headers: { 'retry-after': '4' } }),
      new Response('%PDF-1.7', { status: 200, headers: { 'content-disposition': 'attachment; filename="mond.pdf"' } }),
    ];
    const asked: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string) => {
      asked.push(String(url));
      return answers.shift()!;
    }) as typeof fetch;
    const saved: string[] = [];
    const realCreate = URL.createObjectURL;
    URL.createObjectURL = () => 'blob:x';
    const realCreateElement = globalThis.document;
    (globalThis as { document?: unknown }).document = {
      createElement: () => ({
        click() {},
        remove() {},
        set download(name: string) {
          saved.push(name);
        },
      }),
      body: { append() {} },
    };
    const slept: number[] = [];
    let preparing = 0;
    try {
      await downloadStoryFile(book, 'pdf', {
        onPreparing: () => preparing++,
        sleep: async (ms) => void slept.push(ms),
      });
    } finally {
      globalThis.fetch = realFetch;
      URL.createObjectURL = realCreate;
      (globalThis as { document?: unknown }).document = realCreateElement;
    }
    expect(asked).toHaveLength(3);
    expect(slept).toEqual([2000, 4000]);
    expect(preparing).toBe(1);
    expect(saved).toEqual(['mond.pdf']);
  });

  it('gives up when the wait runs out, and reads Retry-After within bounds', async () => {
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async () =>
      new Response('{}', { status: 202, headers: { 'retry-after': '10' } })) as unknown as typeof fetch;
    try {
      await expect(
        downloadStoryFile(book, 'epub', { sleep: async () => undefined, maxWaitMs: 25_000 }),
      ).rejects.toThrow(/still being prepared/);
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(retryAfterMs('0')).toBe(1000);
    expect(retryAfterMs('120')).toBe(30_000);
    expect(retryAfterMs(null)).toBe(3000);
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:00 GMT')).toBe(3000);
  });
});
