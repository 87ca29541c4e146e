import type { SettingEntry } from './types.ts';

// High up in the mountains: snowy peaks, a waterfall, cowbells on the high meadow, an echo, and an
// old mountain goat (a Steinbock in German) to show the way.

export const mountains: SettingEntry = {
  id: 'mountains',
  landscape: 'mountains',
  sky: true,
  lives: ['land', 'air'],
  spellings: {
    en: [
      'mountains',
      'the mountains',
      'in the mountains',
      'mountain',
      'a mountain',
      'the mountain',
      'mountain top',
      'mountaintop',
      'the alps',
      'alps',
      'hills',
      'the hills',
    ],
    de: [
      'berge',
      'die berge',
      'in den bergen',
      'in die berge',
      'gebirge',
      'berg',
      'auf dem berg',
      'alpen',
      'die alpen',
      'in den alpen',
      'alm',
      'auf der alm',
      'gipfel',
      'hügel',
    ],
  },
  en: {
    name: 'the mountains',
    in: 'high up in the mountains',
    into: 'up into the mountains',
    again: 'in the mountains',
    ways: [
      'a winding path of moonlit stones',
      'a trail of glowing edelweiss',
      'a zigzag path up the moonlit slope',
      'a little wooden bridge over a silver stream',
    ],
    guides: [
      (guide) =>
        `On a rocky ledge stood an old mountain goat called ${guide}, with a beard as white as the snow on the peaks.`,
      (guide) => `Clip-clop over the rocks came ${guide}, an old mountain goat with a bell round his neck.`,
      (guide) =>
        `High on a boulder, ${guide} the mountain goat stood as steady as the mountain itself, and he nodded hello.`,
      (guide) =>
        `${guide}, the oldest goat in the mountains, was nibbling grass by the path, and his white beard wagged as he chewed.`,
    ],
    guideName: 'Gruff',
    otherGuideName: 'Crag',
    guideKind: 'goat',
    creature: { forms: { noun: 'marmot' }, adjective: 'baby' },
    creatureHome: 'its burrow under the big flat rock',
    snag: 'a crack between two mossy rocks',
    treasure: { forms: { noun: 'cowbell' }, adjective: 'silver' },
    shadow: 'Across the mountainside loomed a giant with a pointed hat and arms spread wide.',
    shadowTruth: 'It was only an old pine tree on the ridge, with the moon shining right behind its crooked branches.',
    riddle: {
      question: '"I answer when you call, I repeat every word you say, and yet nobody has ever seen me. What am I?"',
      answer: 'an echo',
    },
    weathers: [
      {
        comes: 'A cloud came drifting down the mountain, so thick and soft that they could hardly see their own feet.',
        goes: 'The cloud drifted on, the peaks shone silver in the moonlight, and far below the lights of the valley twinkled like fallen stars.',
      },
      {
        comes: 'A cold wind came howling over the ridge, and little stones went skittering down the slopes.',
        goes: 'The wind howled itself hoarse and fell silent, and the mountains stood calm and huge under more stars than anyone could count.',
      },
    ],
    parade: 'marmots in a whistling row, a goat with a bell round her neck and an eagle gliding overhead',
    gift: { forms: { noun: 'edelweiss' }, adjective: 'little' },
    wishOn: 'a falling star',
    nightfalls: [
      'A last cowbell rang out from a faraway pasture, and the mountains pulled the clouds up round their shoulders like blankets.',
      'The marmots whistled goodnight from their burrows, and the snow on the peaks turned silver under the moon.',
      'The last light slipped off the highest peak, and the valley filled up with soft, blue quiet.',
      'The mountain stream hushed to a whisper, and the stars came out so close that they almost touched the peaks.',
    ],
    sights: [
      'The snowy peaks glowed silver under the moon, as if each one were wearing a little crown.',
      'A waterfall tumbled down the rocks, and its spray caught the moonlight like a veil of tiny pearls.',
      'On the high meadow the cows were asleep, and their bells went clonk, very softly, whenever one of them dreamed.',
      'Far below, the village lights looked like a handful of glow-worms scattered in the valley.',
      'A little wooden hut stood by the path, with a lantern in its window and smoke curling from its chimney.',
      'Whoever called "Hello!" here heard the mountains call "Hello!" back, once, twice, three times, softer every time.',
    ],
    little: {
      guides: [
        (guide) => `On a rock stands an old mountain goat called ${guide}.`,
        (guide) => `Clip-clop, clip-clop. Here comes ${guide}, with a bell round his neck.`,
        (guide) => `${guide} the goat has a long white beard. He nods hello.`,
        (guide) => `${guide} the goat hops down from a high rock, hop, hop.`,
      ],
      nightfalls: [
        'The snowy peaks turn pink, then grey. The mountains are sleepy.',
        'The cows on the meadow lie down. Their bells go quiet.',
        'Down in the valley, the lights go out, one by one.',
        'The wind hums a soft song over the rocks. Shh.',
      ],
      sights: [
        'The snowy peaks shine silver in the moonlight.',
        'A waterfall splashes down the rocks, splish, splash.',
        'A little hut has a lantern in its window.',
        'Call "Hello!" and the mountains call "Hello!" back.',
      ],
    },
  },
  de: {
    name: 'die Berge',
    in: 'hoch oben in den Bergen',
    into: 'hinauf in die Berge',
    again: 'in den Bergen',
    ways: [
      'ein gewundener Pfad aus mondhellen Steinen',
      'eine Spur aus leuchtendem Edelweiß',
      'ein Zickzackweg den mondhellen Hang hinauf',
      'eine kleine Holzbrücke über einen silbernen Bach',
    ],
    guides: [
      (guide) =>
        `Auf einem Felsvorsprung stand ein alter Steinbock namens ${guide}, mit einem Bart so weiß wie der Schnee auf den Gipfeln.`,
      (guide) => `Klapp, klapp, kam ${guide} über die Felsen, ein alter Steinbock mit einer Glocke um den Hals.`,
      (guide) =>
        `Hoch oben auf einem Felsblock stand der Steinbock ${guide}, so fest wie der Berg selbst, und nickte ihnen zu.`,
      (guide) =>
        `${guide}, der älteste Steinbock in den Bergen, knabberte am Wegrand Gras, und sein weißer Bart wackelte beim Kauen.`,
    ],
    guideName: 'Balthasar',
    otherGuideName: 'Bartholomäus',
    guideKind: 'goat',
    creature: { forms: { noun: 'Murmeltier', gender: 'n', plural: 'Murmeltiere' }, adjective: { stem: 'klein' } },
    creatureHome: 'sein Bau unter dem großen flachen Felsen',
    snag: 'in einer Spalte zwischen zwei bemoosten Felsen',
    treasure: { forms: { noun: 'Kuhglocke', gender: 'f', plural: 'Kuhglocken' }, adjective: { stem: 'silbern' } },
    shadow: 'Über den Berghang reckte sich ein Riese mit spitzem Hut und weit ausgebreiteten Armen.',
    shadowTruth: 'Es war nur eine alte Kiefer auf dem Grat, und der Mond schien genau hinter ihren krummen Ästen.',
    riddle: {
      question:
        '„Ich antworte, wenn du rufst, ich wiederhole jedes Wort, und doch hat mich noch nie jemand gesehen. Was bin ich?“',
      answer: 'das Echo',
    },
    weathers: [
      {
        comes: 'Eine Wolke kam den Berg heruntergeschwebt, so dicht und weich, dass sie kaum ihre eigenen Füße sahen.',
        goes: 'Die Wolke zog weiter, die Gipfel glänzten silbern im Mondlicht, und tief unten im Tal funkelten die Lichter wie heruntergefallene Sterne.',
      },
      {
        comes: 'Ein kalter Wind heulte über den Grat, und kleine Steinchen kullerten die Hänge hinunter.',
        goes: 'Der Wind heulte sich heiser und verstummte, und die Berge standen ruhig und riesig unter mehr Sternen, als irgendwer zählen kann.',
      },
    ],
    parade:
      'Murmeltiere in einer pfeifenden Reihe, eine Ziege mit einer Glocke um den Hals und ein Adler, der über ihnen kreiste',
    gift: { forms: { noun: 'Edelweiß', gender: 'n', plural: 'Edelweiß' }, adjective: { stem: 'klein' } },
    wishOn: 'eine Sternschnuppe',
    nightfalls: [
      'Von einer fernen Weide klang ein letztes Glockenläuten herüber, und die Berge zogen sich die Wolken wie Decken um die Schultern.',
      'Die Murmeltiere pfiffen aus ihren Bauen gute Nacht, und der Schnee auf den Gipfeln wurde silbern im Mondlicht.',
      'Das letzte Licht rutschte vom höchsten Gipfel, und das Tal füllte sich mit sanfter, blauer Stille.',
      'Der Bergbach wurde zu einem Flüstern, und die Sterne kamen so nah, dass sie fast die Gipfel berührten.',
    ],
    sights: [
      'Die verschneiten Gipfel leuchteten silbern im Mondlicht, als trüge jeder von ihnen eine kleine Krone.',
      'Ein Wasserfall stürzte über die Felsen, und in seinem Sprühnebel glitzerte das Mondlicht wie ein Schleier aus winzigen Perlen.',
      'Auf der Hochweide schliefen die Kühe, und ihre Glocken machten ganz leise klong, wann immer eine von ihnen träumte.',
      'Tief unten sahen die Lichter des Dorfes aus wie eine Handvoll Glühwürmchen, die jemand ins Tal gestreut hatte.',
      'Am Weg stand eine kleine Holzhütte, mit einer Laterne im Fenster, und aus dem Schornstein kringelte sich Rauch.',
      'Wer hier „Hallo!“ rief, dem riefen die Berge „Hallo!“ zurück, einmal, zweimal, dreimal, jedes Mal ein bisschen leiser.',
    ],
    little: {
      guides: [
        (guide) => `Auf einem Felsen steht ein alter Steinbock namens ${guide}.`,
        (guide) => `Klipp, klapp, klipp, klapp. Da kommt ${guide}, mit einer Glocke um den Hals.`,
        (guide) => `Der Steinbock ${guide} hat einen langen weißen Bart. Er nickt zur Begrüßung.`,
        (guide) => `${guide}, der Steinbock, springt von einem hohen Felsen herunter, hopp, hopp.`,
      ],
      nightfalls: [
        'Die Schneegipfel werden rosa, dann grau. Die Berge sind müde.',
        'Die Kühe auf der Alm legen sich hin. Ihre Glocken werden still.',
        'Unten im Tal gehen die Lichter aus, eins nach dem anderen.',
        'Der Wind summt ein leises Lied über die Felsen. Pst.',
      ],
      sights: [
        'Die Schneegipfel glänzen silbern im Mondlicht.',
        'Ein Wasserfall plätschert die Felsen hinunter, plitsch, platsch.',
        'In einer kleinen Hütte brennt eine Laterne im Fenster.',
        'Wer „Hallo!“ ruft, dem rufen die Berge „Hallo!“ zurück.',
      ],
    },
  },
};
