import { describe, expect, it } from 'vitest';
import { lexicon } from '../src/lexicon/index.ts';
import {
  englishArticle,
  englishNounPhrase,
  germanGenitive,
  germanNounPhrase,
  type DeAdjective,
} from '../src/lexicon/noun-phrase.ts';
import type { DeNounForms } from '../src/lexicon/types.ts';

// German noun phrases in every gender and the plural, in nominative, accusative and dative, with
// der, ein, a possessive and a name's genitive, with and without an adjective; weak nouns and the
// invariable colours; English a/an, plural-only and mass words. Words come from the lexicon where
// it has them, so a wrong gender or plural there fails here.

const his = { possessive: 'sein' } as const;
const her = { possessive: 'ihr' } as const;
const mias = { genitive: germanGenitive('Mia') };
const de = (forms: DeNounForms | undefined, owner: Parameters<typeof germanNounPhrase>[1], adjective?: DeAdjective) =>
  germanNounPhrase(forms!, owner, adjective);
const colour = (id: string) => lexicon.colour(id)!.forms.de;

describe('German noun phrases', () => {
  it('a masculine noun: der rote Roller, einen roten Roller, seinem roten Roller', () => {
    const scooter = de(lexicon.toy('scooter')?.forms.de, his, colour('red'));
    expect(scooter.der).toEqual({ nom: 'der rote Roller', acc: 'den roten Roller', dat: 'dem roten Roller' });
    expect(scooter.ein).toEqual({ nom: 'ein roter Roller', acc: 'einen roten Roller', dat: 'einem roten Roller' });
    expect(scooter.sein).toEqual({ nom: 'sein roter Roller', acc: 'seinen roten Roller', dat: 'seinem roten Roller' });
    expect(scooter.bare).toEqual({ nom: 'roter Roller', acc: 'roten Roller', dat: 'rotem Roller' });
    expect(scooter.Der.nom).toBe('Der rote Roller');
    expect(scooter.Ein.acc).toBe('Einen roten Roller');
    expect(scooter.er).toEqual({ nom: 'er', acc: 'ihn', dat: 'ihm' });
    expect(scooter.plural).toBe(false);
  });

  it('a masculine noun after a name: Mias roter Roller, mit Mias rotem Roller', () => {
    const scooter = de(lexicon.toy('scooter')?.forms.de, mias, colour('red'));
    expect(scooter.sein).toEqual({ nom: 'Mias roter Roller', acc: 'Mias roten Roller', dat: 'Mias rotem Roller' });
    expect(germanGenitive('Max')).toBe('Max’');
  });

  it('a feminine noun: die gelbe Mütze, einer gelben Mütze, ihre gelbe Mütze', () => {
    const hat = de(lexicon.clothing('woolly-hat')?.forms.de, her, colour('yellow'));
    expect(hat.der).toEqual({ nom: 'die gelbe Mütze', acc: 'die gelbe Mütze', dat: 'der gelben Mütze' });
    expect(hat.ein).toEqual({ nom: 'eine gelbe Mütze', acc: 'eine gelbe Mütze', dat: 'einer gelben Mütze' });
    expect(hat.sein).toEqual({ nom: 'ihre gelbe Mütze', acc: 'ihre gelbe Mütze', dat: 'ihrer gelben Mütze' });
    expect(de(lexicon.clothing('woolly-hat')?.forms.de, mias, colour('yellow')).sein).toEqual({
      nom: 'Mias gelbe Mütze',
      acc: 'Mias gelbe Mütze',
      dat: 'Mias gelber Mütze',
    });
    expect(hat.er).toEqual({ nom: 'sie', acc: 'sie', dat: 'ihr' });
  });

  it('a neuter noun: das grüne Kleid, ein grünes Kleid, seinem grünen Kleid', () => {
    const dress = de(lexicon.clothing('dress')?.forms.de, his, colour('green'));
    expect(dress.der).toEqual({ nom: 'das grüne Kleid', acc: 'das grüne Kleid', dat: 'dem grünen Kleid' });
    expect(dress.ein).toEqual({ nom: 'ein grünes Kleid', acc: 'ein grünes Kleid', dat: 'einem grünen Kleid' });
    expect(dress.sein).toEqual({ nom: 'sein grünes Kleid', acc: 'sein grünes Kleid', dat: 'seinem grünen Kleid' });
    expect(de(lexicon.clothing('dress')?.forms.de, mias, colour('green')).sein.dat).toBe('Mias grünem Kleid');
    expect(dress.er).toEqual({ nom: 'es', acc: 'es', dat: 'ihm' });
  });

  it('a plural-only noun: die gelben Gummistiefel, gelbe Gummistiefel, in seinen gelben Gummistiefeln', () => {
    const wellies = de(lexicon.clothing('wellies')?.forms.de, his, colour('yellow'));
    expect(wellies.plural).toBe(true);
    expect(wellies.der).toEqual({
      nom: 'die gelben Gummistiefel',
      acc: 'die gelben Gummistiefel',
      dat: 'den gelben Gummistiefeln',
    });
    expect(wellies.ein).toEqual({ nom: 'gelbe Gummistiefel', acc: 'gelbe Gummistiefel', dat: 'gelben Gummistiefeln' });
    expect(wellies.sein).toEqual({
      nom: 'seine gelben Gummistiefel',
      acc: 'seine gelben Gummistiefel',
      dat: 'seinen gelben Gummistiefeln',
    });
    expect(de(lexicon.clothing('wellies')?.forms.de, mias, colour('yellow')).sein.dat).toBe(
      'Mias gelben Gummistiefeln',
    );
    expect(wellies.er).toEqual({ nom: 'sie', acc: 'sie', dat: 'ihnen' });
  });

  it('a plural ending in -n takes no second -n in the dative: mit ihren Erdbeeren', () => {
    const strawberries = de(lexicon.food('strawberries')?.forms.de, her);
    expect(strawberries.sein.dat).toBe('ihren Erdbeeren');
    expect(strawberries.der.dat).toBe('den Erdbeeren');
  });

  it('a weak noun takes its other form outside the nominative: den kleinen Hasen, dem kleinen Hasen', () => {
    const hare = de(lexicon.animal('hare')?.forms.de, his, { stem: 'klein' });
    expect(hare.der).toEqual({ nom: 'der kleine Hase', acc: 'den kleinen Hasen', dat: 'dem kleinen Hasen' });
    expect(hare.ein).toEqual({ nom: 'ein kleiner Hase', acc: 'einen kleinen Hasen', dat: 'einem kleinen Hasen' });
    expect(hare.sein).toEqual({ nom: 'sein kleiner Hase', acc: 'seinen kleinen Hasen', dat: 'seinem kleinen Hasen' });
    const bear = de(lexicon.toy('teddy')?.forms.de, her);
    expect(bear.sein).toEqual({ nom: 'ihr Teddybär', acc: 'ihren Teddybären', dat: 'ihrem Teddybären' });
    const lion = de(lexicon.animal('lion')?.forms.de, his);
    expect(lion.der.acc).toBe('den Löwen');
  });

  it('the snowy forest’s little creature is a weak noun too: einen kleinen Schneehasen', () => {
    const creature = lexicon.setting('snowy-forest').de.creature;
    const hare = germanNounPhrase(creature.forms, his, creature.adjective);
    expect(hare.ein).toEqual({
      nom: 'ein kleiner Schneehase',
      acc: 'einen kleinen Schneehasen',
      dat: 'einem kleinen Schneehasen',
    });
  });

  it('lila and rosa take no ending: mit ihrem lila Hut, ein rosa Kleid', () => {
    const hat = de(lexicon.clothing('hat')?.forms.de, her, colour('purple'));
    expect(hat.sein).toEqual({ nom: 'ihr lila Hut', acc: 'ihren lila Hut', dat: 'ihrem lila Hut' });
    expect(hat.der.dat).toBe('dem lila Hut');
    const dress = de(lexicon.clothing('dress')?.forms.de, his, colour('pink'));
    expect(dress.ein).toEqual({ nom: 'ein rosa Kleid', acc: 'ein rosa Kleid', dat: 'einem rosa Kleid' });
  });

  it('orange and turquoise are told as „orangefarben“ and „türkisfarben“, with endings', () => {
    expect(de(lexicon.clothing('hat')?.forms.de, her, colour('orange')).sein.dat).toBe('ihrem orangefarbenen Hut');
    expect(de(lexicon.toy('scooter')?.forms.de, his, colour('orange')).ein.nom).toBe('ein orangefarbener Roller');
    expect(de(lexicon.clothing('dress')?.forms.de, his, colour('turquoise')).ein.nom).toBe('ein türkisfarbenes Kleid');
    expect(de(lexicon.clothing('scarf')?.forms.de, his, colour('gold')).der.nom).toBe('der goldene Schal');
    expect(de(lexicon.clothing('scarf')?.forms.de, his, colour('silver')).sein.dat).toBe('seinem silbernen Schal');
  });

  it('a mass noun has no article: Haferbrei, warmer Kakao', () => {
    const porridge = de(lexicon.food('porridge')?.forms.de, his);
    expect(porridge.ein).toEqual({ nom: 'Haferbrei', acc: 'Haferbrei', dat: 'Haferbrei' });
    expect(porridge.der.nom).toBe('der Haferbrei');
    expect(de(lexicon.food('hot-chocolate')?.forms.de, his, { stem: 'warm' }).ein.acc).toBe('warmen Kakao');
  });

  it('words after the noun stay as they are in every case: mit einem glatten Kiesel mit einem Loch in der Mitte', () => {
    const gift = lexicon.setting('seaside').de.gift;
    const pebble = germanNounPhrase(gift.forms, his, gift.adjective);
    expect(pebble.ein.dat).toBe('einem glatten Kiesel mit einem Loch in der Mitte');
    expect(pebble.der.acc).toBe('den glatten Kiesel mit einem Loch in der Mitte');
    expect(germanNounPhrase(lexicon.food('fish-and-chips')!.forms.de, his).sein.dat).toBe('seinem Fisch mit Pommes');
  });

  it('English and German need not agree on number: his pyjamas, seinen Schlafanzug', () => {
    const pyjamas = lexicon.clothing('pyjamas')!;
    expect(englishNounPhrase(pyjamas.forms.en, 'his').it).toBe('them');
    expect(de(pyjamas.forms.de, his).sein.acc).toBe('seinen Schlafanzug');
  });
});

describe('English noun phrases', () => {
  it('a or an by the sound of the next word', () => {
    expect(englishArticle('hedgehog')).toBe('a');
    expect(englishArticle('owl')).toBe('an');
    expect(englishArticle('elephant')).toBe('an');
    expect(englishArticle('unicorn')).toBe('a');
    expect(englishArticle('orange scooter')).toBe('an');
    expect(englishNounPhrase(lexicon.animal('t-rex')!.forms.en, 'his').a).toBe('a T. rex');
    expect(englishNounPhrase(lexicon.animal('octopus')!.forms.en, 'his').a).toBe('an octopus');
  });

  it('a singular noun with a colour: a red scooter, his red scooter, it', () => {
    const scooter = englishNounPhrase(lexicon.toy('scooter')!.forms.en, 'his', 'red');
    expect(scooter).toMatchObject({
      a: 'a red scooter',
      A: 'A red scooter',
      the: 'the red scooter',
      his: 'his red scooter',
      it: 'it',
      plural: false,
    });
    expect(englishNounPhrase(lexicon.toy('scooter')!.forms.en, 'her', 'orange').a).toBe('an orange scooter');
  });

  it('a plural-only noun takes no article and is "them": yellow wellies', () => {
    const wellies = englishNounPhrase(lexicon.clothing('wellies')!.forms.en, "Mia's", 'yellow');
    expect(wellies).toMatchObject({
      a: 'yellow wellies',
      A: 'Yellow wellies',
      his: "Mia's yellow wellies",
      it: 'them',
    });
    expect(wellies.plural).toBe(true);
    expect(englishNounPhrase(lexicon.food('fish-fingers')!.forms.en, 'his').a).toBe('fish fingers');
  });

  it('a mass noun takes no article and is "it": porridge', () => {
    const porridge = englishNounPhrase(lexicon.food('porridge')!.forms.en, 'her');
    expect(porridge).toMatchObject({
      a: 'porridge',
      the: 'the porridge',
      his: 'her porridge',
      it: 'it',
      plural: false,
    });
  });

  it('words after the noun follow it: a crown of autumn leaves', () => {
    const gift = lexicon.setting('magical-forest').en.gift;
    expect(englishNounPhrase(gift.forms, 'his', gift.adjective).a).toBe('a crown of autumn leaves');
  });
});
