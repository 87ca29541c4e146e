import { describe, expect, it } from 'vitest';
import { planOf } from './reader-order.ts';

// The recent achievement: the parent's words, and the kind of memory a story can tell of it.

const achievement = (text: string, language: 'en' | 'de' = 'en') =>
  planOf(undefined, { recentAchievement: text, language }).achievement;

describe('reader: the achievement', () => {
  it.each([
    ['saved a penalty on Saturday', 'penalty-save', 'hat einen Elfmeter gehalten'],
    ['scored his first goal', 'goal', 'hat sein erstes Tor geschossen'],
    ['won a medal at the swimming gala', 'race', 'hat beim Wettrennen eine Medaille gewonnen'],
    ['lost her first tooth', 'tooth', 'hat den ersten Zahn verloren'],
    ['brushed his teeth all by himself', 'teeth', 'hat allein die Zähne geputzt'],
    ['swam 25 metres', 'swim', 'hat das Seepferdchen geschafft'],
    ['rode her bike without stabilisers', 'bike', 'kann ohne Stützräder Fahrrad fahren'],
    ['tied his shoelaces', 'shoes', 'hat die Schuhe selbst gebunden'],
    ['dressed himself', 'dressed', 'hat sich allein angezogen'],
    ['read a whole book', 'reading', 'hat ein ganzes Buch gelesen'],
    ['wrote her name', 'writing', 'hat seinen Namen geschrieben'],
    ['said a poem at the summer party', 'poem', 'hat ein Gedicht aufgesagt'],
    ['played the piano at a concert', 'concert', 'hat beim Vorspiel Klavier gespielt'],
    ['was a sheep in the nativity play', 'show', 'hat beim Krippenspiel mitgemacht'],
    ['drew a picture of our house', 'drawing', 'hat ein Bild gemalt'],
    ['climbed the big tree', 'climbing', 'ist auf den großen Baum geklettert'],
    ['used the potty', 'potty', 'geht jetzt aufs Töpfchen'],
    ['was dry all night', 'dry-nights', 'ist nachts trocken geblieben'],
    ['slept in her own bed', 'own-bed', 'schläft im eigenen Bett'],
    ['started nursery', 'kindergarten', 'geht jetzt in die Kita'],
    ['started school', 'school', 'ist in die Schule gekommen'],
  ])('reads "%s" as %s, and „%s“', (en, kind, de) => {
    expect(achievement(en)).toEqual({ words: en, kind, used: false, why: null });
    expect(achievement(de, 'de')?.kind).toBe(kind);
  });

  it('keeps one in general words with no kind, and none when the field is empty', () => {
    expect(achievement('was very kind to a new girl')).toEqual({
      words: 'was very kind to a new girl',
      kind: null,
      used: false,
      why: null,
    });
    expect(planOf(undefined).achievement).toBeNull();
  });

  it('reads a hard thing written in the achievement field as the theme', () => {
    expect(planOf(undefined, { recentAchievement: 'was so brave when Grandpa died' }).theme.id).toBe('death-person');
  });
});
