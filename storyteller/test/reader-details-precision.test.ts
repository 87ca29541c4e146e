import { describe, expect, it } from 'vitest';
import { planOf } from './reader-order.ts';

// What the reader must not read as a detail (a fragment, a person loved, a sentence about a death,
// an illness that sounds like an animal), and what it must read whole (a deed, a place of someone's,
// a word the lexicon now knows), in both languages.

const de = { language: 'de' as const };
const details = (text: string, changes = {}) =>
  planOf(text, changes).details.map(({ kind, words, lexeme, owner }) => ({ kind, words, lexeme, owner }));
const words = (text: string, changes = {}) => details(text, changes).map((d) => `${d.kind}:${d.words}`);

describe('reader: no fragment is a detail', () => {
  it('reads no person loved and no clause of its own as a thing', () => {
    expect(
      words('', { goal: "help him understand mum and dad don't live together anymore but both love him loads" }),
    ).toEqual([]);
    expect(words('He loves the titanic and volcanoes and he just wants to know more')).toEqual([
      'thing:the titanic',
      'thing:volcanoes',
    ]);
    expect(words('Mia liebt Pferde, sie hat ganz viel Fantasie.', de)).toEqual(['animal:Pferde']);
  });

  it('leaves no word that only led to something another finder read', () => {
    expect(words("Poppy loves going to Grandma's farm to feed the chickens.")).toEqual([
      "place:to Grandma's farm",
      'animal:chickens',
    ]);
    expect(words('obsessed with trains especially the Flying Scotsman')).toEqual([
      'thing:the Flying Scotsman',
      'activity:trains',
    ]);
    expect(words('loves her pink bike with streamers')).toEqual(['toy:pink bike']);
    expect(words('Toby and his big sister Lucy love building dens together')).toEqual(['activity:building dens']);
    expect(words('', { goal: 'he has his first wobbly tooth and is worried it will hurt' })).toEqual([]);
    expect(words('', { goal: 'Sie hat ihren ersten Wackelzahn und hat Angst', language: 'de' })).toEqual([]);
  });

  it('reads no time, no word that belongs to the thing before, and no who as part of a doing', () => {
    expect(words('Emma liebt Pferde und reitet jeden Samstag.', de)).toEqual(['activity:reitet', 'animal:Pferde']);
    expect(words('She loves books about space')).toEqual(['activity:books']);
    expect(words('Max loves paw patrol especially Chase')).toEqual(['thing:paw patrol', 'thing:Chase']);
    expect(words('Jack loves his grandad who takes him fishing')).toEqual(['activity:fishing']);
    // What she does for Opa every day is a ritual of hers, told whole, not the bare doing „malt“.
    expect(words('Ihr Opa hat Krebs, sie malt ihm jeden Tag ein Bild.', de)).toEqual([
      'ritual:malt ihm jeden Tag ein Bild',
    ]);
    expect(words('She loves helping Mummy bake cakes.')).toContainEqual('activity:bake');
    expect(words('Lukas spielt gern Fußball mit seinem Papa.', de)).toEqual(['activity:Fußball mit seinem Papa']);
    expect(words('Sie liebt es zu malen und backt gern mit Oma Plätzchen.', de)).not.toContainEqual(
      'activity:gern mit Oma',
    );
  });

  it('reads no name and no "but" as part of a thing, and no name after "called" as another', () => {
    expect(words('He has a comfort blanket called Blankie')).toEqual(['toy:comfort blanket']);
    expect(words('Felix spielt gern mit seinem Bruder Lego.', de)).toContainEqual('activity:Lego');
    expect(words('Sie liebt aber Kuscheltiere.', de)).toEqual(['toy:Kuscheltiere']);
  });

  it('reads no dislike as a liking', () => {
    expect(words('Sophie mag nicht Zähneputzen, jeden Abend gibt es Theater', de)).toEqual([]);
    expect(words("He doesn't like broccoli and never likes bathtime")).toEqual([]);
    expect(words('She loves Frozen, hates baths, and cats')).not.toContainEqual('thing:hates baths');
    // "like" as a word of comparison is no liking.
    expect(words('He gets upset by loud noises like the hoover.')).toEqual([]);
    expect(words('They like dinosaurs.')).toEqual(['animal:dinosaurs']);
    const unwanted = (text: string, changes = {}) => planOf(text, changes).details.map((d) => [d.lexeme, d.wanted]);
    expect(unwanted("Kit doesn't like pasta but loves sushi.")).toEqual([
      ['pasta', false],
      ['sushi', true],
    ]);
    expect(unwanted('Sie mag keine Nudeln, aber sie liebt Pfannkuchen.', de)).toEqual([
      ['pasta', false],
      ['pancakes', true],
    ]);
  });

  it('ends a memory where someone else’s clause begins, and reads no habit of today as a memory', () => {
    const ollie =
      "Ollie's grandpa died. They used to go fishing together and Grandpa always wore his green fishing hat.";
    expect(details(ollie)).toContainEqual({
      kind: 'activity',
      words: 'go fishing together',
      lexeme: 'fishing',
      owner: 'p1',
    });
    expect(words('Anton hat oft Wutanfälle und schreit dann ganz laut.', de)).toEqual([]);
    expect(details('Der Opa ist gestorben. Sie haben immer zusammen Tomaten gepflanzt.', de)).toContainEqual({
      kind: 'activity',
      words: 'zusammen Tomaten gepflanzt',
      lexeme: 'gardening',
      owner: 'p1',
    });
  });
});

describe('reader: a loss or an illness is never a thing or an animal', () => {
  it('reads German „Krebs“ said bare as the illness, and a crab only said as one', () => {
    expect(words('Papa hat Krebs und ist oft müde.', de)).toEqual([]);
    expect(words('Noahs Mama ist im Winter an Krebs gestorben.', de)).toEqual([]);
    expect(details('Er sucht am Strand Krebse und hat gestern einen kleinen Krebs gefunden.', de)).toContainEqual(
      expect.objectContaining({ kind: 'animal', lexeme: 'crab' }),
    );
  });

  it('reads no sentence about a death and no funeral as a thing', () => {
    expect(words('Our cat Mr Whiskers died on Sunday, he was 16.')).toEqual([]);
    expect(words('', { goal: 'understand that his hamster Nibbles died' })).toEqual([]);
    expect(words("Granny Rose's funeral was last week.")).toEqual([]);
    expect(words('Omas Beerdigung war sehr traurig.', de)).toEqual([]);
    expect(words('', { recentAchievement: 'war ganz tapfer bei Omas Beerdigung', language: 'de' })).toEqual([]);
  });
});

describe('reader: a deed is read whole, and is the achievement when the field is empty', () => {
  it('reads the whole deed, and no lexicon word inside it', () => {
    const amelia = planOf('She just saved a penalty in her first football match!');
    expect(amelia.achievement).toMatchObject({
      words: 'saved a penalty in her first football match',
      kind: 'penalty-save',
    });
    expect(amelia.details).toEqual([]);
    expect(planOf('He scored his first goal for the under 9s on saturday!!!').achievement).toMatchObject({
      words: 'scored his first goal for the under 9s on saturday',
      kind: 'goal',
    });
    const reuben = planOf('he just won the spelling bee at school and his favourite food is pasta');
    expect(reuben.achievement).toMatchObject({ words: 'won the spelling bee at school', kind: null });
    expect(reuben.details.some((d) => d.kind === 'animal')).toBe(false);
    const mia = planOf('Mia liebt Pferde, sie hat gerade ihr Seepferdchen geschafft.', de);
    expect(mia.achievement).toMatchObject({ words: 'gerade ihr Seepferdchen geschafft', kind: 'swim' });
    expect(mia.details.map((d) => d.lexeme)).toEqual(['horse']);
    expect(planOf('Er hat letzte Woche den Siebenmeter gehalten und isst gern Pommes.', de).achievement).toMatchObject({
      words: 'letzte Woche den Siebenmeter gehalten',
    });
  });

  it('reads the deeds parents write most ("learnt to ride her bike", „ihre Schuhe gebunden“)', () => {
    expect(planOf('She just learnt to ride her bike without stabilisers!').achievement).toMatchObject({
      words: 'learnt to ride her bike without stabilisers',
      kind: 'bike',
    });
    expect(planOf('Mia hat gestern zum ersten Mal allein ihre Schuhe gebunden.', de).achievement).toMatchObject({
      kind: 'shoes',
    });
    expect(planOf('We swam in the lake on holiday.').achievement).toBeNull();
    // Learnt is done: the proud moment, no theme of learning it.
    expect(planOf('She learnt to ride her bike last weekend!').theme.id).toBe('adventure');
    expect(planOf('She is learning to ride her bike.').theme.id).toBe('learning-to-ride-a-bike');
    expect(planOf('Sie lernte letzte Woche Fahrrad fahren und hat es geschafft.', de).theme.id).toBe('adventure');
    expect(planOf('Sie lernt gerade Fahrrad fahren.', de).theme.id).toBe('learning-to-ride-a-bike');
    expect(planOf('He came second in the egg and spoon race and he loves cake').achievement).toMatchObject({
      words: 'came second in the egg and spoon race',
      kind: 'race',
    });
  });

  it('keeps a deed an event when the field has the achievement, or when it is someone else’s', () => {
    const field = planOf('She saved a penalty last week.', { recentAchievement: 'swam a width' });
    expect(field.achievement).toMatchObject({ words: 'swam a width', kind: 'swim' });
    expect(field.details).toMatchObject([{ kind: 'event', words: 'saved a penalty last week' }]);
    const dad = planOf("His dad built him a treehouse at Nana's house.");
    expect(dad.achievement).toBeNull();
    expect(dad.details).toMatchObject([{ kind: 'place', words: "at Nana's house", owner: 'p2' }]);
    expect(planOf("He won't go to sleep without his light on.").achievement).toBeNull();
  });

  it('reads starting school as school, and no deed done at school', () => {
    expect(planOf(undefined, { recentAchievement: 'won the spelling bee at school' }).achievement?.kind).toBeNull();
    expect(planOf(undefined, { recentAchievement: 'started school' }).achievement?.kind).toBe('school');
  });
});

describe('reader: places of someone’s, and words the lexicon knows now', () => {
  it('reads "Mama Sarah\'s flat" as a place of hers, and no days as a thing', () => {
    expect(details("Nova has two homes now, Mama Sarah's flat and Mummy Jess's house.")).toEqual([
      { kind: 'place', words: "Mama Sarah's flat", lexeme: null, owner: 'p1' },
      { kind: 'place', words: "Mummy Jess's house", lexeme: 'home', owner: 'p2' },
    ]);
    expect(words("Hugo lives at mine Mon-Thu and at his dad's Fri-Sun.")).toEqual([]);
  });

  it('reads a loved place the lexicon knows as a setting as that place ("castles", „Burgen“)', () => {
    expect(details('He loves knights and castles.')).toContainEqual({
      kind: 'place',
      words: 'castles',
      lexeme: 'enchanted-castle',
      owner: null,
    });
    expect(details('Er liebt Ritter und Burgen.', de)).toContainEqual({
      kind: 'place',
      words: 'Burgen',
      lexeme: 'enchanted-castle',
      owner: null,
    });
    expect(details('Er liebt Ritter und Burgen.', de)).toContainEqual(
      expect.objectContaining({ words: 'Ritter', kind: 'thing' }),
    );
    expect(details('Leo loves the zoo.')).toEqual([{ kind: 'place', words: 'the zoo', lexeme: null, owner: null }]);
    expect(details('Ben liebt den Weltraum und Raketen.', de)).toEqual([
      { kind: 'place', words: 'den Weltraum', lexeme: 'space-adventure', owner: null },
      { kind: 'thing', words: 'Raketen', lexeme: null, owner: null },
    ]);
  });

  it('reads who made or gave a thing as its owner, so a keepsake of someone who died is theirs', () => {
    const scarf = 'Grandma passed away in March. She always made the best apple crumble and knitted Ella a red scarf.';
    expect(details(scarf)).toContainEqual({ kind: 'clothing', words: 'red scarf', lexeme: 'scarf', owner: 'p1' });
    expect(planOf(scarf, { name: 'Ella' }).theme.id).toBe('death-person');
    const hat = 'Oma ist gestorben. Sie hat ihm eine blaue Mütze gestrickt, die er jeden Tag trägt.';
    expect(details(hat, de)).toContainEqual(
      expect.objectContaining({ kind: 'clothing', words: 'blaue Mütze', owner: 'p1' }),
    );
    expect(details('She loves her red scarf.')).toContainEqual(
      expect.objectContaining({ lexeme: 'scarf', owner: null }),
    );
    const ollie = "Ollie's grandpa died. They used to go fishing and Grandpa always wore his green fishing hat.";
    expect(details(ollie)).toContainEqual(expect.objectContaining({ words: 'green fishing hat', owner: 'p1' }));
    // "She" is the child here: her own wellies, not her friend's.
    const amelia = 'Her best friend is Chloe. She always wears her yellow wellies and she made a red hat at school.';
    expect(details(amelia, { name: 'Amelia' }).every((d) => d.owner === null)).toBe(true);
  });

  it('reads a game said bare as the doing, and as a toy only when someone has one', () => {
    expect(details('He loves football (Arsenal) and pizza')).toContainEqual(
      expect.objectContaining({ kind: 'activity', lexeme: 'football' }),
    );
    expect(details('Er mag Fußball und Pommes', de)).toContainEqual(
      expect.objectContaining({ kind: 'activity', lexeme: 'football' }),
    );
    expect(details('He has a new football')[0]).toMatchObject({ kind: 'toy', lexeme: 'football' });
    expect(words('Letzten Sonntag war er beim Laternenumzug.', de)).toEqual([]);
    expect(details('Er hat eine neue Holzeisenbahn.', de)[0]).toMatchObject({ kind: 'toy', lexeme: 'train-set' });
    const mason = "Mason's dad died in March. They loved football together and supported Liverpool.";
    expect(details(mason)).toContainEqual({
      kind: 'activity',
      words: 'football together',
      lexeme: 'football',
      owner: 'p1',
    });
    expect(details('He flips the board when he loses at snakes and ladders.')).toEqual([
      { kind: 'activity', words: 'snakes and ladders', lexeme: 'board-games', owner: null },
    ]);
  });

  it('reads a longer word of another kind before a clothing or toy inside it', () => {
    expect(details('he loves wrestling and chicken wings')).toEqual([
      { kind: 'food', words: 'chicken wings', lexeme: 'chicken-wings', owner: null },
      { kind: 'activity', words: 'wrestling', lexeme: 'wrestling', owner: null },
    ]);
    expect(details('She loves building a blanket fort.')[0]).toMatchObject({ kind: 'activity', lexeme: 'dens' });
    expect(details('Er mag Ritter und Drachen', de)).toContainEqual(expect.objectContaining({ lexeme: 'dragon' }));
    expect(details('Er hat einen roten Flugdrachen', de)).toContainEqual(expect.objectContaining({ lexeme: 'kite' }));
    expect(details('loves diggers and his blue blanket')).toContainEqual(
      expect.objectContaining({ kind: 'toy', lexeme: 'comfort-blanket' }),
    );
  });

  it.each([
    ['She loves sushi.', 'food', 'sushi'],
    ['She loves netball.', 'activity', 'netball'],
    ['He loves lego and cricket.', 'activity', 'cricket'],
    ['He loves sword fighting.', 'activity', 'sword-fighting'],
    ['They love treasure hunts.', 'activity', 'treasure-hunts'],
    ['He loves falcons.', 'animal', 'falcon'],
    ['Isla loves making potions in the garden.', 'activity', 'potions'],
    ['Grandma always made the best apple crumble.', 'food', 'crumble'],
  ])('reads "%s" as the %s %s', (text, kind, lexeme) => {
    expect(details(text)).toContainEqual(expect.objectContaining({ kind, lexeme }));
  });

  it.each([
    ['Sie isst so gern Apfelmus.', 'food', 'apple-sauce'],
    ['Er liebt Raketen bauen.', 'activity', 'rockets'],
    ['Er mag Falken.', 'animal', 'falcon'],
  ])('liest „%s“ als %s %s', (text, kind, lexeme) => {
    expect(details(text, de)[0]).toMatchObject({ kind, lexeme });
  });
});
