import type { SettingEntry } from './types.ts';

// A farm ("Grandma's farm", „auf Opas Hof“): a red barn, a hen house, a duck pond and an orchard,
// with an old sheepdog to show the way.

export const farm: SettingEntry = {
  id: 'farm',
  landscape: 'farm',
  sky: true,
  lives: ['land', 'air'],
  spellings: {
    en: [
      'farm',
      'the farm',
      'a farm',
      'on the farm',
      "grandma's farm",
      "grandpa's farm",
      "granny's farm",
      "grandad's farm",
      "nana's farm",
      'farmyard',
      'the farmyard',
      'barn',
      'the barn',
    ],
    de: [
      'bauernhof',
      'auf dem bauernhof',
      'hof',
      'auf dem hof',
      'omas hof',
      'opas hof',
      'omas bauernhof',
      'opas bauernhof',
      'reiterhof',
      'ponyhof',
      'scheune',
      'in der scheune',
    ],
  },
  en: {
    name: 'the farm',
    in: 'on the farm',
    into: 'to the farm',
    again: 'on the farm',
    ways: [
      'a cart track lined with lanterns',
      'a path of golden straw',
      'a grassy lane between the apple trees',
      'a trail of little lanterns across the meadow',
    ],
    guides: [
      (guide) => `An old sheepdog called ${guide} trotted out of the barn, wagging his tail, to greet the visitors.`,
      (guide) => `${guide}, an old sheepdog with one ear up and one ear down, came bounding across the yard.`,
      (guide) => `By the gate lay ${guide} the sheepdog, and his tail began to thump as soon as he saw them.`,
      (guide) => `"Woof!" said a friendly voice, and out of the hay popped ${guide}, the farm's old sheepdog.`,
    ],
    guideName: 'Skip',
    otherGuideName: 'Patch',
    guideKind: 'dog',
    creature: { forms: { noun: 'lamb' }, adjective: 'little' },
    creatureHome: 'its mother in the meadow behind the barn',
    snag: 'a heap of straw in the hayloft',
    treasure: { forms: { noun: 'egg' }, adjective: 'golden' },
    shadow: 'On the wall of the barn stretched a giant shadow with big ears and a long, twitching nose.',
    shadowTruth: 'It was only a little mouse sitting on an upturned bucket, nibbling a grain of corn in the moonlight.',
    riddle: {
      question: '"I wear a red comb but never comb my hair, and I wake the whole farm every morning. What am I?"',
      answer: 'the rooster',
    },
    weathers: [
      {
        comes:
          'A warm summer shower came drumming on the barn roof, and the hens ran for the hen house, clucking crossly.',
        goes: 'The shower passed, the puddles in the yard shone like mirrors, and everything smelled of wet hay.',
      },
      {
        comes:
          'A gusty wind came racing across the fields, and the weathervane on the barn spun round and round as if it could not make up its mind.',
        goes: 'The wind raced off over the hills, the weathervane stopped spinning and pointed at the moon, and the fields lay silver and still.',
      },
    ],
    parade: 'ducks in a row, lambs with paper lanterns and the piglet band with their tiny trumpets',
    gift: { forms: { noun: 'horseshoe' }, adjective: 'lucky' },
    wishOn: 'a falling star',
    nightfalls: [
      'The rooster tucked his head under his wing, and the last light in the farmhouse window went out.',
      'The cows lay down in the soft grass, and the pigs snored gently in their straw.',
      'The hens huddled together on their perch, and the old barn creaked its goodnight.',
      'The moon rose over the haystacks, and the whole farm grew quiet, from the duck pond to the top of the hill.',
    ],
    sights: [
      'In the big red barn, the cows were settling down in the straw, one sleepy moo after another.',
      'In the hen house, the hens were counting their eggs one last time before bed.',
      'By the duck pond, the frogs sang the evening song while the ducks kept time.',
      'On top of the haystack, a row of kittens was watching the first stars come out.',
      'In the orchard, the apples hung round and red, and an owl kept watch over them.',
    ],
    little: {
      guides: [
        (guide) => `An old sheepdog called ${guide} trots out of the barn, wagging his tail.`,
        (guide) => `${guide} the sheepdog comes running. One ear up, one ear down!`,
        (guide) => `By the gate lies ${guide}. Thump, thump, goes his tail.`,
        (guide) => `${guide} the sheepdog licks their hands to say hello.`,
      ],
      nightfalls: [
        'The cows lie down in the straw. Moo, goodnight.',
        'The hens tuck in their heads. The barn is quiet.',
        'The tractor sleeps in the shed. The stars come out.',
        'The lambs snuggle up close to their mummies.',
      ],
      sights: [
        'The hens count their eggs: one, two, three.',
        'Kittens sit on the haystack and look at the stars.',
        'Round red apples hang in the orchard.',
        'A little piglet rolls in the mud and grunts happily.',
      ],
    },
  },
  de: {
    name: 'der Bauernhof',
    in: 'auf dem Bauernhof',
    into: 'auf den Bauernhof',
    again: 'auf dem Hof',
    ways: [
      'ein Feldweg voller Laternen',
      'ein Pfad aus goldenem Stroh',
      'ein Wiesenweg zwischen den Apfelbäumen',
      'eine Spur aus kleinen Laternen quer über die Wiese',
    ],
    guides: [
      (guide) => `Ein alter Hütehund namens ${guide} kam schwanzwedelnd aus der Scheune, um die Gäste zu begrüßen.`,
      (guide) =>
        `${guide}, ein alter Hütehund mit einem Ohr nach oben und einem nach unten, kam über den Hof gesprungen.`,
      (guide) => `Am Gatter lag ${guide}, der Hütehund, und sein Schwanz fing an zu klopfen, sobald er sie sah.`,
      (guide) => `„Wuff!“, machte eine freundliche Stimme, und aus dem Heu sprang ${guide}, der alte Hütehund vom Hof.`,
    ],
    guideName: 'Struppi',
    otherGuideName: 'Flecki',
    guideKind: 'dog',
    creature: { forms: { noun: 'Lamm', gender: 'n', plural: 'Lämmer' }, adjective: { stem: 'klein' } },
    creatureHome: 'seine Mama auf der Weide hinter der Scheune',
    snag: 'in einem Strohhaufen auf dem Heuboden',
    treasure: { forms: { noun: 'Ei', gender: 'n', plural: 'Eier' }, adjective: { stem: 'golden' } },
    shadow: 'An der Scheunenwand reckte sich ein riesiger Schatten mit großen Ohren und einer langen, zuckenden Nase.',
    shadowTruth:
      'Es war nur eine kleine Maus, die auf einem umgedrehten Eimer saß und im Mondlicht an einem Maiskorn knabberte.',
    riddle: {
      question:
        '„Ich trage einen roten Kamm, kämme mir aber nie die Haare, und ich wecke jeden Morgen den ganzen Hof. Was bin ich?“',
      answer: 'der Hahn',
    },
    weathers: [
      {
        comes:
          'Ein warmer Sommerschauer trommelte auf das Scheunendach, und die Hühner flitzten empört gackernd in den Stall.',
        goes: 'Der Schauer zog vorüber, die Pfützen im Hof glänzten wie Spiegel, und überall duftete es nach nassem Heu.',
      },
      {
        comes:
          'Ein böiger Wind jagte über die Felder, und der Wetterhahn auf der Scheune drehte sich im Kreis, als könnte er sich nicht entscheiden.',
        goes: 'Der Wind jagte über die Hügel davon, der Wetterhahn hielt an und zeigte auf den Mond, und die Felder lagen silbern und still.',
      },
    ],
    parade: 'Enten in einer Reihe, Lämmer mit Papierlaternen und die Ferkelkapelle mit ihren winzigen Trompeten',
    gift: { forms: { noun: 'Glückshufeisen', gender: 'n', plural: 'Glückshufeisen' }, adjective: { stem: 'klein' } },
    wishOn: 'eine Sternschnuppe',
    nightfalls: [
      'Der Hahn steckte den Kopf unter den Flügel, und im Fenster des Bauernhauses ging das letzte Licht aus.',
      'Die Kühe legten sich ins weiche Gras, und die Schweine schnarchten leise in ihrem Stroh.',
      'Die Hühner kuschelten sich auf ihrer Stange zusammen, und die alte Scheune knarrte gute Nacht.',
      'Der Mond stieg über die Heuhaufen, und auf dem ganzen Hof wurde es still, vom Ententeich bis hinauf auf den Hügel.',
    ],
    sights: [
      'In der großen roten Scheune machten es sich die Kühe im Stroh gemütlich, ein müdes Muh nach dem anderen.',
      'Im Hühnerstall zählten die Hühner ein letztes Mal ihre Eier, bevor sie schlafen gingen.',
      'Am Ententeich sangen die Frösche das Abendlied, und die Enten hielten den Takt.',
      'Oben auf dem Heuhaufen saß eine Reihe Kätzchen und schaute zu, wie die ersten Sterne aufgingen.',
      'Im Obstgarten hingen die Äpfel rund und rot, und eine Eule hielt über ihnen Wache.',
    ],
    little: {
      guides: [
        (guide) => `Ein alter Hütehund namens ${guide} kommt schwanzwedelnd aus der Scheune.`,
        (guide) => `Der Hütehund ${guide} kommt angelaufen. Ein Ohr hoch, ein Ohr runter!`,
        (guide) => `Am Tor liegt ${guide}. Klopf, klopf, macht sein Schwanz.`,
        (guide) => `${guide}, der Hütehund, schleckt ihnen zur Begrüßung die Hände.`,
      ],
      nightfalls: [
        'Die Kühe legen sich ins Stroh. Muh, gute Nacht.',
        'Die Hühner stecken die Köpfe ein. Im Stall ist es still.',
        'Der Traktor schläft im Schuppen. Die Sterne gehen auf.',
        'Die Lämmchen kuscheln sich ganz dicht an ihre Mamas.',
      ],
      sights: [
        'Die Hühner zählen ihre Eier: eins, zwei, drei.',
        'Kätzchen sitzen auf dem Heuhaufen und schauen in die Sterne.',
        'Im Obstgarten hängen runde rote Äpfel.',
        'Ein kleines Ferkel wälzt sich im Matsch und grunzt vergnügt.',
      ],
    },
  },
};
