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
    ways: [
      'a narrow path of glowing mushrooms',
      'a mossy path lit by glow-worms',
      'a winding trail of silver leaves',
      'a ribbon of moonlight between the ferns',
      'a trail of twinkling fireflies',
      'a path of soft pine needles',
      'a trail of glimmering dewdrops',
      'a rustling path of fallen leaves',
    ],
    guides: [
      (guide) => `A wise old owl called ${guide} blinked down from a mossy oak.`,
      (guide) => `On a low branch sat ${guide}, an old grey owl with feathers as soft as a shawl.`,
      (guide) => `Something hooted softly overhead: an owl with big round eyes, who said her name was ${guide}.`,
      (guide) =>
        `${guide}, the oldest owl in the forest, was waiting for them on a fallen log, her eyes like two little moons.`,
      (guide) => `With a whisper of wings, ${guide} the owl swooped down and settled on a stump beside them.`,
      (guide) => `Two round yellow eyes opened in the dark of an old beech: ${guide} the owl had been expecting them.`,
      (guide) => `${guide}, a small brown owl in a shawl of moss, hopped along a branch to meet them.`,
      (guide) => `${guide} the owl was perched on a signpost that pointed every way at once.`,
      (guide) => `A soft "hoo-hoo" came from a hollow tree, and out peeped ${guide}, the old owl who knew every path.`,
      (guide) => `${guide}, the forest owl, glided down in a wide, slow circle and landed right at their feet.`,
    ],
    guideName: 'Hazel',
    otherGuideName: 'Thimble',
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
    weathers: [
      {
        comes: 'A soft, warm rain began to patter on the leaves, pit-a-pat, pit-a-pat.',
        goes: 'The rain stopped, every leaf held a shining drop, and a moonbow arched over the treetops.',
      },
      {
        comes:
          'A wind came rushing through the forest, and the old trees swayed and creaked and shook down showers of leaves.',
        goes: 'The wind sighed one last time and lay down in the ferns, and the leaves it had shaken loose settled on the moss like a quilt.',
      },
      {
        comes:
          'Big, cold drops came pelting through the branches, and somewhere far off the thunder grumbled like a bear woken too early.',
        goes: 'The thunder grumbled itself back to sleep, the last drops slid off the leaves, and the mushrooms glowed brighter than before, as if they had been washed.',
      },
    ],
    parade: 'hedgehogs with lanterns, rabbits with drums and a badger with a trumpet',
    gift: { forms: { noun: 'crown', after: 'of autumn leaves' } },
    wishOn: 'a falling star',
    nightfalls: [
      'One by one the fireflies dimmed, and the old trees creaked softly, as trees do when they settle down.',
      'The glowing mushrooms dimmed to a sleepy gold, and a cricket sang its very last song of the night.',
      'A hush came over the forest: the ferns curled up their fronds, and the moss lay soft and still.',
      'The moon slid behind the tallest tree, and the whole forest gave a long, leafy yawn.',
      'The rabbits hopped into their burrows, the squirrels curled up their tails, and the forest grew so quiet you could almost hear the stars.',
      'Mist drifted softly between the trees, and every leaf in the forest hung still, ready for sleep.',
      'The owls called goodnight from tree to tree, and the leaves whispered back until they, too, fell quiet.',
      'The stars came out between the branches, one by one, like lamps lit in faraway windows.',
      'Even the stream slowed to a murmur, as if it did not want to wake anyone.',
    ],
    sights: [
      'Fireflies drew silver patterns between the trees, and the ferns swayed as if they were humming.',
      'By a clear stream, the pebbles glowed like little lanterns.',
      'In a clearing stood a tree whose leaves tinkled like tiny bells whenever the wind passed by.',
      'Moss as soft as a pillow covered the old stones, and glow-worms blinked on it like sleepy stars.',
      'High in the branches, a squirrel was knitting a blanket out of moonbeams.',
      'A family of rabbits sat in a ring of toadstools, telling stories in whispers.',
      "Dewdrops hung on a spider's web like a string of tiny pearls.",
      'A little waterfall giggled over the rocks and splashed into a pool full of stars.',
      'Blue bellflowers nodded along the path, and each one held a tiny drop of light.',
      'A badger with a broom of twigs was sweeping the moss outside his front door.',
      'A sleepy deer lay in the ferns, and a tiny mouse was curled up between her ears.',
      'Tiny lights floated up from the grass like bubbles and turned softly into stars.',
      'An old tree had a door in its trunk, and a warm glow came from the keyhole.',
      'A row of snails with glowing shells was making its way home, very, very slowly.',
      'Three young mice were playing hide-and-seek among the roots, squeaking whenever one was found.',
    ],
  },
  de: {
    name: 'der Zauberwald',
    in: 'im Zauberwald',
    into: 'in den Zauberwald',
    again: 'im Wald',
    ways: [
      'ein schmaler Pfad aus leuchtenden Pilzen',
      'ein moosiger Weg voller Glühwürmchen',
      'eine Spur aus silbernen Blättern',
      'ein Band aus Mondlicht zwischen den Farnen',
      'ein gewundener Pfad aus weichem Moos',
      'ein Weg aus weichen Tannennadeln',
      'eine Spur aus glitzernden Tautropfen',
      'ein raschelnder Pfad aus Herbstlaub',
    ],
    guides: [
      (guide) => `Von einer alten, moosbewachsenen Eiche blinzelte eine weise Eule namens ${guide} herab.`,
      (guide) => `Auf einem niedrigen Ast saß ${guide}, eine alte graue Eule mit Federn so weich wie ein Schultertuch.`,
      (guide) =>
        `Über ihnen machte es leise „Schuhu“: Da saß eine Eule mit großen runden Augen, und sie hieß ${guide}.`,
      (guide) =>
        `Mit einem Flüstern der Flügel schwebte die Eule ${guide} herab und landete auf einem Baumstumpf neben ihnen.`,
      (guide) =>
        `Auf einem umgestürzten Baumstamm wartete schon ${guide}, die älteste Eule im ganzen Wald, mit Augen wie zwei kleine Monde.`,
      (guide) =>
        `Im Dunkel einer alten Buche gingen zwei runde gelbe Augen auf: Die Eule ${guide} hatte sie schon erwartet.`,
      (guide) => `${guide}, eine kleine braune Eule mit einem Umhang aus Moos, hüpfte ihnen auf einem Ast entgegen.`,
      (guide) => `Auf einem Wegweiser, der in alle Richtungen zugleich zeigte, saß die Eule ${guide}.`,
      (guide) =>
        `Aus einem hohlen Baum kam ein leises „Huhu“, und heraus lugte ${guide}, die alte Eule, die jeden Pfad kannte.`,
      (guide) =>
        `In einem weiten, langsamen Kreis glitt die Waldeule ${guide} herab und landete direkt vor ihren Füßen.`,
    ],
    guideName: 'Eulalia',
    otherGuideName: 'Ottilie',
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
    weathers: [
      {
        comes: 'Ein sanfter, warmer Regen begann auf die Blätter zu tröpfeln, tipp, tapp, tipp, tapp.',
        goes: 'Der Regen hörte auf, an jedem Blatt hing ein glänzender Tropfen, und ein Mondregenbogen spannte sich über die Baumwipfel.',
      },
      {
        comes:
          'Ein Wind fuhr durch den Wald, und die alten Bäume schwankten und knarrten und schüttelten ganze Schauer von Blättern herab.',
        goes: 'Der Wind seufzte ein letztes Mal und legte sich in die Farne, und die Blätter, die er abgeschüttelt hatte, lagen auf dem Moos wie eine Decke.',
      },
      {
        comes:
          'Dicke, kalte Tropfen prasselten durch die Zweige, und irgendwo in der Ferne brummte der Donner wie ein Bär, den man zu früh geweckt hat.',
        goes: 'Der Donner brummte sich wieder in den Schlaf, die letzten Tropfen rutschten von den Blättern, und die Pilze leuchteten heller als vorher, wie frisch gewaschen.',
      },
    ],
    parade: 'Igel mit Laternen, Hasen mit Trommeln und ein Dachs mit einer Trompete',
    gift: { forms: { noun: 'Krone', gender: 'f', plural: 'Kronen', after: 'aus Herbstblättern' } },
    wishOn: 'eine Sternschnuppe',
    nightfalls: [
      'Ein Glühwürmchen nach dem anderen wurde dunkel, und die alten Bäume knarrten leise, wie Bäume es tun, wenn sie sich schlafen legen.',
      'Die leuchtenden Pilze wurden zu einem schläfrigen Gold, und eine Grille zirpte ihr allerletztes Lied für diese Nacht.',
      'Eine große Stille legte sich über den Wald: Die Farne rollten ihre Blätter ein, und das Moos lag weich und still.',
      'Der Mond schob sich hinter den höchsten Baum, und der ganze Wald gähnte ein langes, raschelndes Gähnen.',
      'Die Hasen hüpften in ihre Baue, die Eichhörnchen rollten ihre Schwänze ein, und im Wald wurde es so still, dass man fast die Sterne hören konnte.',
      'Zwischen den Bäumen zog leiser Nebel auf, und kein Blatt im ganzen Wald rührte sich mehr.',
      'Die Eulen riefen sich von Baum zu Baum Gute Nacht zu, und die Blätter flüsterten zurück, bis auch sie verstummten.',
      'Zwischen den Zweigen gingen die Sterne auf, einer nach dem anderen, wie Lampen in fernen Fenstern.',
      'Sogar der Bach wurde leiser und murmelte nur noch, als wollte er niemanden wecken.',
    ],
    sights: [
      'Glühwürmchen malten silberne Muster zwischen die Bäume, und die Farne wiegten sich, als summten sie.',
      'An einem klaren Bach leuchteten die Kieselsteine wie kleine Laternen.',
      'Auf einer Lichtung stand ein Baum, dessen Blätter wie winzige Glöckchen klingelten, sobald der Wind vorbeistrich.',
      'Moos, so weich wie ein Kissen, bedeckte die alten Steine, und Glühwürmchen blinkten darauf wie müde Sterne.',
      'Hoch oben in den Ästen strickte ein Eichhörnchen eine Decke aus Mondstrahlen.',
      'Eine Hasenfamilie saß in einem Kreis aus Pilzen und flüsterte sich Geschichten zu.',
      'Tautropfen hingen in einem Spinnennetz wie eine Kette aus winzigen Perlen.',
      'Ein kleiner Wasserfall kicherte über die Steine und plätscherte in einen Teich voller Sterne.',
      'Blaue Glockenblumen nickten am Wegrand, und jede trug einen winzigen Tropfen Licht.',
      'Ein Dachs mit einem Reisigbesen fegte das Moos vor seiner Haustür.',
      'Im Farn lag ein schläfriges Reh, und zwischen seinen Ohren hatte sich eine winzige Maus zusammengerollt.',
      'Aus dem Gras stiegen kleine Lichter auf wie Seifenblasen und wurden leise zu Sternen.',
      'Ein alter Baum hatte eine Tür im Stamm, und aus dem Schlüsselloch fiel ein warmer Schein.',
      'Eine Reihe Schnecken mit leuchtenden Häuschen war auf dem Heimweg, ganz, ganz langsam.',
      'Drei junge Mäuse spielten zwischen den Wurzeln Verstecken und quiekten jedes Mal, wenn eine gefunden wurde.',
    ],
  },
};
