import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences.ts';

// One split for the read-along, the narrator's pauses and stored timings, and the EPUB overlays:
// a quotation stays inside its sentence, in English and in German typography.

/**
 * A sentence that starts with a mark that closes a quote in that language, or with any mark not
 * followed by a word (an English ’ may start one: ’Night is an elision).
 */
const STARTS_CLOSED = {
  de: /^(?:[“”‘’«]|["'„‚“‘»«]\s*[^\p{L}\p{N}\s„‚“‘»«"'])/u,
  en: /^(?:”|["'“‘]\s*[^\p{L}\p{N}\s“‘"'])/u,
};

describe('sentences with dialogue', () => {
  it('keeps a German quote and its speaker together (issue 24: „Was machen wir jetzt?“, fragte Socke.)', () => {
    expect(splitSentences('„Was machen wir jetzt?“, fragte Socke. Lena gähnte.')).toEqual([
      '„Was machen wir jetzt?“, fragte Socke.',
      'Lena gähnte.',
    ]);
    // Also when a space slipped in before the closing mark.
    expect(splitSentences('„Was machen wir jetzt? “, fragte Socke.')).toEqual([
      '„Was machen wir jetzt? “, fragte Socke.',
    ]);
    // The speaker without the comma, and a quote on its own.
    expect(splitSentences('„Hallo!“ rief Mia. „Schlaf gut.“ Dann war es still.')).toEqual([
      '„Hallo!“ rief Mia.',
      '„Schlaf gut.“',
      'Dann war es still.',
    ]);
  });

  it('knows the German marks „…“, ‚…‘ and »…«', () => {
    expect(splitSentences('»Gute Nacht!«, sagte Mama. ‚Schlaf gut‘, dachte Lena. Ende.')).toEqual([
      '»Gute Nacht!«, sagte Mama.',
      '‚Schlaf gut‘, dachte Lena.',
      'Ende.',
    ]);
    expect(splitSentences('Socke flüsterte: ‚Bist du wach?‘ Lena nickte.')).toEqual([
      'Socke flüsterte: ‚Bist du wach?‘',
      'Lena nickte.',
    ]);
    expect(splitSentences('Mia rief: „Komm! Schnell!“ Sie lief los.')).toEqual([
      'Mia rief: „Komm!',
      'Schnell!“',
      'Sie lief los.',
    ]);
    expect(splitSentences('Er rief „Hallo“. Dann schlief er.')).toEqual(['Er rief „Hallo“.', 'Dann schlief er.']);
  });

  it('knows the English marks "…", “…” and ‘…’, and apostrophes are no quotes', () => {
    expect(splitSentences('Mia smiled. "Where are we?" she asked! And then… sleep')).toEqual([
      'Mia smiled.',
      '"Where are we?" she asked!',
      'And then…',
      'sleep',
    ]);
    expect(splitSentences('“Look!” said Mia. ‘Hush,’ whispered the owl. “Are you sleepy?”, asked Tom.')).toEqual([
      '“Look!” said Mia.',
      '‘Hush,’ whispered the owl.',
      '“Are you sleepy?”, asked Tom.',
    ]);
    expect(splitSentences("It's Max' ball. 'Come on!' she said. Then they slept.")).toEqual([
      "It's Max' ball.",
      "'Come on!' she said.",
      'Then they slept.',
    ]);
    expect(splitSentences('Owl hooted (very softly.) Then.')).toEqual(['Owl hooted (very softly.)', 'Then.']);
  });

  it('never starts a sentence with a closing mark, nor gives one without a word', () => {
    const texts: [keyof typeof STARTS_CLOSED, string][] = [
      ['de', '„Was machen wir jetzt?“, fragte Socke.'],
      ['de', '„Wo ist der Mond?“ „Da oben!“, rief Lena. „Und die Sterne?“'],
      ['de', '‚Psst!‘, machte die Eule. »Leise!«, sagte Socke. »Schlaf!«'],
      ['de', 'Ein Satz… “ und noch etwas. „Schön? “ Ja.'],
      ['en', '“Where is the moon?” “Up there!” ‘Shh.’ "Good night." '],
      ['en', '“Are you sleepy?” asked Tom. “Yes.” ’Night, owl.'],
    ];
    for (const [language, text] of texts) {
      for (const sentence of splitSentences(text)) {
        expect(sentence, text).not.toMatch(STARTS_CLOSED[language]);
        expect(sentence, text).toMatch(/[\p{L}\p{N}]/u);
      }
    }
    // What the check would have caught before: the closing mark cut off into the next sentence.
    expect('“, fragte Socke.').toMatch(STARTS_CLOSED.de);
    expect('” she said.').toMatch(STARTS_CLOSED.en);
    expect(splitSentences('   ')).toEqual([]);
  });
});
