import type { SettingEntry } from './types.ts';

// The Animal Village: a hedgehog baker, a post office owl, a duck pond, and Mayor Badger in his
// striped nightcap.

export const animalVillage: SettingEntry = {
  id: 'animal-village',
  landscape: 'village',
  sky: true,
  lives: ['land', 'air'],
  spellings: {
    en: [
      'animal village',
      'the animal village',
      'village',
      'the village',
      'a village',
      'animal town',
      'little village',
    ],
    de: ['tierdorf', 'im tierdorf', 'dorf', 'das dorf', 'im dorf', 'tierstadt', 'kleines dorf'],
  },
  en: {
    name: 'the Animal Village',
    in: 'in the Animal Village',
    into: 'into the Animal Village',
    again: 'in the village',
    ways: [
      'a winding lane lined with lanterns',
      'a cobbled lane that twinkled with tiny lamps',
      'a little wooden bridge hung with paper lanterns',
      'a path of painted stepping stones',
    ],
    guides: [
      (guide) => `${guide}, in a striped nightcap, came out to greet the visitors.`,
      (guide) => `At the village well stood ${guide}, polishing his chain of office on his sleeve.`,
      (guide) => `A round little door swung open, and out bustled ${guide} with a lantern in his paw.`,
      (guide) => `In the square, ${guide} was ringing a small brass bell, and he waved when he saw them.`,
    ],
    guideName: 'Mayor Badger',
    otherGuideName: 'Mayor Brock',
    guideKind: 'badger',
    creature: { forms: { noun: 'duckling' }, adjective: 'little' },
    creatureHome: 'its mother on the village pond',
    snag: 'a tangle of garden twine',
    treasure: { forms: { noun: 'bell' }, adjective: 'little brass' },
    shadow: 'On the wall of the town hall stretched a giant shadow with big ears and a long, twitching nose.',
    shadowTruth: 'It was only a small mouse with a lantern, reading a letter on the doorstep.',
    riddle: {
      question:
        '"I have hands but cannot clap, I have a face but cannot smile, and I tell everyone when it is bedtime. What am I?"',
      answer: 'the village clock',
    },
    weathers: [
      {
        comes: 'Soft snowflakes began to fall over the rooftops, as light as feathers from a pillow fight.',
        goes: 'The snow stopped, the roofs wore white caps, and every window glowed warm and golden.',
      },
      {
        comes:
          'A blustery wind came tumbling down the lanes, rattling the shutters and sending the washing flapping off the lines.',
        goes: 'The wind blew itself out, the shutters stopped rattling, and the lanes lay still with the stars twinkling over the rooftops.',
      },
    ],
    parade: 'ducks in a row, rabbits with paper lanterns and the mouse band with their tiny trumpets',
    gift: { forms: { noun: 'garland', after: 'of paper lanterns' } },
    wishOn: 'a falling star',
    nightfalls: [
      'Along the lane the windows went dark one after another, and the weathervane on the town hall turned to face the moon.',
      'The hedgehog baker pulled down his shutters, and one by one the chimneys stopped puffing.',
      'The village clock chimed softly, and all the little doors along the lane clicked shut.',
      'The last lamp in the square was blown out, and the village curled up under its thatched roofs to sleep.',
    ],
    sights: [
      'In the bakery, a hedgehog baker pulled warm rolls from the oven, and the whole street smelled sweet.',
      'At the village pond, the ducks sang the evening song while the frogs kept time.',
      'In the little square, the mice were hanging paper lanterns for a moonlight party.',
      'At the post office, an owl was sorting the last letters of the day by moonlight.',
      'In the village garden, a mole had grown a pumpkin as big as a little house.',
    ],
    little: {
      guides: [
        (guide) => `${guide} comes out in a striped nightcap and waves.`,
        (guide) => `At the well stands ${guide}, with a lantern in his paw.`,
        (guide) => `A round little door opens. Out comes ${guide}, smiling.`,
        (guide) => `${guide} rings a little bell, ding-ding, to say hello.`,
      ],
      nightfalls: [
        'The lights in the little windows go out, one by one.',
        'The baker shuts his shop. The whole village yawns.',
        'The ducks tuck their heads under their wings. Goodnight, pond.',
        'The mice blow out their lanterns. The village is asleep.',
      ],
      sights: [
        'A hedgehog baker takes warm rolls out of the oven.',
        'The ducks on the pond sing, quack, quack, quack.',
        'Little mice hang paper lanterns in the square.',
        'An owl sorts the letters at the post office.',
      ],
    },
  },
  de: {
    name: 'das Tierdorf',
    in: 'im Tierdorf',
    into: 'ins Tierdorf',
    again: 'im Dorf',
    ways: [
      'ein gewundener Weg voller Laternen',
      'eine Gasse aus Kopfsteinen voller winziger Lämpchen',
      'eine kleine Holzbrücke mit bunten Papierlaternen',
      'ein Pfad aus bemalten Trittsteinen',
    ],
    guides: [
      (guide) => `${guide} kam mit einer gestreiften Schlafmütze heraus, um die Gäste zu begrüßen.`,
      (guide) => `Am Dorfbrunnen stand ${guide} und polierte seine Amtskette am Ärmel.`,
      (guide) => `Eine kleine runde Tür ging auf, und heraus eilte ${guide}, eine Laterne in der Pfote.`,
      (guide) => `Auf dem Marktplatz läutete ${guide} ein kleines Messingglöckchen und winkte, als er sie sah.`,
    ],
    guideName: 'Bürgermeister Dachs',
    otherGuideName: 'Bürgermeister Grimbart',
    guideKind: 'badger',
    creature: {
      forms: { noun: 'Entenküken', gender: 'n', plural: 'Entenküken' },
      adjective: { stem: 'klein' },
    },
    creatureHome: 'seine Mama auf dem Dorfteich',
    snag: 'in einem Gewirr aus Gartenschnur',
    treasure: {
      forms: { noun: 'Messingglöckchen', gender: 'n', plural: 'Messingglöckchen' },
      adjective: { stem: 'klein' },
    },
    shadow:
      'An der Wand des Rathauses reckte sich ein riesiger Schatten mit großen Ohren und einer langen, zuckenden Nase.',
    shadowTruth: 'Es war nur eine kleine Maus mit einer Laterne, die auf der Türschwelle einen Brief las.',
    riddle: {
      question:
        '„Ich habe Zeiger, aber keine Finger, ein Gesicht, aber kein Lächeln, und ich sage allen, wann Schlafenszeit ist. Was bin ich?“',
      answer: 'die Dorfuhr',
    },
    weathers: [
      {
        comes: 'Leise Schneeflocken fielen über die Dächer, so leicht wie Federn aus einer Kissenschlacht.',
        goes: 'Der Schnee hörte auf, die Dächer trugen weiße Mützen, und jedes Fenster leuchtete warm und golden.',
      },
      {
        comes:
          'Ein stürmischer Wind fegte durch die Gassen, ließ die Fensterläden klappern und die Wäsche von den Leinen flattern.',
        goes: 'Der Wind hatte sich ausgetobt, die Fensterläden klapperten nicht mehr, und die Gassen lagen still, und über den Dächern funkelten die Sterne.',
      },
    ],
    parade: 'Enten in einer Reihe, Hasen mit Papierlaternen und die Mäusekapelle mit ihren winzigen Trompeten',
    gift: { forms: { noun: 'Girlande', gender: 'f', plural: 'Girlanden', after: 'aus Papierlaternen' } },
    wishOn: 'eine Sternschnuppe',
    nightfalls: [
      'In der Gasse wurde ein Fenster nach dem anderen dunkel, und der Wetterhahn auf dem Rathaus drehte sich zum Mond.',
      'Der Igelbäcker ließ seine Fensterläden herunter, und ein Schornstein nach dem anderen hörte auf zu rauchen.',
      'Die Dorfuhr schlug leise, und entlang der Gasse klickten all die kleinen Türen zu.',
      'Die letzte Laterne auf dem Marktplatz wurde ausgepustet, und das Dorf kuschelte sich unter seine Strohdächer.',
    ],
    sights: [
      'In der Bäckerei holte ein Igel-Bäcker warme Brötchen aus dem Ofen, und die ganze Straße duftete süß.',
      'Am Dorfteich sangen die Enten das Abendlied, und die Frösche hielten den Takt.',
      'Auf dem kleinen Platz hängten die Mäuse Papierlaternen für ein Mondscheinfest auf.',
      'Im Postamt sortierte eine Eule im Mondlicht die letzten Briefe des Tages.',
      'Im Dorfgarten hatte ein Maulwurf einen Kürbis gezogen, so groß wie ein kleines Haus.',
    ],
    little: {
      guides: [
        (guide) => `${guide} kommt mit einer gestreiften Schlafmütze heraus und winkt.`,
        (guide) => `Am Dorfbrunnen steht ${guide}, eine Laterne in der Pfote.`,
        (guide) => `Eine kleine runde Tür geht auf. Heraus kommt ${guide} und lächelt.`,
        (guide) => `${guide} läutet ein kleines Glöckchen, bim, bim, zur Begrüßung.`,
      ],
      nightfalls: [
        'In den kleinen Fenstern gehen die Lichter aus, eins nach dem anderen.',
        'Der Bäcker schließt seinen Laden. Das ganze Dorf gähnt.',
        'Die Enten stecken den Kopf unter den Flügel. Gute Nacht, Teich.',
        'Die Mäuse pusten ihre Laternen aus. Das Dorf schläft.',
      ],
      sights: [
        'Ein Igel-Bäcker holt warme Brötchen aus dem Ofen.',
        'Die Enten auf dem Teich singen: quak, quak, quak.',
        'Auf dem Dorfplatz hängen kleine Mäuse Papierlaternen auf.',
        'Eine Eule sortiert in der Post die Briefe.',
      ],
    },
  },
};
