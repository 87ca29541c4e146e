// Memories of a performance or a game: a concert (with the instrument the parent named), a show, a race or match.
import type { Memory } from '../types.ts';

const INSTRUMENTS_EN: [RegExp, string, string][] = [
  [/\bpiano\b|\bkeyboard\b/, 'piano', 'the smooth piano keys under {his} fingers'],
  [/\bviolin\b|\bfiddle\b/, 'violin', 'the violin tucked under {his} chin'],
  [/\bcello\b/, 'cello', 'the big cello humming against {his} knees'],
  [/\bguitar\b|\bukulele\b/, 'guitar', 'the guitar strings under {his} fingers'],
  [/\bdrums?\b/, 'drums', 'the drumsticks in {his} hands'],
  [/\brecorder\b|\bflute\b/, 'flute', 'the little flute at {his} lips'],
  [/\btrumpet\b/, 'trumpet', 'the shiny trumpet at {his} lips'],
  [/\bs(?:ang|ing|inging|ung)\b|\bchoir\b|\bsong\b/, 'voice', '{his} own voice ringing out clear and bright'],
];

/** The instrument's pattern, what the child felt of it, and the pretend one played for the companion („auf einer unsichtbaren Geige“). */
const INSTRUMENTS_DE: [RegExp, string, string?][] = [
  [/\bklavier\w*|\bkeyboard\b/, 'die glatten Klaviertasten unter den Fingern', 'auf einem unsichtbaren Klavier'],
  [/\bgeige\b/, 'die Geige unter dem Kinn', 'auf einer unsichtbaren Geige'],
  [/\bcello\b/, 'das große Cello, das an den Knien brummte', 'auf einem unsichtbaren Cello'],
  [/\bgitarre\b|\bukulele\b/, 'die Gitarrensaiten unter den Fingern', 'auf einer unsichtbaren Gitarre'],
  [/\btrommel\w*|\bschlagzeug\b/, 'die Trommelstöcke in den Händen', 'auf einer unsichtbaren Trommel'],
  [/\bfloete\b|\bblockfloete\b/, 'die kleine Flöte an den Lippen', 'auf einer unsichtbaren Flöte'],
  [/\btrompete\b/, 'die glänzende Trompete an den Lippen', 'auf einer unsichtbaren Trompete'],
  [/\bsing\w*|\bgesungen\b|\bchor\b|\blied\b/, 'die eigene Stimme, die hell und klar erklang'],
];

function eventEn(said: string): string {
  if (/\bschool concert\b/.test(said)) return 'school concert';
  if (/\brecital\b/.test(said)) return 'recital';
  if (/\bchoir\b/.test(said)) return 'choir concert';
  return 'concert';
}

/** The concert as the object of „an …“ and „von …“ (a summer fair keeps its name). */
function eventDe(said: string): { an: string; von: string } {
  if (/\bsommerfest\b/.test(said)) return { an: 'das Sommerfest', von: 'vom Sommerfest' };
  if (/\bschulkonzert\b|\bschulfest\b/.test(said)) return { an: 'das Schulkonzert', von: 'vom Schulkonzert' };
  if (/\bvorspiel\b|\bvorgespielt\b/.test(said)) return { an: 'das Vorspiel', von: 'vom Vorspiel' };
  if (/\bchor\b/.test(said)) return { an: 'den Auftritt mit dem Chor', von: 'vom Auftritt mit dem Chor' };
  return { an: 'das Konzert', von: 'vom Konzert' };
}

export const concert: Memory = {
  id: 'concert',
  match: {
    en: [
      /\b(?:piano|keyboard|violin|fiddle|guitar|drums?|recorder|flute|cello|trumpet|ukulele|concert|recital|choir|orchestra)\b|\bsang\b/,
    ],
    de: [
      /\b(?:klavier|geige|gitarre|trommel|schlagzeug|blockfloete|floete|cello|trompete|konzert|schulkonzert|vorspiel|vorgespielt|chor|gesungen|vorgesungen|orchester|keyboard|ukulele)\b/,
    ],
  },
  en: [
    (w, said) => {
      const found = INSTRUMENTS_EN.find(([re]) => re.test(said));
      const detail = (found?.[2] ?? 'the music filling the whole room').replace('{his}', w.his);
      return [
        `${w.name} told ${w.pal} about the ${eventEn(said)}, ${detail}, the hush before the very first note, and how everyone had clapped and clapped at the end.`,
        `Just thinking about it made ${w.name} sit up tall and proud.`,
      ];
    },
    (w, said) => {
      const found = INSTRUMENTS_EN.find(([re]) => re.test(said));
      const what = found
        ? found[1] === 'voice'
          ? `sang in front of everyone`
          : `played the ${found[1]} in front of everyone`
        : 'made music in front of everyone';
      return [
        `"Did I tell you about the ${eventEn(said)}?" ${w.name} asked ${w.pal}, and then told the whole story, how ${w.he} had been a tiny bit nervous, how ${w.he} ${what}, and how the clapping had gone on and on.`,
        `${w.pal} listened with shining eyes, and ${w.name} felt as proud as a star.`,
      ];
    },
    (w, said) => {
      const found = INSTRUMENTS_EN.find(([re]) => re.test(said));
      const played = found ? (found[1] === 'voice' ? 'to sing' : `to play the ${found[1]}`) : 'to make music';
      return [
        `${w.name} hummed the tune from the ${eventEn(said)} ${w.where}, and ${w.pal} listened very, very still.`,
        `Then ${w.name} told how it had felt ${played} in front of everyone, and how the clapping had gone on and on.`,
      ];
    },
    (w, said) => {
      const found = INSTRUMENTS_EN.find(([re]) => re.test(said));
      const how = found
        ? found[1] === 'voice'
          ? `sang for ${w.pal} ${w.where}`
          : `played a pretend ${found[1]} for ${w.pal} ${w.where}`
        : `hummed the music for ${w.pal} ${w.where}`;
      return [
        `${w.name} ${how}, just like at the ${eventEn(said)}.`,
        `${w.pal} clapped and clapped, the way everyone had clapped that day.`,
      ];
    },
  ],
  de: [
    (w, said) => {
      const detail = INSTRUMENTS_DE.find(([re]) => re.test(said))?.[1] ?? 'die Musik, die den ganzen Raum erfüllte';
      return [
        `Neben ${w.pal} dachte ${w.name} an ${eventDe(said).an}, an ${detail}, an die Stille vor dem allerersten Ton und daran, wie alle am Ende geklatscht und geklatscht hatten.`,
        `Schon der Gedanke daran ließ ${w.name} ein bisschen aufrechter und stolzer dasitzen.`,
      ];
    },
    (w, said) => [
      `„Hab ich dir schon ${eventDe(said).von} erzählt?“, fragte ${w.name} ${w.pal} und erzählte dann alles: vom Lampenfieber, von der schönen Musik und vom langen, langen Klatschen.`,
      `${w.pal} hörte mit leuchtenden Augen zu, und ${w.name} war so stolz wie ein Stern.`,
    ],
    (w, said) => {
      const sang = /\bsing\w*|\bgesungen\b|\bvorgesungen\b|\bchor\b|\blied\b/.test(said);
      return [
        `${w.name} summte ${w.where} die Melodie ${eventDe(said).von}, und ${w.pal} hörte ganz still zu.`,
        `Dann erzählte ${w.name}, wie es gewesen war, vor allen ${sang ? 'zu singen' : 'zu spielen'}, und wie lange alle geklatscht hatten.`,
      ];
    },
    (w, said) => {
      const sang = /\bsing\w*|\bgesungen\b|\bvorgesungen\b|\bchor\b|\blied\b/.test(said);
      return [
        sang
          ? `${w.name} sang ${w.pal} ${w.where} noch einmal das Lied ${eventDe(said).von} vor, ganz leise, nur für die beiden.`
          : `${w.name} spielte ${w.pal} ${w.where} ${INSTRUMENTS_DE.find(([re]) => re.test(said))?.[2] ?? 'auf einem unsichtbaren Instrument'} noch einmal die Musik ${eventDe(said).von} vor, ganz leise, nur für die beiden.`,
        `${w.pal} klatschte und klatschte, genau wie alle an jenem Tag.`,
      ];
    },
  ],
};

export const show: Memory = {
  id: 'show',
  match: {
    en: [/\bschool play\b|\bnativity\b|\bshow\b|\bon stage\b|\bstage\b|\bballet\b|\bdanc\w*|\bperform\w*/],
    de: [
      /\btheater\w*|\bauffuehrung\b|\bbuehne\b|\bgetanzt\b|\btanz\w*|\bballett\b|\bkrippenspiel\b|\baufgetreten\b|\bauftritt\b/,
    ],
  },
  en: [
    (w, said) => [
      `${w.name} remembered standing on the stage ${/danc|ballet/.test(said) ? 'and dancing' : 'in the bright lights'}, with everyone watching, and ${w.his} tummy full of happy butterflies.`,
      `At the end everyone had clapped and cheered, and ${w.name} had taken a big, proud bow.`,
    ],
    (w) => [
      `"I was in a real show," ${w.name} told ${w.pal}, "on a real stage, with lights and everything!"`,
      `${w.pal} wanted to hear every single part, and ${w.name} felt proud all over again.`,
    ],
  ],
  de: [
    (w, said) => [
      `${w.name} dachte an die Bühne${/tanz|getanzt|ballett/.test(said) ? ' und den Tanz darauf' : ' und das helle Scheinwerferlicht'}, an alle, die zuschauten, und an die vielen fröhlichen Schmetterlinge im Bauch.`,
      `Am Ende hatten alle geklatscht und gejubelt, und ${w.name} hatte sich ganz stolz verbeugt.`,
    ],
    (w) => [
      `„Ich war in einer richtigen Aufführung“, erzählte ${w.name} ${w.pal}, „auf einer richtigen Bühne, mit Scheinwerfern und allem!“`,
      `${w.pal} wollte alles ganz genau hören, und ${w.name} war gleich noch einmal stolz.`,
    ],
  ],
};

/** A poem said in front of everyone („hat beim Sommerfest im Kindergarten ein Gedicht aufgesagt“): the poem, not the first day at kindergarten. */
export const poem: Memory = {
  id: 'poem',
  match: {
    en: [/\bpoems?\b|\brecit\w*/],
    de: [/\bgedicht\w*|\baufgesagt\b|\bvorgetragen\b/],
  },
  en: [
    (w) => [
      `${w.name} remembered standing up in front of everyone and saying a whole poem, every single word, without forgetting one.`,
      `Everyone had clapped, and ${w.his} cheeks had gone warm and pink with pride.`,
    ],
    (w) => [
      `"Do you want to hear my poem?" asked ${w.name}, and said it all for ${w.pal}, right there ${w.where}, every word just right.`,
      `${w.pal} listened with shining eyes and clapped at the end, just as everyone had clapped that day.`,
    ],
  ],
  de: [
    (w) => [
      `${w.name} dachte daran, wie es gewesen war, vor allen zu stehen und ein ganzes Gedicht aufzusagen, jedes Wort, ohne eins zu vergessen.`,
      `Alle hatten geklatscht, und ${w.name} war ganz warm vor Stolz geworden.`,
    ],
    (w) => [
      `„Willst du mein Gedicht hören?“, fragte ${w.name} und sagte es ${w.pal} gleich ${w.where} auf, jedes Wort genau richtig.`,
      `${w.pal} hörte mit leuchtenden Augen zu und klatschte am Ende, genau wie alle an jenem Tag.`,
    ],
  ],
};

function momentEn(said: string): string {
  // A contest of words is no race: "won the spelling bee", "the reading competition", „Vorlesewettbewerb“.
  if (/\bspelling\b|\breading\b|\bpoem\b|\bpoetry\b|\breciting\b|\bread aloud\b/.test(said))
    return 'standing up in front of everyone and saying every word just right';
  if (/\bgoal\b|\bscored\b/.test(said)) return 'the ball flying into the goal';
  if (/\bteam\b|\bmatch\b|\bfootball\b|\bsoccer\b|\btournament\b/.test(said))
    return 'playing in the big match with the whole team';
  if (/\bswim\w*|\bswam\b|\bgala\b/.test(said)) return 'swimming as fast as a fish towards the end of the pool';
  if (/\brace\b|\bran\b|\bsports day\b/.test(said)) return 'running as fast as the wind towards the finish line';
  return 'giving it everything, absolutely everything';
}

function momentDe(said: string): string {
  if (/vorlese|lesewettbewerb|\bgedicht\w*|buchstabier/.test(said))
    return 'wie es war, vor allen zu stehen und jedes Wort genau richtig zu sagen';
  if (/\btor\b/.test(said)) return 'wie der Ball ins Tor geflogen war';
  if (/\bmannschaft\b|\bfussball\w*|\bturnier\b|\bspiel\b/.test(said))
    return 'wie die ganze Mannschaft zusammengespielt hatte';
  if (/\bschwimm\w*|\bgeschwommen\b/.test(said)) return 'wie es schnell wie ein Fisch durchs Becken gegangen war';
  if (/\brennen\b|\bwettlauf\b|\bgelaufen\b|\bsportfest\b|\bbundesjugendspiele\b/.test(said))
    return 'wie es schnell wie der Wind aufs Ziel zugegangen war';
  return 'wie es war, alles zu geben';
}

export const sport: Memory = {
  id: 'sport',
  match: {
    en: [
      /\b(?:won|win|winning)\b|\bteam\b|\bmedals?\b|\btrophy\b|\brace\b|\bgala\b|\bscored\b|\bgoal\b|\bmatch\b|\bfootball\b|\bsoccer\b|\bcompetition\b|\btournament\b|\bsports day\b|\bfirst place\b/,
    ],
    de: [
      /\bgewonnen\b|\bmannschaft\b|\bmedaille\w*|wettkampf|wettschwimmen|\bpokal\b|\burkunde\b|\brennen\b|\bwettlauf\b|\btor\b|\bfussball\w*|\bturnier\b|\bwettbewerb\b|\bsportfest\b|\bbundesjugendspiele\b|\bersten platz\b|\berster platz\b/,
    ],
  },
  en: [
    (w, said) => [
      `${w.name} remembered ${momentEn(said)}, and the great big cheer that followed.`,
      /\bmedals?\b|\btrophy\b|\bwon\b|\bfirst place\b|\bcame first\b/.test(said)
        ? `${w.He} still felt the proud, shiny feeling of winning, warm and bright inside.`
        : `${w.He} still felt the proud, shiny feeling of it, warm and bright inside.`,
    ],
    (w, said) => [
      `"Guess what I did?" ${w.name} asked ${w.pal}, and then told the whole story, all about ${momentEn(said)} and the cheering at the very end.`,
      `${w.pal} listened with shining eyes, and ${w.name} felt strong and proud.`,
    ],
  ],
  de: [
    (w, said) => [
      `${w.name} dachte daran, ${momentDe(said)}, und an den großen Jubel danach.`,
      /\bmedaille\b|\bpokal\b|\bgewonnen\b|\bplatz\b|\burkunde\b/.test(said)
        ? `Das stolze, glänzende Gefühl des Sieges spürte ${w.er} noch immer, warm und hell.`
        : `Das stolze, glänzende Gefühl spürte ${w.er} noch immer, warm und hell.`,
    ],
    (w, said) => [
      `„Rate mal, was ich geschafft habe!“, sagte ${w.name} zu ${w.pal} und erzählte die ganze Geschichte, ${momentDe(said)} und wie alle am Ende gejubelt hatten.`,
      `${w.pal} hörte mit leuchtenden Augen zu, und ${w.name} fühlte sich stark und stolz.`,
    ],
  ],
};
