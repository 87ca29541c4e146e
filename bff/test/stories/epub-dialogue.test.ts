import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { splitSentences } from '@dreamweaver/contracts';
import type { StoryBrief } from '../../src/generation/engine.ts';
import { writeOfflineStory } from '../../src/generation/offline/offline-engine.ts';
import type { LoadedBook } from '../../src/services/ebook/book-media.ts';
import { buildEpub } from '../../src/services/ebook/epub.ts';

// The EPUB's read-along of a German story with dialogue: every sentence span (and so every SMIL
// clip, which points at one) holds a whole sentence, its quote closed inside it. Issue 24 found
// „Was machen wir jetzt? “ | “, fragte Socke. cut before the closing mark.

/** A closing German mark, or any quotation mark no word follows, at the start of a fragment. */
const STARTS_CLOSED = /^(?:[“”‘’«]|[„‚»"']\s*[^\p{L}\p{N}\s„‚»"'])/u;

const unescape = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
  );

/** German scenes with dialogue: the offline engine's, and the issue's own example. */
function germanDialogue(): string[] {
  const texts = [
    '„Was machen wir jetzt?“, fragte Socke. Lena gähnte. „Wir zählen Sterne“, sagte sie, „bis wir einschlafen.“',
    'Socke flüsterte: ‚Bist du noch wach?‘ »Ja!«, rief Lena. „Gute Nacht!“ Dann war es still.',
  ];
  for (const [i, animal] of ['Igel', 'Fuchs', 'Eule', 'Hase'].entries()) {
    const brief: StoryBrief = {
      audience: 'child',
      storyType: i % 2 ? 'custom' : 'classic',
      language: 'de',
      recipientDetails: { name: 'Lena', age: 4 + i, favoriteAnimal: animal },
    };
    texts.push(
      ...writeOfflineStory(brief)
        .scenes.map((scene) => scene.text)
        .filter((text) => /[„»‚]/u.test(text)),
    );
  }
  return texts;
}

describe('an EPUB of a German story with dialogue', () => {
  it('has no text fragment that starts with a closing quote, and one clip per whole sentence', async () => {
    const texts = germanDialogue();
    expect(texts.length).toBeGreaterThan(2);
    const book: LoadedBook = {
      id: 'dialogue-story',
      title: 'Lena und die Sterne',
      name: 'Lena',
      language: 'de',
      pages: texts.map((text, i) => ({
        sceneNumber: i + 1,
        text,
        audio: { mp3: Buffer.from([0xff, 0xfb, 0x90, 0x00]), seconds: 20 },
      })),
    };
    const zip = await JSZip.loadAsync(await buildEpub(book, { modified: new Date('2026-11-25T00:00:00Z') }));
    for (const [i, text] of texts.entries()) {
      const n = i + 1;
      const page = await zip.file(`EPUB/scene-${n}.xhtml`)!.async('string');
      const fragments = [...page.matchAll(/<span id="s\d+-(\d+)">([^<]*)<\/span>/g)].map((m) => unescape(m[2]));
      expect(fragments.length).toBeGreaterThan(0);
      for (const fragment of fragments) {
        expect(fragment, text).not.toMatch(STARTS_CLOSED);
        expect(fragment, text).toMatch(/\p{L}/u);
      }
      // The fragments are the scene's text, whole and in order, split as the viewer and narrator split it.
      expect(fragments).toEqual(splitSentences(text));
      expect(fragments.join(' ').replace(/\s+/g, ' ')).toBe(text.replace(/\s+/g, ' ').trim());
      const smil = await zip.file(`EPUB/scene-${n}.smil`)!.async('string');
      const clips = [...smil.matchAll(/<text src="scene-\d+\.xhtml#s\d+-(\d+)"\/>/g)].map((m) => Number(m[1]));
      expect(clips).toEqual(fragments.map((_, k) => k + 1));
    }
    // The example is one sentence with its speaker.
    expect(splitSentences(texts[0])[0]).toBe('„Was machen wir jetzt?“, fragte Socke.');
  });
});
