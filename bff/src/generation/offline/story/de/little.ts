import { tender } from '../goal-beats.ts';
import { capitalise as c } from '../grammar.ts';
import { activityNounDe, cross } from '../mix.ts';
import type { Refrain, Slot, Words } from '../types.ts';
import { numberWord } from '../../number-words.ts';

// Deutsch für die Kleinsten (1-3): Präsens, kurze Sätze, Klangwörter und ein Kehrreim.

const way = (w: Words) => w.place.way.replace(/,$/, '');
const hello: Slot = [
  (w) => w.companionKind === 'friend' && `Da ist ${w.pet}. ${w.pet} ist ${w.species.a.nom}.`,
  (w) => w.companionKind === 'pet' && `Da ist ${w.pet}, ${w.poss} ${w.speciesWord}.`,
  (w) => w.companionKind === 'toy' && `${w.pet} wacht auf. Blinzel, blinzel, ${w.pet}!`,
  (w) => w.companionKind === 'toy' && `${w.pet} macht ein Auge auf, dann zwei. Kuckuck, ${w.pet}!`,
  (w) => w.companionKind === 'toy' && `${w.pet} setzt sich auf dem ${w.colour}en Kissen auf und streckt sich.`,
  (w) => w.companionKind === 'toy' && `Hopp, hopp, runter vom ${w.colour}en Kissen! ${w.pet} kann laufen!`,
  (w) => w.companionKind === 'friend' && `Hallo, ${w.pet}!`,
  (w) => w.companionKind === 'friend' && `Schau mal, wer da ist: ${w.pet}, ${w.species.a.nom}!`,
  (w) => w.companionKind === 'pet' && `Schnupper, schnupper! ${w.pet} ist auch da.`,
];
/** The child's fear, met with the companion close by. */
const fearLine: Slot = [
  (w) => w.fear && `${w.name} hat ein bisschen Angst ${w.fear}. Aber ${w.pet} ist da.`,
  (w) => w.fear && `${w.name} hat ein bisschen Angst ${w.fear}, aber ${w.pet} ist ganz nah.`,
  (w) => w.fear && `${w.pet} hält ${w.poss} Hand ganz fest, wenn ${w.name} Angst ${w.fear} hat.`,
  (w) => w.fear && `${w.pet} flüstert, dass ${w.name} keine Angst ${w.fear} haben muss, denn ${w.pet} ist ja da.`,
];
const go: Slot = [
  (w) => (w.magic ? `Wusch, wusch, hoch hinaus, ${w.name}!` : `Tapp, tapp, tapp, ${w.name} und ${w.pet}.`),
  (w) => (w.magic ? `Sausen, sausen, sausen, ${w.pet}!` : `Tipp, tapp, tipp, tapp, ${w.pet}.`),
  (w) => `Trippel, trappel, ${w.poss} kleine Füße, und ${w.pet} auch.`,
  (w) => (w.magic ? `Hoch, hoch, hoch, ${w.pet}, ${w.place.into}!` : `Los, los, los, ${w.pet}, ${w.place.into}!`),
];
const age = (w: Words) => w.age !== undefined && w.age > 0 && w.age < 4 && numberWord(w.age, 'de');
const ageLine: Slot = [
  (w) => age(w) && `${w.name} ist ${age(w)}, mit ${w.colour}en Socken.`,
  (w) => age(w) && `${c(w.colour)}e Socken, wackel, wackel, und ${w.name} ist ${age(w)}!`,
  (w) => age(w) && `${c(age(w) as string)} Jahre alt, und ${w.colour}e Socken an!`.replace(/^Eins Jahre/, 'Ein Jahr'),
  // Ohne Kleidungsstück: wenn die Geschichte schon ein anderes genannt hat („blaue Gummistiefel“).
  (w) => age(w) && `${w.name} ist ${age(w)}, und ${w.pet} sagt Hallo!`,
  (w) => age(w) && `Hallo, ${w.pet}, ${w.name} ist jetzt ${age(w)}!`,
];

export const littleDe = {
  'start-home': [
    [
      (w: Words) => `Es ist Nacht, und ${w.name} liegt im ${w.colour}en Bett.`,
      (w: Words) => `Gähn, gähn! ${w.name} ist müde, im ${w.colour}en Schlafanzug.`,
      (w: Words) => `Klopf, klopf, klopf! Wer ist an ${w.poss} Fenster?`,
      (w: Words) => `Psst, ${w.name}, der Mond ist da, über den ${w.colour}en Vorhängen!`,
    ],
    [
      (w: Words) => `${w.name} hat den ${w.colour}en Schlafanzug an.`,
      (w: Words) => `${w.poss} Nachtlicht leuchtet ${w.colour.replace(/farben$/, '')}.`,
      (w: Words) => `${w.name} drückt das ${w.colour}e Kissen.`,
      (w: Words) => `Kuschel, kuschel, ${w.colour}e Decke!`,
    ],
    ageLine,
    hello,
    [(w: Words) => w.toy && `Und da ist ${w.toy}. Drück, drück!`],
    fearLine,
    [
      (w: Words) => `Schau, ${w.pet}, da ist ${way(w)}!`,
      (w: Words) => `Los geht es für ${w.name} und ${w.pet} ${w.place.into}.`,
      (w: Words) => `Raus aus dem Fenster, ${w.pet}! Da ist ${way(w)}.`,
    ],
    go,
  ],
  'start-garden': [
    [
      (w: Words) => `${w.name} ist im Garten, in ${w.colour}en Gummistiefeln. Die Sonne geht unter, runter, runter.`,
      (w: Words) => `Schau hoch, ${w.name}! Der erste Stern, über der ${w.colour}en Schaukel!`,
      (w: Words) => `Platsch, platsch, ${w.colour}e Gummistiefel im Garten!`,
    ],
    ageLine,
    hello,
    [(w: Words) => w.toy && `${c(w.toy)} kommt mit.`],
    fearLine,
    [
      (w: Words) => `Schau, ${w.pet}, da ist ${way(w)}!`,
      (w: Words) => `Da ist ${way(w)} für ${w.name} und ${w.pet}.`,
      (w: Words) => `An der Hecke, ${w.pet}: ${way(w)}!`,
    ],
    go,
  ],
  'start-edge': [
    [
      (w: Words) => `Wo ist ${w.name}? ${w.name} ist ${w.place.in}, in ${w.colour}en Hausschuhen!`,
      (w: Words) => `Oh, schau, ${w.name} ist ${w.place.in}.`,
      (w: Words) => `${c(w.colour)}e Hausschuhe an, und ${w.name} ist ${w.place.in}!`,
      (w: Words) => `Auf Zehenspitzen, in ${w.colour}en Hausschuhen, ist ${w.name} ${w.place.in}.`,
      (w: Words) => `Blinzel, blinzel! ${w.name} ist jetzt ${w.place.in}.`,
    ],
    ageLine,
    hello,
    [(w: Words) => w.toy && `Und ${w.toy}. Drück, drück!`],
    fearLine,
    [
      (w: Words) => `Der Mond kommt hoch, hoch, hoch, ${w.pet}.`,
      (w: Words) => `Die Sonne geht unter, runter, runter, ${w.pet}.`,
      (w: Words) => `Gute Nacht ${w.place.in}, ${w.pet}!`,
    ],
  ],
  'start-dream': [
    [
      (w: Words) => `${w.name} liegt im Bett. Augen zu, zu, zu.`,
      (w: Words) => `${w.name} liegt im ${w.colour}en Bett. Gähn, gähn.`,
    ],
    hello,
    [
      (w: Words) => `Das Bett schwebt hoch. Hoch, hoch, hoch, ${w.pet}!`,
      (w: Words) => `Das ${w.colour}e Bett schwebt hoch, hoch, hoch!`,
    ],
  ],
  guide: [
    [
      (w: Words) => `Wer ist das? Das ist ${w.place.guideName}!`,
      (w: Words) => `Schau, ${w.pet}, das ist ${w.place.guideName}!`,
    ],
    [
      (w: Words) => `„Hallo, ${w.name}! Hallo, ${w.pet}!“`,
      (w: Words) => `Wink, wink, ${w.pet}! Hallo, ${w.place.guideName}!`,
    ],
  ],
  activity: [
    [
      (w: Words) => !w.activity && w.interests[0] && `${w.name} liebt ${w.interests[0]}!`,
      (w: Words) => w.activity && `${w.name} mag ${activityNounDe(w.activity)} so gern!`,
      (w: Words) => w.activity && `Juhu, ${w.pet}! ${c(w.activity)}!`,
      (w: Words) => !w.activity && w.interests[0] && `Juhu, ${w.pet}! ${w.name} liebt ${w.interests[0]}!`,
    ],
    [
      (w: Words) => `${w.pet} auch.`,
      (w: Words) => `„Ich auch!“, sagt ${w.pet}.`,
      (w: Words) => `${w.pet} will auch mal!`,
      (w: Words) => `${w.pet} will es auch probieren, ${w.place.in}.`,
    ],
    [
      (w: Words) => !w.activity && w.interests[1] && `Und ${w.interests[1]}! Juhu, ${w.pet}!`,
      (w: Words) => !w.activity && w.interests[1] && `Und ${w.interests[1]} auch, ${w.pet}!`,
    ],
    [
      (w: Words) => `Noch mal, noch mal, ${w.pet}!`,
      (w: Words) => `Mehr, mehr, sagt ${w.pet}!`,
      (w: Words) => `Gleich noch mal ${w.place.in}, ${w.pet}!`,
      (w: Words) => `Noch einmal, ${w.pet}, im ${w.colour}en Mondlicht!`,
    ],
  ],
  food: [
    [
      (w: Words) => `Mmh, lecker, ${w.pet}, ${c(w.food!)}!`,
      (w: Words) => `${c(w.food!)} auf dem ${w.colour}en Teller!`,
      (w: Words) => `Schnupper, schnupper, ${w.pet}, ${c(w.food!)}!`,
    ],
    [
      (w: Words) => `${w.pet} isst auch was. Mampf, mampf.`,
      (w: Words) => `Mampf, mampf, ${w.pet}!`,
      (w: Words) => `Ein Bissen für ${w.pet}, ein Bissen für ${w.name}.`,
    ],
  ],
  achievement: [
    [(w: Words) => w.memory?.[0]],
    [
      (w: Words) => `Hurra! Klatsch, klatsch, klatsch, ${w.pet}!`,
      (w: Words) => `Juhu, ${w.name}! Klatsch, klatsch, ${w.pet}!`,
      (w: Words) => `Hurra, hurra, ${w.pet}!`,
    ],
  ],
  challenge: [
    [(w: Words) => w.goal?.challenge[0]],
    [
      (w: Words) => `${w.pet} ist da, also gut festhalten.`,
      (w: Words) => `Halt dich an ${w.pet} fest.`,
      (w: Words) => `${w.pet} hält ${w.poss} Hand.`,
    ],
  ],
  mastery: [
    [(w: Words) => w.goal?.mastery[0]],
    [
      // Ein leiserer Kummer (jemand fehlt, Papa ist weg, traurig sein) wird gedrückt, nicht bejubelt.
      (w: Words) => !tender(w) && `Toll, ${w.name}! Hurra, ${w.pet}!`,
      (w: Words) => !tender(w) && `Klatsch, klatsch, ${w.pet}, ${w.name} kann das!`,
      (w: Words) => !tender(w) && `Juhu! ${w.pet} tanzt vor Freude ${w.place.in}.`,
      (w: Words) => tender(w) && `Drück, drück, ${w.name} und ${w.pet}.`,
      (w: Words) => tender(w) && `${w.pet} gibt ${w.name} eine große, weiche Umarmung.`,
    ],
  ],
  homecoming: [
    [(w: Words) => `Zeit für den Heimweg, ${w.pet}.`, (w: Words) => `Heim, heim, ${w.name} und ${w.pet}.`],
    [(w: Words) => `Heim, heim, heim, ${w.pet}.`, (w: Words) => `Tschüss, alle ${w.place.in}!`],
  ],
  sleep: [
    [
      (w: Words) => `Ab ins Bett, ${w.name} und ${w.pet}, kuschel, kuschel!`,
      (w: Words) => `Wieder im Bett, ${w.name}! Warm, warm, ${w.pet}!`,
      (w: Words) => `Zurück im ${w.colour}en Bett, ${w.name}, und ${w.pet} auch!`,
      (w: Words) => `Zurück im ${w.colour}en Bett, ${w.pet}!`,
      (w: Words) => `Kuschel, kuschel, im Bett, ${w.name} und ${w.pet}.`,
    ],
    [(w: Words) => w.toy && `${c(w.toy)} liegt auch im Bett.`],
    [(w: Words) => w.homePet && `${c(w.homePet)} schläft schon tief und fest. Gute Nacht, ${w.homePetName}!`],
    cross(
      [() => 'Gääähn', () => 'Gähn, gähn', () => 'Ein großes, großes Gähnen'],
      [
        (w: Words) => `, ${w.name} ist müde, müde, ${w.pet}.`,
        (w: Words) => `, ${w.name} und ${w.pet}.`,
        (w: Words) => `, und ${w.pet} gähnt auch.`,
      ],
    ),
    cross(
      [
        (w: Words) => `„Gute Nacht, ${w.pet}“,`,
        (w: Words) => `„Küsschen, Küsschen, gute Nacht, ${w.pet}“,`,
        (w: Words) => `„Drück, drück, gute Nacht, ${w.pet}“,`,
      ],
      [(w: Words) => ` flüstert ${w.name}.`, (w: Words) => ` sagt ${w.name}.`, (w: Words) => ` gähnt ${w.name}.`],
    ),
    cross(
      [
        (w: Words) => `Jetzt schläft ${w.name}`,
        (w: Words) => `Bald schläft ${w.name}`,
        (w: Words) => `Augen zu, zu, zu, und ${w.name} schläft`,
        (w: Words) => `Psst, ${w.name} schläft`,
      ],
      [
        (w: Words) => `, und ${w.pet} auch.`,
        (w: Words) => `, ganz nah bei ${w.pet}.`,
        (w: Words) => ` unter der ${w.colour}en Decke.`,
      ],
    ),
    [
      (w: Words) => `Psst, schlaf gut, ${w.name} und ${w.pet}.`,
      (w: Words) => `Schnarch, schnarch, schnarch, ${w.pet}.`,
      (w: Words) => `Schnarch, schnarch, unter der ${w.colour}en Decke, ${w.pet}.`,
      (w: Words) => `Gute Nacht, ${w.pet}, und gute Nacht, alle ${w.place.in}.`,
      (w: Words) => `Träum süß ${w.place.dreamOf}, ${w.pet}.`,
      (w: Words) => `Psst, ${w.pet}, das ${w.colour}e Nachtlicht leuchtet.`,
    ],
  ],
  'home-meet': [
    [
      (w: Words) => `Schnief, schnief, wer weint denn da, ${w.pet}?`,
      (w: Words) => `Psst, ${w.pet}! Wer ist das, so klein?`,
    ],
    [
      (w: Words) => `Da ist ${w.place.creature.a.nom}. ${c(w.place.creature.it.nom)} findet nicht nach Hause.`,
      (w: Words) => `Oh! ${c(w.place.creature.a.nom)}, ganz allein.`,
    ],
    [(w: Words) => `„Komm mit uns“, sagt ${w.name}.`, (w: Words) => `„Komm mit ${w.pet} und mir“, sagt ${w.name}.`],
  ],
  'home-way': [
    [
      (w: Words) => `Tapp, tapp, tapp, ${w.name} und ${w.pet}.`,
      (w: Words) => `Schritt, Schritt, ${w.pet}, ${w.place.in}.`,
    ],
    [
      (w: Words) => `${c(w.place.creature.the.nom)} hält sich gut fest.`,
      (w: Words) => `${c(w.place.creature.the.nom)} reitet auf ${w.pet}.`,
    ],
  ],
  'home-arrive': [
    [
      (w: Words) => `Da ist das Zuhause! ${c(w.place.creature.the.nom)} ist daheim!`,
      (w: Words) => `Daheim, daheim! ${c(w.place.creature.the.nom)} ist zurück, ${w.pet}!`,
    ],
    [(w: Words) => `Drück, drück, drück, ${w.name}!`, (w: Words) => `Danke, ${w.pet}! Danke, ${w.name}!`],
  ],
  'weather-turn': [
    [(w: Words) => `Oh, oh, das Wetter wird wild, ${w.name}!`, (w: Words) => `Oh, oh, ${w.pet}! Das Wetter kommt!`],
    [
      (w: Words) => `Wusch, wusch, plitsch, platsch, macht das Wetter bei ${w.pet}.`,
      (w: Words) => `Plitsch, platsch ${w.place.in}!`,
    ],
    [(w: Words) => `„Schnell!“, sagt ${w.pet}.`, (w: Words) => `„Schnell, ${w.name}!“, sagt ${w.pet}.`],
  ],
  'weather-shelter': [
    [
      (w: Words) => `Schnell hinein, ${w.name}, kuschelig, kuschelig!`,
      (w: Words) => `Schnell hinein, ${w.pet}, mollig, mollig!`,
    ],
    [(w: Words) => `${w.name} und ${w.pet} warten und warten.`, (w: Words) => `Warten, warten, ${w.pet}.`],
  ],
  'weather-clear': [
    [(w: Words) => `Alles vorbei, schau, schau, ${w.name}!`, (w: Words) => `Alles vorbei, ${w.pet}! Schau, schau!`],
    [(w: Words) => `Alles glänzt ${w.place.in}.`, (w: Words) => `Glitzer, glitzer, ${w.pet}!`],
  ],
  'visit-invite': [
    [
      (w: Words) => `„Komm, wir gehen zu Besuch“, sagt ${w.pet}.`,
      (w: Words) => `„Komm, ${w.name}“, sagt ${w.pet}. „Jemand wartet auf uns.“`,
    ],
    [
      (w: Words) => `Los geht es, tapp, tapp, ${w.pet} vorneweg.`,
      (w: Words) => `Tapp, tapp ${w.place.in}, ${w.name} und ${w.pet}.`,
    ],
  ],
  'visit-door': [
    [
      (w: Words) => `Klopf, klopf, wer ist da, ${w.pet}?`,
      (w: Words) => `Eine kleine ${w.colour}e Tür, klopf, klopf, ${w.pet}!`,
      (w: Words) => `Tock, tock, ${w.pet} klopft an die kleine ${w.colour}e Tür.`,
    ],
    [
      (w: Words) => `Da ist ${w.place.creature.a.nom}! „Kommt herein, ${w.pet}!“`,
      (w: Words) => `Hallo, ${w.place.creature.a.nom.replace(/^(ein|eine) /, '')}! „Komm rein, ${w.pet}!“`,
    ],
  ],
  'visit-inside': [
    [
      (w: Words) => `Drinnen ist es warm und kuschelig, ${w.pet}.`,
      (w: Words) => `Drinnen leuchtet eine ${w.colour}e Lampe, kuschelig, ${w.pet}!`,
      (w: Words) => `${w.pet} setzt sich neben die ${w.colour}e Lampe, so kuschelig.`,
    ],
    [(w: Words) => `Knusper, knusper, Kekse für ${w.pet}!`, (w: Words) => `Knusper, knusper, ${w.pet}!`],
  ],
  'parade-hear': [
    [(w: Words) => `Bumm, bumm, ${w.pet}! Tröt, tröt!`, (w: Words) => `Tröt, tröt ${w.place.in}!`],
    [(w: Words) => `Was ist das, ${w.pet}? Ein Umzug ${w.place.in}!`, (w: Words) => `Ein Umzug, ${w.name}! Ein Umzug!`],
  ],
  'parade-join': [
    [(w: Words) => `Da kommen ${w.place.parade}.`],
    [
      (w: Words) => `${w.name} marschiert mit. Links, rechts, links, rechts!`,
      (w: Words) => `Links, rechts, ${w.name} und ${w.pet}!`,
    ],
  ],
  'parade-lead': [
    [
      (w: Words) => `${w.name} ist ganz vorne, ${w.pet} gleich dahinter!`,
      (w: Words) => `${w.name} und ${w.pet} sind ganz vorne!`,
    ],
    [(w: Words) => `Hurra, hurra, ${w.pet}!`, (w: Words) => `Tröt, tröt, hurra ${w.place.in}!`],
  ],
  'count-one': [
    [(w: Words) => `Schau mal, ${w.name}, da ist ${w.place.count[0]}!`],
    [
      (w: Words) => `Eins, gute Nacht, eins, flüstert ${w.name} ${w.pet} zu.`,
      (w: Words) => `Gute Nacht, eins, sagt ${w.pet}.`,
    ],
  ],
  'count-two': [
    [(w: Words) => `Schau mal, ${w.name}, da sind ${w.place.count[1]}!`],
    [
      (w: Words) => `Eins, zwei, gute Nacht, zwei, flüstert ${w.name} ${w.pet} zu.`,
      (w: Words) => `Gute Nacht, zwei, flüstert ${w.pet}.`,
    ],
  ],
  'count-three': [
    [(w: Words) => `Schau mal, ${w.name}, da sind ${w.place.count[2]}!`],
    [
      (w: Words) => `Eins, zwei, drei, gute Nacht, drei, flüstert ${w.name} ${w.pet} zu.`,
      (w: Words) => `Eins, zwei, drei, gute Nacht, ${w.pet}!`,
    ],
  ],
} satisfies Record<string, Slot[]>;

/** Ein Kehrreim vom Gehen kommt im Bett mit seinen Klangwörtern wieder, aber die Schritte sind vorbei. */
export const refrainsDe: Refrain[] = [
  {
    line: (w) => `Tipp, tapp, tipp, tapp, ${w.name} und ${w.pet}!`,
    bed: (w) => `Tipp, tapp, tipp, tapp, ab ins Bett, ${w.name} und ${w.pet}.`,
  },
  { line: (w) => `Still, still, ${w.pet}, die Nacht ist weich.` },
  { line: (w) => `Funkel, funkel, ${w.pet} und ${w.name}.` },
  {
    line: (w) => `Schritt, Schritt, Schritt, ${w.pet} geht mit.`,
    bed: (w) => `Schritt, Schritt, Schritt, und nun ruht ${w.pet} sich aus.`,
  },
  { line: (w) => `Still, still, kleine ${w.colour}e Sterne.` },
  { line: (w) => `Tipp, tapp, ${w.pet}, tipp, tapp!`, bed: (w) => `Tipp, tapp, ${w.pet} tappt ins Bett.` },
  // Im Bett ist das Kind wieder zu Hause, nicht mehr im Dorf.
  { line: (w) => `Funkel, funkel ${w.place.in}.`, bed: () => 'Funkel, funkel, bis nach Hause.' },
  { line: (w) => `Still, still, ${w.pet}, leise, leise.` },
];
