import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { splitSentences, type Language } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { applyPatches, eSpeakPatches, indexPatches, loadMeSpeak } from '../src/speak/mespeak-loader.cjs';
import { bedtimeVoices, sentencesAsSsml } from '../src/speak/voice.ts';

// The speech process loads meSpeak with patches that take the cost out of its emulated file
// system and write its hottest loop again with the same integer arithmetic, so every byte of the
// WAV must stay the same.

const mespeakDir = path.dirname(createRequire(import.meta.url).resolve('mespeak/package.json'));

const texts: { language: Language; text: string }[] = [
  { language: 'en', text: 'Goodnight, little bear. Sleep well.' },
  {
    language: 'en',
    text: 'Mia and the little fox walked along the quiet path, where the trees whispered softly. "Are you sleepy?" asked the fox. And the forest sang them to sleep.',
  },
  { language: 'en', text: 'One, two, three stars & a moon <so> bright!' },
  { language: 'de', text: 'Gute Nacht, kleiner Bär. Schlaf gut.' },
  {
    language: 'de',
    text: 'Mia und der kleine Fuchs gingen den stillen Weg entlang, wo die Bäume leise flüsterten. „Bist du müde?“, fragte der Fuchs. Und der Wald sang sie in den Schlaf.',
  },
];

describe('meSpeak with the file-system patches', () => {
  it('fits the installed meSpeak: every patch finds its text exactly once', () => {
    const source = (file: string) => fs.readFileSync(path.join(mespeakDir, 'src', file), 'utf8');
    expect(applyPatches(source('ESpeak.js'), eSpeakPatches).missing).toBeUndefined();
    expect(applyPatches(source('index.js'), indexPatches).missing).toBeUndefined();
  });

  it('makes the same WAV, byte for byte, as meSpeak unpatched, with the bedtime voices in English and German', () => {
    const original = loadMeSpeak(mespeakDir, { patched: false });
    const patched = loadMeSpeak(mespeakDir);
    for (const { language, text } of texts) {
      const options = { rawdata: 'buffer' as const, ssml: true, ...bedtimeVoices[language] };
      const ssml = sentencesAsSsml(splitSentences(text));
      const expected = original.speak(ssml, options);
      const actual = patched.speak(ssml, options);
      expect(expected!.length).toBeGreaterThan(10_000);
      expect(Buffer.isBuffer(actual)).toBe(true);
      expect(actual!.equals(expected!), `${language}: ${text}`).toBe(true);
    }
    // The same instance again (its output file is reused, shorter than before), and meSpeak's plain-text defaults.
    expect(
      patched.speak('Hello.', { rawdata: 'buffer' })!.equals(original.speak('Hello.', { rawdata: 'buffer' })!),
    ).toBe(true);
  });

  it('is not applied at all when a patch does not fit, nor when its text appears twice', () => {
    const patches = [
      { what: 'first', find: 'a\nb', replace: 'A\nB' },
      { what: 'second', find: 'c', replace: 'C' },
    ];
    expect(applyPatches('x\r\na\r\nb\r\nc', patches)).toEqual({ patched: 'x\r\nA\r\nB\r\nC' });
    expect(applyPatches('a\nb', patches)).toEqual({ missing: 'second' });
    expect(applyPatches('a\nb c c', patches)).toEqual({ missing: 'second' });
  });

  it('replaces a long text only when everything between its first and last line is as expected', () => {
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    const region = {
      what: 'loop',
      from: 'begin\n',
      to: 'end\n',
      sha256: sha256('begin\nslow loop\n'),
      replace: 'fast loop\n',
    };
    expect(applyPatches('x\r\nbegin\r\nslow loop\r\nend\r\n', [region])).toEqual({
      patched: 'x\r\nfast loop\r\nend\r\n',
    });
    expect(applyPatches('begin\nslower loop\nend\n', [region])).toEqual({ missing: 'loop' });
    expect(applyPatches('begin\nslow loop\n', [region])).toEqual({ missing: 'loop' });
    expect(applyPatches('begin\nslow loop\nend\nend\n', [region])).toEqual({ missing: 'loop' });
  });
});
