import { describe, expect, it } from 'vitest';
import { childLooksOf } from '../../src/generation/offline/free-text/looks.ts';

// "Tonight's story" writes a profile's look into the description (mf-story's profile-draft.ts,
// with the dictionaries' children.draft.* sentences); the offline pictures must read it back.

describe("a profile's look, as the wizard writes it", () => {
  it('is read back by the offline pictures, in English and German', () => {
    expect(
      childLooksOf(['Ida has curly red hair. She wears glasses. She has fair skin. Ida has a dog called Pepper.']),
    ).toEqual({
      hairColour: 'red',
      curly: true,
      glasses: true,
      skin: 'light',
    });
    expect(childLooksOf(['Ida hat lockige rote Haare. Ida trägt eine Brille. Ida hat dunkle Haut.'])).toEqual({
      hairColour: 'red',
      curly: true,
      glasses: true,
      skin: 'dark',
    });
    expect(childLooksOf(['Noor wears braids.', 'Noor has tan skin.'])).toEqual({ braids: true, skin: 'medium' });
  });
});
