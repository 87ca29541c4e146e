import { placeAgain, placeAgainDe } from '../place-again.ts';
import { capitalise, nominativeDe } from '../grammar.ts';
import type { PlotId } from '../plots/index.ts';
import type { Line, Phrasebook, Slot, Words } from '../types.ts';
import { frameDe } from './frame.ts';
import { littleDe, refrainsDe } from './little.ts';
import { plotsDe, titlesDe } from './plots.ts';
import { dreamlandDe, farmDe, settingsDe } from './settings.ts';

/** Lines for a school child spotting a detail while searching or planning. */
const noticing: Slot = [
  (w) =>
    `${w.name} merkte sich alles ${w.place.in} ganz genau, um es beim Frühstück zu erzählen, und ${w.pet} versprach, sich den Rest zu merken.`,
  (w) =>
    `${w.name} entdeckte etwas, das sonst niemand gesehen hatte, ein winziges ${w.colour}es Glitzern ganz unten, und ${w.pet} staunte.`,
  (w) =>
    `${w.name} sah sich alles zweimal an, so wie Detektive das machen, und ${w.pet} machte es nach und kniff die Augen so fest zusammen, dass es zum Lachen war.`,
];

/** Gespräche und kleine Ereignisse für Schulkinder: etwas entdeckt beim Suchen oder Planen, oder ein Gespräch in einem ruhigen Moment. */
const schoolExtras = {
  notice: noticing,
  // Only where there is an answer to find: a riddle, something lost.
  search: [
    ...noticing,
    (w) =>
      `„Schau genau hin, ${w.pet}, die Lösung versteckt sich ${w.place.in} meistens an einer kleinen Stelle“, sagte ${w.name}, und ${w.pet} schaute sehr, sehr genau hin.`,
  ],
  chat: [
    (w) =>
      `„Meinst du, zu Hause würde uns das jemand glauben, ${w.pet}?“, flüsterte ${w.name}. „Kein Wort“, sagte ${w.pet} und grinste.`,
    (w) =>
      `${w.pet} fragte, wie man ein Geheimnis so leise flüstert, dass nur Freunde es hören, und ${w.name} wusste es sofort. „Du weißt immer, was zu tun ist“, sagte ${w.pet}. „Nicht immer, ${w.pet}“, sagte ${w.name}, „aber ich finde es gern heraus.“`,
    (w) =>
      `${w.pet} stellte ${w.name} eine schwierige Frage, nämlich ob ${capitalise(w.colour)} eine Farbe für den Tag oder für die Nacht ist, und die beiden stritten eine Weile fröhlich darüber.`,
    (w) =>
      w.interests[0] &&
      `Das war fast so gut wie ${nominativeDe(w.interests[0])}, fand ${w.name}, und ${w.pet} sah das genauso.`,
    (w) =>
      `Einen Moment lang fragte sich ${w.name}, wie spät es wohl zu Hause war, aber ${w.pet} meinte, ${w.place.in} zähle niemand die Stunden.`,
    (w) =>
      `${w.name} zeigte ${w.pet}, wie man ganz leise schleicht, und ${w.pet} übte es gleich dreimal hintereinander.`,
    (w) =>
      `${w.pet} versuchte, ganz laut zu pfeifen, brachte aber nur ein Quieken heraus, und ${w.name} musste so lachen, dass nur noch Hinsetzen half.`,
  ],
} satisfies Phrasebook['schoolExtras'];

/** Gute-Nacht-Sätze für ein Detail, das die Geschichte noch nicht erzählt hat (die Farbe, Geschwister oder Cousins). */
const keepers = {
  colour: [
    (w) => `${w.poss} ${w.colour}e Hausschuhe warteten vor dem Bett auf den Morgen.`,
    (w) => w.feathered && `Auf dem Kissen lag eine winzige ${w.colour}e Feder von ${w.pet}.`,
    (w) => !w.feathered && `Auf dem Kissen lag ein winziger ${w.colour}er Stern und leuchtete leise.`,
    (w) =>
      w.colourGiven &&
      !/farben$/.test(w.colour) &&
      `${capitalise(w.colour)} war ${w.poss} Lieblingsfarbe, und das ${w.colour}e Nachtlicht wusste es.`,
  ],
  relative: [
    (w) =>
      w.relative &&
      !w.relativeAway &&
      `${capitalise(w.relative)} schlief schon nebenan, und ${w.name} flüsterte gute Nacht.`,
    (w) => w.relative && !w.relativeAway && `Beim Frühstück sollte ${w.relative} alles erfahren.`,
    (w) =>
      w.relative &&
      !w.relativeAway &&
      `Am Morgen wollten ${w.name} und ${w.pet} ${w.relativeDat} das ganze Abenteuer erzählen.`,
    (w) => w.relative && !w.relativeAway && `${w.pet} hoffte, dass ${w.relative} morgen auch alles hören wollte.`,
    (w) =>
      w.relativeAway &&
      `${w.name} warf ${w.relativeDat} eine Gutenachtkusshand durchs Fenster zu, auch wenn bestimmt längst alle schliefen.`,
    (w) =>
      w.relativeAway && `Beim nächsten Besuch sollte ${w.relative} das ganze Abenteuer erfahren, jede Kleinigkeit.`,
    (w) => w.relativeAway && `${w.pet} wollte ${w.relativeDat} auch einmal Hallo sagen, und ${w.name} versprach es.`,
  ],
  littleColour: [
    (w) => `${w.poss} ${w.colour}e Hausschuhe sagen auch gute Nacht.`,
    (w) => `${capitalise(w.colour)}, ${w.colour}, ein ${w.colour}er Stern auf dem Kissen für ${w.name}.`,
  ],
  littleRelative: [
    (w) => w.relative && !w.relativeAway && `Nebenan schläft ${w.relative} schon, psst, ${w.pet}!`,
    (w) => w.relativeAway && `Eine Kusshand für ${w.relativeCalled}! Schmatz, schmatz, ${w.pet}!`,
  ],
} satisfies Phrasebook['keepers'];

const tones = {
  magic: [
    (w) => `Winzige Zauberfunken tanzten um ${w.pet} herum wie goldene Glühwürmchen.`,
    (w) => `${capitalise(w.place.in)} begann alles leise zu glitzern, ${w.colour} und golden, und ${w.pet} staunte.`,
    (w) => `Wo ${w.name} hintrat, blühten kleine ${w.colour}e Lichtblumen auf und klingelten leise.`,
    (w) => `${w.pet} fing an, vor Sternenstaub zu schimmern, und ${w.name} kicherte vor Staunen.`,
    (w) =>
      `Ein Regenbogen aus Mondlicht spannte sich über den Himmel, mit einem ${w.colour}en Streifen nur für ${w.name}.`,
    (w) => `Irgendwo läutete ein Wunschglöckchen, und ${w.name} und ${w.pet} rochen Zimt und Sternenlicht.`,
    (w) => `Alles um ${w.name} und ${w.pet} funkelte, als hätte jemand die ganze Welt mit Zucker und Sternen bestäubt.`,
    (w) => `Der Mond summte ein Zauberlied, das nur ${w.name} und ${w.pet} hören konnten.`,
  ] satisfies Slot,
  calm: [
    (w) => `Alles um ${w.name} und ${w.pet} bewegte sich ganz langsam, als machte sich die ganze Welt bettfertig.`,
    (w) => `${capitalise(w.place.in)} wurde es still, und ${w.pet} kuschelte sich an ${w.name}.`,
    (w) => `Die ganze Nacht summte ${w.pet} ein Schlaflied, und ${w.name} gähnte klein und glücklich.`,
    (w) => `${w.pet} gähnte ein großes, müdes Gähnen, und ${w.name} musste mitgähnen.`,
    (w) =>
      `Die Sterne über ${w.name} und ${w.pet} blinzelten langsam, einer nach dem anderen, als würden auch sie müde.`,
    (w) => `Die Nacht lag still und warm um ${w.name} und ${w.pet}, wie ein frisch bezogenes Bett.`,
    (w) => `Jeder Schritt neben ${w.pet} wurde leichter und ruhiger, und ${w.name} fühlte sich sicher und schläfrig.`,
    (w) => `Irgendwo summte leise ein Schlaflied, und ${w.pet} antwortete mit einem stillen Gähnen.`,
  ] satisfies Slot,
};

const sightTails: Line[] = [
  (w) => `, und ${w.name} hielt den Atem an, und ${w.pet} auch.`,
  (w) => `, und ${w.pet} seufzte leise und glücklich.`,
  (w) => `, und ${w.name} und ${w.pet} standen ganz still, um nichts zu verpassen.`,
  (w) => `, und ${w.name} flüsterte: „Schau mal, ${w.pet}!“`,
  (w) => `, und ${w.pet} stupste ${w.name} an, um es zu zeigen.`,
  (w) => `, und ${w.pet} machte Augen so rund wie Knöpfe.`,
  (w) => `, genau wie ${w.pet} es versprochen hatte.`,
  (w) => `, und ${w.name} zupfte ${w.pet} sacht.`,
  (w) => `, und ${w.pet} klatschte.`,
  (w) => `, so schön, dass ${w.pet} das Blinzeln vergaß.`,
  (w) => `, und einen Augenblick lang schimmerte alles ${w.colour}.`,
  (w) => `, und ${w.name} stieß ${w.pet} ganz sanft an.`,
];

const sightHeads: Line[] = [
  (w) => `${w.pet} sah es zuerst: `,
  (w) => `${w.name} rieb sich die Augen, aber es stimmte: `,
  (w) => `${w.pet} zupfte ${w.name} am Ärmel: `,
  (w) => `${w.name} konnte es kaum glauben, und ${w.pet} auch nicht: `,
  (w) =>
    `${w.pet} zeigte mit ${w.limb.a.replace(/^eine /, 'einer ').replace(/^einen /, 'einem ')} hinüber, und ${w.name} sah hin: `,
];

const tags = ['sagte', 'flüsterte', 'murmelte', 'meinte'];
/** Ein eigenes Redeverb: „…“, flüsterte Mia. (Not after a greeting: „Willkommen“ is said.) */
function vary(told: string, _w: Words, random: () => number): string {
  if (/^„Willkommen/.test(told)) return told;
  return told.replace(/“, sagte\b/, () => `“, ${tags[Math.floor(random() * tags.length)]}`);
}

const summariesDe: Record<PlotId, string> = {
  'lost-and-found': 'helfen beim Suchen eines verlorenen Schatzes',
  'creature-home': 'bringen ein kleines Wesen nach Hause',
  'fear-shrunk': 'entlarven einen großen Schatten als etwas ganz Kleines',
  surprise: 'bereiten eine geheime Überraschung vor',
  'gentle-rescue': 'retten behutsam ein kleines Wesen',
  riddle: 'lösen ein Rätsel',
  'weather-change': 'warten das Wetter in einem gemütlichen Unterschlupf ab',
  'friend-visit': 'besuchen eine Freundin',
  'night-parade': 'laufen bei einem Nachtumzug mit',
  'dream-journey': 'schweben auf einem Traum davon',
  'counting-walk': 'zählen auf einem Gutenachtspaziergang bis drei',
  'slow-wish': 'warten geduldig auf einen Sternschnuppenwunsch',
};

export const german: Phrasebook = {
  sightTails,
  sightHeads,
  vary,
  placeAgain: (sentence, w, nth) => placeAgain(sentence, w, nth, placeAgainDe),
  tones,
  titles: titlesDe,
  beats: { ...frameDe, ...plotsDe },
  little: littleDe,
  titleWhere: (title, w) =>
    title.includes(w.place.in.replace(/^\p{L}+ /u, '')) ? undefined : `${title} ${w.place.in}`,
  refrains: refrainsDe,
  lullaby: {
    songs: [
      'Still, still, die Nacht ist weich, und alles ist gut',
      'Schlaf, schlaf, die Sterne sind da, der Mond ist nah',
      'Leise, leise, Augen zu, die Nacht deckt alles zu',
      'Ein Stern, zwei Sterne, drei, der Tag ist nun vorbei',
      'Still, still, der Tag ist aus, alle schlafen im Haus',
      'Leise weht der Abendwind und wiegt dich sanft, mein Kind',
    ],
    first: [
      (w) => `${w.pet} summte ganz leise ein kleines Nachtlied: „${w.song}.“`,
      (w) => `Von weit her klang ein leises Lied, und ${w.pet} kannte die Worte: „${w.song}.“`,
      (w) => `${w.pet} flüsterte die Worte eines alten Nachtlieds: „${w.song}.“`,
    ],
    again: [
      (w) => `${w.pet} summte es noch einmal: „${w.song}.“`,
      (w) => `Leise sang ${w.pet}: „${w.song}.“`,
      (w) => `„${w.song}“, sang ${w.pet}, leiser und leiser.`,
    ],
  },
  schoolExtras,
  keepers,
  summary: (w, plot) =>
    `${w.name} und ${w.pet}, ${w.species.a.nom}, reisen ${w.place.into}, ${summariesDe[plot]} und schlafen dann selig ein.`,
  settings: settingsDe,
  dreamland: dreamlandDe,
  farm: farmDe,
};
