import { capitalise as c } from '../grammar.ts';
import type { Line, Slot, Words } from '../types.ts';

// Deutsch für die Kleinsten (1-3): Präsens, kurze Sätze, Klangwörter und ein Kehrreim.

const way = (w: Words) => w.place.way.replace(/,$/, '');
const numbers = ['null', 'eins', 'zwei', 'drei'];
const hello: Slot = [
  (w) => w.companionKind === 'friend' && `Da ist ${w.pet}. ${w.pet} ist ${w.species.a.nom}.`,
  (w) => w.companionKind === 'pet' && `Da ist ${w.pet}, ${w.poss} ${w.speciesWord}.`,
  (w) => w.companionKind === 'toy' && `${w.pet} wacht auf. Blinzel, blinzel!`,
  (w) => w.companionKind === 'friend' && `Hallo, ${w.pet}!`,
];
const go: Slot = [(w) => (w.magic ? `Wusch, wusch, hoch hinaus, ${w.name}!` : `Tapp, tapp, tapp, ${w.name}.`), (w) => (w.magic ? `Sausen, sausen, sausen, ${w.pet}!` : `Tipp, tapp, tipp, tapp, ${w.pet}.`), (w) => `Trippel, trappel, ${w.poss} kleine Füße.`];

export const littleDe = {
  'start-home': [
    [(w: Words) => `Es ist Nacht, und ${w.name} liegt im Bett.`, (w: Words) => `Gähn, gähn! ${w.name} ist müde.`, (w: Words) => `Klopf, klopf, klopf! Wer ist an ${w.poss} Fenster?`, (w: Words) => `Psst, ${w.name}, der Mond ist da!`],
    [(w: Words) => `${w.name} hat den ${w.colour}en Schlafanzug an.`, (w: Words) => `${w.poss} Nachtlicht leuchtet ${w.colour.replace(/farben$/, '')}.`, (w: Words) => `${w.name} drückt das ${w.colour}e Kissen.`],
    [(w: Words) => w.age !== undefined && w.age > 0 && w.age < 4 && `${w.name} ist ${numbers[w.age]}, mit ${w.colour}en Socken.`],
    hello,
    [(w: Words) => w.toy && `Und da ist ${w.toy}. Drück, drück!`],
    [(w: Words) => w.fear && `${w.name} hat ein bisschen Angst ${w.fear}. Aber ${w.pet} ist da.`],
    [(w: Words) => `Schau, ${w.name}, da ist ${way(w)}!`, (w: Words) => `Los geht es für ${w.name} und ${w.pet} ${w.place.into}.`],
    go,
  ],
  'start-garden': [
    [(w: Words) => `${w.name} ist im Garten. Die Sonne geht unter, runter, runter.`, (w: Words) => `Schau hoch, ${w.name}! Der erste Stern!`],
    [(w: Words) => w.age !== undefined && w.age > 0 && w.age < 4 && `${w.name} ist ${numbers[w.age]}, mit ${w.colour}en Socken.`],
    hello,
    [(w: Words) => w.toy && `${c(w.toy)} kommt mit.`],
    [(w: Words) => w.fear && `${w.name} hat ein bisschen Angst ${w.fear}. Aber ${w.pet} ist da.`],
    [(w: Words) => `Schau, ${w.pet}, da ist ${way(w)}!`, (w: Words) => `Da ist ${way(w)} für ${w.name}.`],
    go,
  ],
  'start-edge': [
    [(w: Words) => `Wo ist ${w.name}? ${w.name} ist ${w.place.in}!`, (w: Words) => `Oh, schau, ${w.name} ist ${w.place.in}.`],
    [(w: Words) => w.age !== undefined && w.age > 0 && w.age < 4 && `${w.name} ist ${numbers[w.age]}, mit ${w.colour}en Socken.`],
    hello,
    [(w: Words) => w.toy && `Und ${w.toy}. Drück, drück!`],
    [(w: Words) => w.fear && `${w.name} hat ein bisschen Angst ${w.fear}. Aber ${w.pet} ist da.`],
    [(w: Words) => `Der Mond kommt hoch, hoch, hoch, ${w.name}.`],
  ],
  'start-dream': [
    [(w: Words) => `${w.name} liegt im Bett. Augen zu, zu, zu.`],
    hello,
    [() => 'Das Bett schwebt hoch. Hoch, hoch, hoch!'],
  ],
  guide: [[(w: Words) => `Wer ist das? Das ist ${w.place.guideName}!`], [(w: Words) => `„Hallo, ${w.name}! Hallo, ${w.pet}!“`]],
  activity: [
    [(w: Words) => !w.activity && w.interests[0] && `${w.name} liebt ${w.interests[0]}!`, (w: Words) => w.activity && `${w.name} mag ${w.activity} so gern!`],
    [(w: Words) => `${w.pet} auch.`, (w: Words) => `„Ich auch!“, sagt ${w.pet}.`],
    [(w: Words) => !w.activity && w.interests[1] && `Und ${w.interests[1]}! Juhu, ${w.name}!`],
    [(w: Words) => `Noch mal, noch mal, ${w.pet}!`],
  ],
  food: [[(w: Words) => `Mmh, lecker! ${c(w.food!)}!`], [(w: Words) => `${w.pet} isst auch was. Mampf, mampf.`]],
  achievement: [[(w: Words) => w.memory?.[0]], [(w: Words) => `Hurra! Klatsch, klatsch, klatsch, ${w.pet}!`]],
  challenge: [[(w: Words) => w.goal?.challenge[0]], [(w: Words) => `${w.pet} ist da. Gut festhalten.`]],
  mastery: [[(w: Words) => w.goal?.mastery[0]], [(w: Words) => `Toll, ${w.name}! Hurra!`]],
  homecoming: [[(w: Words) => `Zeit für den Heimweg, ${w.name}.`], [(w: Words) => `Heim, heim, heim, ${w.pet}.`]],
  sleep: [
    [(w: Words) => `Ab ins Bett, ${w.name}, kuschel, kuschel!`, (w: Words) => `Wieder im Bett, ${w.name}! Warm, warm, ${w.pet}!`],
    [(w: Words) => w.toy && `${c(w.toy)} liegt auch im Bett.`],
    [(w: Words) => `„Gute Nacht, ${w.pet}.“ „Gute Nacht, ${w.name}.“`, (w: Words) => `Küsschen, Küsschen, gute Nacht, ${w.pet}!`],
    [(w: Words) => `Jetzt schläft ${w.name}. Und ${w.pet} auch.`, (w: Words) => `Bald schläft ${w.name}, ganz nah bei ${w.pet}.`],
    [(w: Words) => `Psst, schlaf gut, ${w.name}.`, (w: Words) => `Schnarch, schnarch, schnarch, ${w.pet}.`],
  ],
  'home-meet': [
    [(w: Words) => `Schnief, schnief, wer weint denn da, ${w.pet}?`],
    [(w: Words) => `Da ist ${w.place.creature.a.nom}. ${c(w.place.creature.it.nom)} findet nicht nach Hause.`],
    [(w: Words) => `„Komm mit uns“, sagt ${w.name}.`],
  ],
  'home-way': [[(w: Words) => `Tapp, tapp, tapp, ${w.name} und ${w.pet}.`], [(w: Words) => `${c(w.place.creature.the.nom)} hält sich gut fest.`]],
  'home-arrive': [[(w: Words) => `Da ist das Zuhause! ${c(w.place.creature.the.nom)} ist daheim!`], [(w: Words) => `Drück, drück, drück, ${w.name}!`]],
  'weather-turn': [[(w: Words) => `Oh, oh, das Wetter wird wild, ${w.name}!`], [(w: Words) => `Wusch, wusch, plitsch, platsch, macht das Wetter bei ${w.pet}.`], [(w: Words) => `„Schnell!“, sagt ${w.pet}.`]],
  'weather-shelter': [[(w: Words) => `Schnell hinein, ${w.name}, kuschelig, kuschelig!`], [(w: Words) => `${w.name} und ${w.pet} warten und warten.`]],
  'weather-clear': [[(w: Words) => `Alles vorbei, schau, schau, ${w.name}!`], [(w: Words) => `Alles glänzt ${w.place.in}.`]],
  'visit-invite': [[(w: Words) => `„Komm“, sagt ${w.pet}. „Wir gehen zu Besuch.“`], [() => 'Los geht es. Tapp, tapp.']],
  'visit-door': [[(w: Words) => `Klopf, klopf, ${w.pet}! Wer ist da?`], [(w: Words) => `Da ist ${w.place.creature.a.nom}! „Kommt herein!“`]],
  'visit-inside': [[(w: Words) => `Drinnen ist es warm. Kuschelig, kuschelig, ${w.name}.`], [(w: Words) => `Kekse für ${w.pet}! Knusper, knusper.`]],
  'parade-hear': [[() => 'Bumm, bumm! Tröt, tröt!'], [(w: Words) => `Was ist das, ${w.pet}? Ein Umzug!`]],
  'parade-join': [[(w: Words) => `Da kommen ${w.place.parade}.`], [(w: Words) => `${w.name} marschiert mit. Links, rechts, links, rechts!`]],
  'parade-lead': [[(w: Words) => `${w.name} ist ganz vorne!`], [() => 'Hurra, hurra!']],
  'count-one': [[(w: Words) => `Schau mal, ${w.name}, da ist ${w.place.count[0]}!`], [(w: Words) => `Eins, gute Nacht, eins, flüstert ${w.name}.`]],
  'count-two': [[(w: Words) => `Schau mal, ${w.name}, da sind ${w.place.count[1]}!`], [(w: Words) => `Eins, zwei, gute Nacht, zwei, flüstert ${w.name}.`]],
  'count-three': [[(w: Words) => `Schau mal, ${w.name}, da sind ${w.place.count[2]}!`], [(w: Words) => `Eins, zwei, drei, gute Nacht, drei, flüstert ${w.name}.`]],
} satisfies Record<string, Slot[]>;

export const refrainsDe: Line[] = [
  (w) => `Tipp, tapp, tipp, tapp, ${w.name} und ${w.pet}!`,
  (w) => `Still, still, ${w.name}, die Nacht ist weich.`,
  (w) => `Funkel, funkel, ${w.pet} und ${w.name}.`,
  (w) => `Schritt, Schritt, Schritt, ${w.name} geht mit.`,
];
