import type { SettingEntry } from './types.ts';

// The jungle at night: leaves as big as umbrellas, a river with a crocodile pretending to be a log,
// fireflies by the thousand, and a sloth who shows the way, very slowly.

export const jungle: SettingEntry = {
  id: 'jungle',
  landscape: 'jungle',
  sky: true,
  lives: ['land', 'air', 'water'],
  spellings: {
    en: [
      'jungle',
      'the jungle',
      'a jungle',
      'in the jungle',
      'rainforest',
      'rain forest',
      'the rainforest',
      'tropical forest',
      'amazon',
      'the amazon',
    ],
    de: [
      'dschungel',
      'im dschungel',
      'in den dschungel',
      'urwald',
      'im urwald',
      'regenwald',
      'im regenwald',
      'tropenwald',
      'amazonas',
    ],
  },
  en: {
    name: 'the jungle',
    in: 'deep in the jungle',
    into: 'into the jungle',
    again: 'in the jungle',
    ways: [
      'a bridge of twisting vines',
      'a trail of giant leaves, shining with dew',
      'a path of glowing flowers through the ferns',
      'a rope ladder of green vines',
    ],
    guides: [
      (guide) => `Upside down from a branch hung a sloth called ${guide}, who blinked at them very, very slowly.`,
      (guide) =>
        `${guide} the sloth was hanging from a vine above the path, smiling the slowest smile in the whole jungle.`,
      (guide) =>
        `Something furry stirred in the leaves above: it was ${guide}, a sleepy sloth, waving one long arm as slowly as a dream.`,
      (guide) => `In the crook of a big tree sat ${guide}, a sloth with a flower tucked behind one ear.`,
    ],
    guideName: 'Moss',
    otherGuideName: 'Fern',
    guideKind: 'sloth',
    creature: { forms: { noun: 'tree frog' }, adjective: 'little' },
    creatureHome: 'its home in a flower cup full of rainwater',
    snag: 'a tangle of hanging vines',
    treasure: { forms: { noun: 'jewel' }, adjective: 'green' },
    shadow: 'On the curtain of leaves loomed a shadow with an enormous head, a long tail and a great, gaping mouth.',
    shadowTruth: 'It was only a little gecko on a leaf, yawning, with a firefly glowing just behind it.',
    riddle: {
      question:
        '"I wear stripes but never change my clothes, I have a long tail, and I purr like a cat, only much, much louder. What am I?"',
      answer: 'a tiger',
    },
    weathers: [
      {
        comes: 'Warm rain came pouring through the treetops, drumming on the big leaves like a hundred tiny drums.',
        goes: 'The rain stopped as suddenly as it had begun, every leaf dripped and shone, and the frogs began to sing.',
      },
      {
        comes:
          'Thunder rolled across the jungle, the monkeys shrieked and hid, and lightning lit up the leaves for a blink at a time.',
        goes: 'The thunder rolled away, the monkeys peeped out one by one, and the fireflies came back to light the dripping leaves.',
      },
    ],
    parade: 'parrots in every colour, a line of monkeys holding tails and a young elephant trumpeting the tune',
    gift: { forms: { noun: 'parrot feather' }, adjective: 'rainbow' },
    wishOn: 'a falling star',
    nightfalls: [
      'The monkeys curled up in the treetops, the parrots tucked their heads under their wings, and the jungle hummed itself to sleep.',
      'The frogs sang one last croaky chorus, and the big leaves folded down like umbrellas.',
      'The toucans tucked their bright beaks into their feathers, and the warm night air went soft and still.',
      'The fireflies blinked out over the river, and the jungle lay quiet under its green blanket of leaves.',
    ],
    sights: [
      'Leaves as big as umbrellas let silver drops fall, plink, plink, plink, onto the ferns below.',
      'A river wound between the trees, and a crocodile lay in the shallows, trying very hard to look like a log.',
      'Flowers as big as dinner plates opened in the moonlight and smelled of honey and oranges.',
      'High in the treetops, a family of monkeys swung from vine to vine, whispering goodnight to each other.',
      'Thousands of fireflies blinked on and off together, as if the whole jungle were breathing light.',
      'A waterfall rushed down a mossy cliff, and a rainbow made of moonlight hung in its spray.',
    ],
    little: {
      guides: [
        (guide) => `Upside down from a branch hangs a sloth called ${guide}.`,
        (guide) => `${guide} the sloth blinks at them, very, very slowly.`,
        (guide) => `High in a tree sits ${guide}, with a flower behind one ear.`,
        (guide) => `A long furry arm waves slowly from the leaves. It is ${guide}!`,
      ],
      nightfalls: [
        'The monkeys curl up in the treetops. The jungle goes quiet.',
        'The parrots tuck their heads under their wings. Shh.',
        'The frogs sing one last croak, and then they sleep.',
        'The fireflies blink slower and slower. The jungle yawns.',
      ],
      sights: [
        'Leaves as big as umbrellas drip, plink, plink, plink.',
        'A crocodile lies very still and pretends to be a log.',
        'Big flowers open in the moonlight. They smell of honey.',
        'Little monkeys swing from vine to vine. Wheee!',
      ],
    },
  },
  de: {
    name: 'der Dschungel',
    in: 'tief im Dschungel',
    into: 'in den Dschungel',
    again: 'im Dschungel',
    ways: [
      'eine Brücke aus verschlungenen Lianen',
      'eine Spur aus riesigen Blättern, glänzend vor Tau',
      'ein Pfad aus leuchtenden Blüten zwischen den Farnen',
      'eine Strickleiter aus grünen Lianen',
    ],
    guides: [
      (guide) => `Kopfüber an einem Ast hing ein Faultier namens ${guide} und blinzelte ihnen ganz, ganz langsam zu.`,
      (guide) =>
        `Das Faultier ${guide} hing an einer Liane über dem Weg und lächelte das langsamste Lächeln im ganzen Dschungel.`,
      (guide) =>
        `Oben in den Blättern regte sich etwas Pelziges: Es war ${guide}, ein schläfriges Faultier, und es winkte mit einem langen Arm, so langsam wie ein Traum.`,
      (guide) => `In einer Astgabel saß ${guide}, ein Faultier mit einer Blüte hinter dem Ohr.`,
    ],
    guideName: 'Lotti',
    otherGuideName: 'Mimi',
    guideKind: 'sloth',
    creature: { forms: { noun: 'Laubfrosch', gender: 'm', plural: 'Laubfrösche' }, adjective: { stem: 'klein' } },
    creatureHome: 'sein Zuhause in einem Blütenkelch voller Regenwasser',
    snag: 'in einem Gewirr aus herabhängenden Lianen',
    treasure: { forms: { noun: 'Edelstein', gender: 'm', plural: 'Edelsteine' }, adjective: { stem: 'grün' } },
    shadow:
      'Auf dem Vorhang aus Blättern erschien ein Schatten mit einem riesigen Kopf, einem langen Schwanz und einem weit aufgerissenen Maul.',
    shadowTruth:
      'Es war nur ein kleiner Gecko auf einem Blatt, der gähnte, und gleich hinter ihm leuchtete ein Glühwürmchen.',
    riddle: {
      question:
        '„Ich trage Streifen, ziehe mich aber nie um, ich habe einen langen Schwanz, und ich schnurre wie eine Katze, nur viel, viel lauter. Was bin ich?“',
      answer: 'ein Tiger',
    },
    weathers: [
      {
        comes:
          'Warmer Regen prasselte durch die Baumkronen und trommelte auf die großen Blätter wie hundert winzige Trommeln.',
        goes: 'Der Regen hörte so plötzlich auf, wie er begonnen hatte, jedes Blatt tropfte und glänzte, und die Frösche fingen an zu singen.',
      },
      {
        comes:
          'Donner rollte über den Dschungel, die Affen kreischten und versteckten sich, und Blitze ließen die Blätter für einen Wimpernschlag aufleuchten.',
        goes: 'Der Donner rollte davon, die Affen lugten einer nach dem anderen hervor, und die Glühwürmchen kamen zurück und leuchteten auf den tropfenden Blättern.',
      },
    ],
    parade:
      'Papageien in allen Farben, eine Reihe Affen, die sich an den Schwänzen festhielten, und ein junger Elefant, der die Melodie trompetete',
    gift: { forms: { noun: 'Papageienfeder', gender: 'f', plural: 'Papageienfedern' }, adjective: { stem: 'bunt' } },
    wishOn: 'eine Sternschnuppe',
    nightfalls: [
      'Die Affen rollten sich in den Baumkronen zusammen, die Papageien steckten die Köpfe unter die Flügel, und der Dschungel summte sich selbst in den Schlaf.',
      'Die Frösche quakten ein letztes Lied, und die großen Blätter klappten sich zusammen wie Regenschirme.',
      'Die Tukane steckten ihre bunten Schnäbel ins Gefieder, und die warme Nachtluft wurde weich und still.',
      'Über dem Fluss erloschen die Glühwürmchen, und der Dschungel lag still unter seiner grünen Decke aus Blättern.',
    ],
    sights: [
      'Blätter, so groß wie Regenschirme, ließen silberne Tropfen fallen, plink, plink, plink, auf die Farne darunter.',
      'Ein Fluss schlängelte sich zwischen den Bäumen hindurch, und im flachen Wasser lag ein Krokodil und gab sich große Mühe, wie ein Baumstamm auszusehen.',
      'Blüten, so groß wie Teller, öffneten sich im Mondlicht und dufteten nach Honig und Orangen.',
      'Hoch oben in den Baumkronen schwang sich eine Affenfamilie von Liane zu Liane und flüsterte sich gute Nacht zu.',
      'Tausende Glühwürmchen blinkten gleichzeitig auf und wieder aus, als atmete der ganze Dschungel Licht.',
      'Ein Wasserfall rauschte über eine bemooste Felswand, und in seinem Sprühnebel hing ein Regenbogen aus Mondlicht.',
    ],
    little: {
      guides: [
        (guide) => `Kopfüber an einem Ast hängt ein Faultier namens ${guide}.`,
        (guide) => `Das Faultier ${guide} blinzelt ihnen zu, ganz, ganz langsam.`,
        (guide) => `In einer Astgabel sitzt ${guide}, ein Faultier mit einer Blüte hinter dem Ohr.`,
        (guide) => `Aus den Blättern winkt langsam ein langer, pelziger Arm. Das ist ${guide}!`,
      ],
      nightfalls: [
        'Die Affen rollen sich oben in den Bäumen zusammen. Der Dschungel wird still.',
        'Die Papageien stecken den Kopf unter den Flügel. Pst.',
        'Die Frösche quaken ein letztes Mal, und dann schlafen sie.',
        'Die Glühwürmchen blinken langsamer und langsamer. Der Dschungel gähnt.',
      ],
      sights: [
        'Blätter, so groß wie Regenschirme, tropfen: plink, plink, plink.',
        'Ein Krokodil liegt ganz still und tut so, als wäre es ein Baumstamm.',
        'Große Blüten gehen im Mondlicht auf. Sie duften nach Honig.',
        'Kleine Affen schwingen von Liane zu Liane. Hui!',
      ],
    },
  },
};
