import type { SettingEntry } from './types.ts';

// Up among the stars: planets, comets, the Moon underfoot and a little robot guide. Nothing
// lives in space, so no animal the parent named is met here; the stars fall past all night.

export const spaceAdventure: SettingEntry = {
  id: 'space-adventure',
  landscape: 'space',
  sky: true,
  lives: [],
  spellings: {
    en: [
      'space',
      'outer space',
      'in space',
      'space adventure',
      'the stars',
      'the moon',
      'to the moon',
      'the planets',
      'the galaxy',
      'the universe',
      'a rocket',
      'rocket ship',
    ],
    de: [
      'weltraum',
      'im weltraum',
      'weltall',
      'ins all',
      'im all',
      'weltraumabenteuer',
      'zu den sternen',
      'die sterne',
      'mond',
      'auf dem mond',
      'zum mond',
      'planeten',
      'galaxie',
      'universum',
      'rakete',
    ],
  },
  en: {
    name: 'the stars',
    in: 'up among the stars',
    into: 'up to the stars',
    again: 'out in space',
    ways: [
      'a ribbon of stardust',
      'a trail of twinkling comet dust',
      'a glowing ladder of starlight',
      'a silver path of tiny stars',
    ],
    guides: [
      (guide) => `A friendly little robot called ${guide} blinked its lights in greeting.`,
      (guide) => `Beep-boop! ${guide} the robot came rolling up, its antenna wobbling with excitement.`,
      (guide) => `${guide}, a small round robot with a screen for a face, showed them a smile made of tiny lights.`,
      (guide) =>
        `Out of a little silver hatch whizzed ${guide}, a friendly robot, and it spun round twice to say hello.`,
    ],
    guideName: 'Bleep',
    otherGuideName: 'Blink',
    guideKind: 'robot',
    creature: { forms: { noun: 'star' }, adjective: 'baby' },
    creatureHome: 'its empty place in the Little Bear',
    snag: 'the rings of a sleepy planet',
    treasure: { forms: { noun: 'moonstone' }, adjective: 'silver' },
    shadow: 'Behind a moon crater rose a giant dark shape with a round head and long, wobbly legs.',
    shadowTruth: 'It was only a small moon-mouse in a space helmet, standing on tiptoe on a pebble.',
    // Not the Moon: the story may stand on it ("On the Moon, the dust was as soft as flour").
    riddle: {
      question: '"I have a long, shining tail, I visit only now and then, and I never stop to say hello. What am I?"',
      answer: 'a comet',
    },
    weathers: [
      {
        comes: 'A shower of tiny meteors came fizzing past, bright as sparklers, tick, tick, tick against the dark.',
        goes: 'The last little meteor fizzled out, and space was quiet and velvet-dark, full of steady stars.',
      },
      {
        comes: 'A solar wind came streaming past, and everything that was not tied down began to drift and spin.',
        goes: 'The solar wind streamed away to somewhere else, everything drifted gently back into place, and the stars shone steady again.',
      },
    ],
    parade: 'little robots with blinking lights, a comet with a ribbon tail and a row of waving planets',
    gift: { forms: { noun: 'garland', after: 'of stardust' } },
    wishOn: 'a shooting star',
    nightfalls: [
      'The planets slowed their turning, and the stars dimmed to a soft and sleepy glow.',
      'The moon dimmed its silver lamp, and the comets curled their tails and drifted off to sleep.',
      'Far away, a planet pulled its rings around it like a cosy scarf, and space went hushed and dark.',
      'The shooting stars took a rest, and the whole sky twinkled slowly, like a sleepy lullaby.',
    ],
    sights: [
      'A ringed planet turned slowly in the dark, like a merry-go-round that nobody was riding.',
      'A shooting star swished by and left a trail of glitter that smelled of warm cocoa.',
      'On the Moon, the dust was as soft as flour, and every step became a gentle, bouncy hop.',
      'A comet with a long, shimmering tail waved as it passed, as polite as a postman.',
      'Far below, the Earth glowed blue and green, and somewhere on it was home.',
    ],
    little: {
      guides: [
        (guide) => `A friendly little robot called ${guide} blinks its lights.`,
        (guide) => `Beep-boop! ${guide} the robot comes rolling up.`,
        (guide) => `${guide} is a small round robot. Its face is a smiley screen.`,
        (guide) => `${guide} the robot wiggles its wobbly antenna hello.`,
      ],
      nightfalls: [
        'The stars twinkle slower and slower, like sleepy eyes.',
        'The Moon glows soft and white. Space is very quiet.',
        'The rocket hums a low, soft hum. Time to rest.',
        'Far away, the Earth turns slowly. Somewhere, a bed is waiting.',
      ],
      sights: [
        'A planet with rings turns slowly, like a merry-go-round.',
        'A shooting star whooshes by and leaves a trail of glitter.',
        'On the Moon, every step is a soft, bouncy hop.',
        'Far below, the Earth glows blue and green.',
      ],
    },
  },
  de: {
    name: 'das Weltall',
    in: 'oben zwischen den Sternen',
    into: 'hinauf zu den Sternen',
    again: 'im Weltall',
    ways: [
      'ein Band aus Sternenstaub',
      'eine Spur aus funkelndem Kometenstaub',
      'eine leuchtende Leiter aus Sternenlicht',
      'ein silberner Pfad aus winzigen Sternen',
    ],
    guides: [
      (guide) => `Ein freundlicher kleiner Roboter namens ${guide} blinkte zur Begrüßung mit seinen Lichtern.`,
      (guide) => `Piep-piep! Der Roboter ${guide} kam angerollt, und seine Antenne wackelte vor Aufregung.`,
      (guide) =>
        `${guide}, ein kleiner runder Roboter mit einem Bildschirm als Gesicht, zeigte ihnen ein Lächeln aus lauter winzigen Lichtern.`,
      (guide) =>
        `Aus einer kleinen silbernen Luke sauste ${guide}, ein freundlicher Roboter, und drehte sich zur Begrüßung zweimal im Kreis.`,
    ],
    guideName: 'Bleep',
    otherGuideName: 'Blink',
    guideKind: 'robot',
    creature: { forms: { noun: 'Stern', gender: 'm', plural: 'Sterne' }, adjective: { stem: 'winzig' } },
    creatureHome: 'sein leerer Platz im Kleinen Bären',
    snag: 'zwischen den Ringen eines verschlafenen Planeten',
    treasure: { forms: { noun: 'Mondstein', gender: 'm', plural: 'Mondsteine' }, adjective: { stem: 'silbern' } },
    shadow:
      'Hinter einem Mondkrater erhob sich eine riesige, dunkle Gestalt mit rundem Kopf und langen, wackligen Beinen.',
    shadowTruth: 'Es war nur eine kleine Mondmaus mit Raumhelm, die auf Zehenspitzen auf einem Kiesel stand.',
    // Nicht der Mond: die Geschichte kann auf ihm stehen („Auf dem Mond war der Staub weich wie Mehl“).
    riddle: {
      question:
        '„Ich habe einen langen, leuchtenden Schweif, ich komme nur ab und zu vorbei, und ich bleibe nie stehen, um Hallo zu sagen. Was bin ich?“',
      answer: 'ein Komet',
    },
    weathers: [
      {
        comes: 'Ein Schauer winziger Meteore zischte vorbei, hell wie Wunderkerzen, tick, tick, tick durch das Dunkel.',
        goes: 'Der letzte kleine Meteor verglühte, und das All war still und samtdunkel, voller ruhiger Sterne.',
      },
      {
        comes:
          'Ein Sonnenwind strömte vorbei, und alles, was nicht festgebunden war, fing an zu schweben und sich zu drehen.',
        goes: 'Der Sonnenwind strömte weiter, alles schwebte sanft an seinen Platz zurück, und die Sterne leuchteten wieder ruhig.',
      },
    ],
    parade:
      'kleine Roboter mit blinkenden Lichtern, ein Komet mit einem Bänderschweif und eine Reihe winkender Planeten',
    gift: { forms: { noun: 'Girlande', gender: 'f', plural: 'Girlanden', after: 'aus Sternenstaub' } },
    wishOn: 'eine Sternschnuppe',
    nightfalls: [
      'Die Planeten drehten sich langsamer, und die Sterne leuchteten nur noch sanft und schläfrig.',
      'Der Mond dimmte seine silberne Lampe, und die Kometen rollten ihre Schweife ein und schwebten in den Schlaf.',
      'Weit weg zog ein Planet seine Ringe um sich wie einen gemütlichen Schal, und im Weltall wurde es still und dunkel.',
      'Die Sternschnuppen ruhten sich aus, und der ganze Himmel funkelte ganz langsam, wie ein schläfriges Wiegenlied.',
    ],
    sights: [
      'Ein Planet mit Ringen drehte sich langsam im Dunkeln, wie ein Karussell, auf dem niemand fuhr.',
      'Eine Sternschnuppe sauste vorbei und hinterließ eine Glitzerspur, die nach warmem Kakao duftete.',
      'Auf dem Mond war der Staub weich wie Mehl, und jeder Schritt wurde zu einem sanften, federnden Hüpfer.',
      'Ein Komet mit einem langen, schimmernden Schweif winkte im Vorbeifliegen, höflich wie ein Briefträger.',
      'Weit unten leuchtete die Erde blau und grün, und irgendwo dort war das Zuhause.',
    ],
    little: {
      guides: [
        (guide) => `Ein freundlicher kleiner Roboter namens ${guide} blinkt mit seinen Lichtern.`,
        (guide) => `Piep-piep! Der Roboter ${guide} kommt angerollt.`,
        (guide) => `${guide} ist ein kleiner runder Roboter. Sein Gesicht ist ein lachender Bildschirm.`,
        (guide) => `Der Roboter ${guide} wackelt zur Begrüßung mit seiner Antenne.`,
      ],
      nightfalls: [
        'Die Sterne funkeln langsamer und langsamer, wie müde Augen.',
        'Der Mond leuchtet weich und weiß. Im Weltraum ist es ganz still.',
        'Die Rakete brummt ein tiefes, leises Brummen. Zeit zum Ausruhen.',
        'Weit weg dreht sich langsam die Erde. Irgendwo wartet ein Bett.',
      ],
      sights: [
        'Ein Planet mit Ringen dreht sich langsam, wie ein Karussell.',
        'Eine Sternschnuppe saust vorbei und zieht eine Glitzerspur hinter sich her.',
        'Auf dem Mond ist jeder Schritt ein weicher, hüpfender Hopser.',
        'Tief unten leuchtet die Erde, blau und grün.',
      ],
    },
  },
};
