import type { SettingEntry } from './types.ts';

// Home at night: the child's own house and garden, quiet and moonlit, with a soft grey moth as
// guide. Everything here is what a house and a garden hold: a ticking clock, a hedge with a
// blackbird's nest, snails on the wall, the moon in the pond. The moth is drawn as a butterfly.

export const home: SettingEntry = {
  id: 'home',
  landscape: 'home',
  sky: true,
  lives: ['land', 'air'],
  spellings: {
    en: [
      'home',
      'at home',
      'our house',
      'my house',
      'the house',
      'house',
      'our home',
      'the garden',
      'our garden',
      'garden',
      'the back garden',
      'backyard',
      'the backyard',
      'bedroom',
    ],
    de: [
      'zu hause',
      'zuhause',
      'daheim',
      'bei uns',
      'unser haus',
      'das haus',
      'haus',
      'im haus',
      'garten',
      'im garten',
      'unser garten',
      'unseren garten',
      'kinderzimmer',
    ],
  },
  en: {
    name: 'the house at night',
    in: 'all through the house and garden',
    into: 'out into the moonlit garden',
    again: 'in the garden',
    ways: [
      'a silver ribbon of moonlight',
      'a path of moonlit stepping stones across the lawn',
      'a trail of glow-worms between the flowerbeds',
      'a ribbon of starlight down the garden path',
    ],
    guides: [
      (guide) => `On the garden lamp sat a soft grey moth called ${guide}, her wings dusted with moonlight.`,
      (guide) => `Out of the lavender fluttered ${guide}, a little grey moth with wings as soft as a whisper.`,
      (guide) => `${guide} the moth was resting on the washing line, and she opened her silvery wings to say hello.`,
      (guide) => `By the back door, where the light spilled out, ${guide} the moth was dancing in little circles.`,
    ],
    guideName: 'Velvet',
    otherGuideName: 'Dusty',
    guideKind: 'butterfly',
    creature: { forms: { noun: 'blackbird' }, adjective: 'baby' },
    creatureHome: 'its nest in the hedge',
    snag: 'a tangle of ivy on the garden wall',
    treasure: { forms: { noun: 'bell' }, adjective: 'little silver' },
    shadow: 'On the landing wall stood a huge shadow with a long, thin neck and wild, spiky hair.',
    shadowTruth:
      'It was only the feather duster, leaning against the banister, with the moon shining in through the window behind it.',
    riddle: {
      question: '"I go up the stairs and down the stairs, and yet I never move from my place. What am I?"',
      answer: 'the banister',
    },
    weathers: [
      {
        comes: 'A soft summer rain began to tap on the windowpanes and patter on the leaves of the apple tree.',
        goes: 'The rain stopped, the lawn glittered with drops, and the moon came out from behind a cloud to see what the fuss had been.',
      },
      {
        comes:
          'A blustery wind came rushing round the house, rattling the letterbox and making the garden gate swing and bang.',
        goes: 'The wind blew itself out, the gate stopped banging, and the garden lay quiet under the stars as if nothing had happened.',
      },
    ],
    parade: 'snails in a slow silver line, moths with moonlit wings and a hedgehog beating time on a flowerpot',
    gift: { forms: { noun: 'blackbird feather' }, adjective: 'soft' },
    wishOn: 'a falling star over the rooftops',
    nightfalls: [
      'The moon climbed over the roof, the garden grew still, leaf by leaf, and the house gave a small, sleepy creak.',
      'One by one the windows of the street went dark, and the garden gate gave a sleepy click.',
      'The snails tucked themselves into their shells, and the flowers in the beds folded their petals for the night.',
      'The hedgehog under the hedge curled into a ball, and the whole garden gave a soft, sleepy sigh.',
    ],
    sights: [
      'In the kitchen, the clock ticked very slowly, as if it, too, were getting sleepy.',
      'Along the garden wall, snails were gliding, leaving silver trails that shone in the moonlight.',
      'A hedgehog trundled across the lawn, snuffling for beetles in the wet grass.',
      'In the pond, the moon had found its own round face and was looking at it very seriously.',
      'On the washing line, the pegs sat in a row like little birds asleep.',
      'In the living room, the cushions lay in a heap on the sofa, still warm from the evening.',
    ],
    little: {
      guides: [
        (guide) => `On the garden lamp sits a little grey moth called ${guide}.`,
        (guide) => `Out of the lavender flutters ${guide}, a soft grey moth.`,
        (guide) => `${guide} the moth opens her silvery wings to say hello.`,
        (guide) => `By the back door, ${guide} the moth dances in little circles.`,
      ],
      nightfalls: [
        'The kitchen clock ticks slowly. Tick. Tock. The house is sleepy.',
        'Out in the street, the lights go out, one by one.',
        'The curtains are closed. Everything is still and warm.',
        'The garden is dark and soft. Even the snails are asleep.',
      ],
      sights: [
        'Snails glide along the garden wall and leave silver trails.',
        'A hedgehog trundles across the lawn, sniff, sniff.',
        'The moon looks at its round face in the pond.',
        'The pegs sit on the washing line like little sleeping birds.',
      ],
    },
  },
  de: {
    name: 'das Haus bei Nacht',
    in: 'im ganzen Haus und im Garten',
    into: 'in den mondhellen Garten',
    again: 'im Garten',
    ways: [
      'ein silbernes Band aus Mondlicht',
      'ein Pfad aus mondhellen Trittsteinen quer über den Rasen',
      'eine Spur aus Glühwürmchen zwischen den Blumenbeeten',
      'ein Band aus Sternenlicht den Gartenweg entlang',
    ],
    guides: [
      (guide) =>
        `Auf der Gartenlaterne saß ein kleiner grauer Nachtfalter namens ${guide} und schimmerte im Mondlicht.`,
      (guide) =>
        `Aus dem Lavendel flatterte ${guide}, ein kleiner grauer Nachtfalter mit Flügeln so weich wie ein Flüstern.`,
      (guide) =>
        `${guide}, der Nachtfalter, ruhte auf der Wäscheleine und öffnete zur Begrüßung seine silbrigen Flügel.`,
      (guide) => `An der Hintertür, wo das Licht hinausfiel, tanzte ${guide}, der Nachtfalter, in kleinen Kreisen.`,
    ],
    guideName: 'Samtflügel',
    otherGuideName: 'Staubflügel',
    guideKind: 'butterfly',
    creature: { forms: { noun: 'Amsel', gender: 'f', plural: 'Amseln' }, adjective: { stem: 'klein' } },
    creatureHome: 'ihr Nest in der Hecke',
    snag: 'in einem Gewirr aus Efeu an der Gartenmauer',
    treasure: { forms: { noun: 'Glöckchen', gender: 'n', plural: 'Glöckchen' }, adjective: { stem: 'silbern' } },
    shadow: 'An der Flurwand stand ein riesiger Schatten mit einem langen, dünnen Hals und wilden, stacheligen Haaren.',
    shadowTruth:
      'Es war nur der Staubwedel, der am Treppengeländer lehnte, und hinter ihm schien der Mond zum Fenster herein.',
    riddle: {
      question:
        '„Ich gehe die Treppe hinauf und die Treppe hinunter und rühre mich doch nie von der Stelle. Was bin ich?“',
      answer: 'das Treppengeländer',
    },
    weathers: [
      {
        comes:
          'Ein sanfter Sommerregen begann an die Fensterscheiben zu klopfen und auf die Blätter des Apfelbaums zu trommeln.',
        goes: 'Der Regen hörte auf, auf dem Rasen glitzerten die Tropfen, und der Mond kam hinter einer Wolke hervor, um nachzusehen, was los gewesen war.',
      },
      {
        comes:
          'Ein stürmischer Wind fegte ums Haus, ließ den Briefschlitz klappern und das Gartentor auf- und zuschlagen.',
        goes: 'Der Wind hatte sich ausgetobt, das Gartentor schlug nicht mehr, und der Garten lag still unter den Sternen, als wäre nichts gewesen.',
      },
    ],
    parade:
      'Schnecken in einer langsamen silbernen Reihe, Nachtfalter mit mondhellen Flügeln und ein Igel, der auf einem Blumentopf den Takt schlug',
    gift: { forms: { noun: 'Amselfeder', gender: 'f', plural: 'Amselfedern' }, adjective: { stem: 'weich' } },
    wishOn: 'eine Sternschnuppe über den Dächern',
    nightfalls: [
      'Der Mond kletterte über das Dach, der Garten wurde still, Blatt für Blatt, und das Haus knarrte leise und schläfrig.',
      'In der Straße wurde ein Fenster nach dem anderen dunkel, und das Gartentor machte ein schläfriges Klick.',
      'Die Schnecken zogen sich in ihre Häuschen zurück, und die Blumen in den Beeten falteten ihre Blüten für die Nacht.',
      'Der Igel unter der Hecke rollte sich zu einer Kugel zusammen, und der ganze Garten atmete leise aus.',
    ],
    sights: [
      'In der Küche tickte die Uhr ganz langsam, als würde auch sie allmählich müde.',
      'An der Gartenmauer glitten Schnecken entlang und hinterließen silberne Spuren, die im Mondlicht glänzten.',
      'Ein Igel tappte über den Rasen und schnüffelte im feuchten Gras nach Käfern.',
      'Im Teich hatte der Mond sein eigenes rundes Gesicht entdeckt und betrachtete es sehr ernst.',
      'Auf der Wäscheleine saßen die Klammern in einer Reihe wie kleine schlafende Vögel.',
      'Im Wohnzimmer lagen die Kissen als weicher Haufen auf dem Sofa, noch warm vom Abend.',
    ],
    little: {
      guides: [
        (guide) => `Auf der Gartenlaterne sitzt ein kleiner grauer Nachtfalter namens ${guide}.`,
        (guide) => `Aus dem Lavendel flattert ${guide}, ein weicher grauer Nachtfalter.`,
        (guide) => `${guide}, der Nachtfalter, öffnet zur Begrüßung seine silbrigen Flügel.`,
        (guide) => `An der Hintertür tanzt ${guide}, der Nachtfalter, in kleinen Kreisen.`,
      ],
      nightfalls: [
        'Die Küchenuhr tickt ganz langsam. Tick. Tack. Das Haus ist müde.',
        'Draußen auf der Straße gehen die Lichter aus, eins nach dem anderen.',
        'Die Vorhänge sind zu. Alles ist still und warm.',
        'Der Garten ist dunkel und weich. Sogar die Schnecken schlafen.',
      ],
      sights: [
        'Schnecken kriechen die Gartenmauer entlang und malen Silberspuren.',
        'Ein Igel tapst über den Rasen, schnüffel, schnüffel.',
        'Im Teich schaut sich der Mond sein rundes Gesicht an.',
        'Die Wäscheklammern sitzen auf der Leine wie kleine schlafende Vögel.',
      ],
    },
  },
};
