import type { SettingEntry } from './types.ts';

// The Magical Forest: glowing mushrooms, fireflies, a stream of shining pebbles and a wise old owl.

export const magicalForest: SettingEntry = {
  id: 'magical-forest',
  landscape: 'forest',
  sky: true,
  lives: ['land', 'air'],
  spellings: {
    en: ['magical forest', 'magic forest', 'enchanted forest', 'forest', 'woods', 'wood'],
    de: ['zauberwald', 'märchenwald', 'wald', 'verzauberter wald'],
  },
  en: {
    name: 'the Magical Forest',
    in: 'in the Magical Forest',
    into: 'into the Magical Forest',
    again: 'in the forest',
    way: 'a narrow path of glowing mushrooms',
    guide: 'A wise old owl called Hazel blinked down from a mossy oak.',
    guideName: 'Hazel',
    guideKind: 'owl',
    creature: { forms: { noun: 'hedgehog' }, adjective: 'baby' },
    creatureHome: 'its nest of leaves under the old roots',
    snag: 'a tangle of brambles',
    treasure: { forms: { noun: 'acorn' }, adjective: 'silver' },
    shadow: 'Between the trees stood a huge shadow with long, crooked arms and two glowing eyes.',
    shadowTruth: 'It was only a little hedgehog holding up two twigs, with two fireflies resting on its nose.',
    riddle: {
      question: '"I have rings but no fingers, I grow taller every year, and birds sleep in my arms. What am I?"',
      answer: 'a tree',
    },
    weatherComes: 'A soft, warm rain began to patter on the leaves, pit-a-pat, pit-a-pat.',
    weatherGoes: 'The rain stopped, every leaf held a shining drop, and a moonbow arched over the treetops.',
    parade: 'hedgehogs with lanterns, rabbits with drums and a badger with a trumpet',
    gift: { forms: { noun: 'crown', after: 'of autumn leaves' } },
    wishOn: 'a falling star',
    nightfall: 'One by one the fireflies dimmed, and the old trees creaked softly, as trees do when they settle down.',
    sights: [
      'Fireflies drew silver patterns between the trees, and the ferns swayed as if they were humming.',
      'By a clear stream, the pebbles glowed like little lanterns.',
      'In a clearing stood a tree whose leaves tinkled like tiny bells whenever the wind passed by.',
      'Moss as soft as a pillow covered the old stones, and glow-worms blinked on it like sleepy stars.',
      'High in the branches, a squirrel was knitting a blanket out of moonbeams.',
    ],
  },
  de: {
    name: 'der Zauberwald',
    in: 'im Zauberwald',
    into: 'in den Zauberwald',
    again: 'im Wald',
    way: 'ein schmaler Pfad aus leuchtenden Pilzen',
    guide: 'Von einer alten, moosbewachsenen Eiche blinzelte eine weise Eule namens Eulalia herab.',
    guideName: 'Eulalia',
    guideKind: 'owl',
    creature: { forms: { noun: 'Igel', gender: 'm', plural: 'Igel' }, adjective: { stem: 'klein' } },
    creatureHome: 'sein Blätternest unter den alten Wurzeln',
    snag: 'in einem Gewirr aus Brombeerranken',
    treasure: { forms: { noun: 'Eichel', gender: 'f', plural: 'Eicheln' }, adjective: { stem: 'silbern' } },
    shadow: 'Zwischen den Bäumen stand ein riesiger Schatten mit langen, krummen Armen und zwei leuchtenden Augen.',
    shadowTruth: 'Es war nur ein kleiner Igel, der zwei Zweige hochhielt, und auf seiner Nase saßen zwei Glühwürmchen.',
    riddle: {
      question:
        '„Ich habe Ringe, aber keine Finger, ich werde jedes Jahr größer, und Vögel schlafen in meinen Armen. Wer bin ich?“',
      answer: 'ein Baum',
    },
    weatherComes: 'Ein sanfter, warmer Regen begann auf die Blätter zu tröpfeln, tipp, tapp, tipp, tapp.',
    weatherGoes:
      'Der Regen hörte auf, an jedem Blatt hing ein glänzender Tropfen, und ein Mondregenbogen spannte sich über die Baumwipfel.',
    parade: 'Igel mit Laternen, Hasen mit Trommeln und ein Dachs mit einer Trompete',
    gift: { forms: { noun: 'Krone', gender: 'f', plural: 'Kronen', after: 'aus Herbstblättern' } },
    wishOn: 'eine Sternschnuppe',
    nightfall:
      'Ein Glühwürmchen nach dem anderen wurde dunkel, und die alten Bäume knarrten leise, wie Bäume es tun, wenn sie sich schlafen legen.',
    sights: [
      'Glühwürmchen malten silberne Muster zwischen die Bäume, und die Farne wiegten sich, als summten sie.',
      'An einem klaren Bach leuchteten die Kieselsteine wie kleine Laternen.',
      'Auf einer Lichtung stand ein Baum, dessen Blätter wie winzige Glöckchen klingelten, sobald der Wind vorbeistrich.',
      'Moos, so weich wie ein Kissen, bedeckte die alten Steine, und Glühwürmchen blinkten darauf wie müde Sterne.',
      'Hoch oben in den Ästen strickte ein Eichhörnchen eine Decke aus Mondstrahlen.',
    ],
  },
};
