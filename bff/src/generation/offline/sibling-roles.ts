import type { Language, Pronoun, SiblingRole } from '@dreamweaver/contracts';
import { genitiveDe, possessiveEn } from './story/grammar.ts';
import type { BeatId, PlotId } from './story/plots/index.ts';
import type { Words } from './story/types.ts';

// Each sibling's role acted out in the plot (issue 29): the helper lends a hand at the plot's
// obstacle, the finder spots first what the plot needs, the comforter calms at its scary or
// tender moment. Every plot has its own beat and words for each role, in both languages; a
// toddler's story (present tense) has its own short lines for the plots a toddler can meet.

/** A sibling as a role line says them: the name, their pronoun and possessive, and „als Erster/Erste“. */
interface SiblingWords {
  name: string;
  /** en: he/she/they, else the name; de: er/sie, else the name. */
  he: string;
  /** en: his/her/their/Kim's; de: the possessive stem with its ending added by `sein(…)`. */
  his: string;
  /** de: „sein“/„ihr“ with the ending, or the genitive name („Kims“) when no pronoun is known. */
  sein: (ending: '' | 'e' | 'en' | 'em' | 'er') => string;
  /** de: „als Erster“, „als Erste“, else „zuerst“ (en: "first"). */
  first: string;
}

export function siblingWords(name: string, pronoun: Pronoun | undefined, language: Language): SiblingWords {
  const he = pronoun === 'he';
  const she = pronoun === 'she';
  if (language === 'de')
    return {
      name,
      he: he ? 'er' : she ? 'sie' : name,
      his: he ? 'sein' : she ? 'ihr' : genitiveDe(name),
      sein: (ending) => (he ? `sein${ending}` : she ? `ihr${ending}` : genitiveDe(name)),
      first: he ? 'als Erster' : she ? 'als Erste' : 'zuerst',
    };
  const they = pronoun === 'they';
  return {
    name,
    he: he ? 'he' : she ? 'she' : they ? 'they' : name,
    his: he ? 'his' : she ? 'her' : they ? 'their' : possessiveEn(name),
    sein: () => '',
    first: 'first',
  };
}

type RoleLine = (s: SiblingWords, w: Words) => string;

/** Where in its beat's scene the line is told: before the scene's first sentence, or at its end. */
interface RoleBeat {
  beat: BeatId;
  at: 'start' | 'end';
  line: Record<Language, RoleLine>;
  /** Present tense for a toddler's story (only the plots a toddler can meet). */
  little?: Record<Language, RoleLine>;
}

const cr = (w: Words) => w.place.creature;

const rescueAndHome: Pick<Record<PlotId, Record<SiblingRole, RoleBeat>>, 'lost-and-found' | 'creature-home'> = {
  'lost-and-found': {
    helper: {
      beat: 'lost-search',
      at: 'end',
      line: {
        en: (s, w) =>
          `${s.name} lifted up everything that was too heavy for ${w.name} alone, so that ${w.he} could peek underneath.`,
        de: (s, w) =>
          `${s.name} hob alles hoch, was für ${w.name} allein zu schwer war, damit ${w.he} darunter nachsehen konnte.`,
      },
    },
    finder: {
      beat: 'lost-search',
      at: 'end',
      line: {
        en: (s) => `Then ${s.name} gave a little gasp: far back, where nobody had looked yet, something was gleaming.`,
        de: (s) => `Da hielt ${s.name} die Luft an: Ganz hinten, wo noch niemand gesucht hatte, glänzte etwas.`,
      },
    },
    comforter: {
      beat: 'lost-missing',
      at: 'end',
      line: {
        en: (s, w) =>
          `${s.name} took ${w.poss} hand. "We'll find ${w.place.treasure.it.acc} together," ${s.he} whispered.`,
        de: (s, w) =>
          `${s.name} nahm ${w.name} an der Hand. „Wir finden ${w.place.treasure.it.acc} zusammen“, flüsterte ${s.he}.`,
      },
    },
  },
  'creature-home': {
    helper: {
      beat: 'home-way',
      at: 'end',
      line: {
        en: (s, w) => `When ${w.poss} arms grew tired, ${s.name} carried ${cr(w).the.acc} for a while, very carefully.`,
        de: (s, w) => `Als ${w.poss} Arme müde wurden, trug ${s.name} ${cr(w).the.acc} ein Stück, ganz vorsichtig.`,
      },
      little: {
        en: (s, w) => `${s.name} carries ${cr(w).the.acc} for a bit. Careful, careful!`,
        de: (s, w) => `${s.name} trägt ${cr(w).the.acc} ein Stück. Vorsichtig, vorsichtig!`,
      },
    },
    finder: {
      beat: 'home-arrive',
      at: 'start',
      line: {
        en: (s) => `${s.name} saw it first: a warm little light ahead. "Is that your home?"`,
        de: (s) => `${s.name} sah es ${s.first}: ein warmes kleines Licht weiter vorn. „Ist das dein Zuhause?“`,
      },
      little: {
        en: (s, w) => `Look! ${s.name} sees a little light. Is that where ${cr(w).the.nom} lives?`,
        de: (s, w) => `Schau! ${s.name} sieht ein kleines Licht. Wohnt da ${cr(w).the.nom}?`,
      },
    },
    comforter: {
      beat: 'home-meet',
      at: 'end',
      line: {
        en: (s, w) =>
          `${s.name} sat down beside ${cr(w).the.acc} and stroked ${cr(w).it.acc} until the trembling stopped.`,
        de: (s, w) =>
          `${s.name} setzte sich neben ${cr(w).the.acc} und streichelte ${cr(w).it.acc}, bis ${cr(w).it.nom} nicht mehr zitterte.`,
      },
      little: {
        en: (s, w) => `${s.name} strokes ${cr(w).the.acc}. Stroke, stroke. No more tears.`,
        de: (s, w) => `${s.name} streichelt ${cr(w).the.acc}. Streichel, streichel. Keine Tränen mehr.`,
      },
    },
  },
};

const brave: Pick<
  Record<PlotId, Record<SiblingRole, RoleBeat>>,
  'fear-shrunk' | 'surprise' | 'gentle-rescue' | 'riddle'
> = {
  'fear-shrunk': {
    helper: {
      beat: 'fear-closer',
      at: 'end',
      line: {
        en: (s) =>
          `${s.name} went one step ahead and held the lantern high, so that its light reached right into the dark.`,
        de: (s) =>
          `${s.name} ging einen Schritt voraus und hielt die Laterne hoch, damit ihr Licht bis ins Dunkle reichte.`,
      },
    },
    finder: {
      beat: 'fear-closer',
      at: 'end',
      line: {
        en: (s) =>
          `Then ${s.name} noticed something first: the shadow was wobbling, as if whoever made it was trembling too.`,
        de: (s) =>
          `Dann bemerkte ${s.name} ${s.first} etwas: Der Schatten wackelte, als würde jemand dahinter zittern.`,
      },
    },
    comforter: {
      beat: 'fear-shadow',
      at: 'end',
      line: {
        en: (s, w) => `${s.name} slipped a warm hand into ${w.poss} and whispered, "I'm right here with you."`,
        // „nahm Idas Hand ganz fest in ihre“; with no pronoun known, without „in Kims“.
        de: (s, w) =>
          `${s.name} nahm ${w.poss} Hand ganz fest${s.he === s.name ? '' : ` in ${s.sein('e')}`} und flüsterte: „Ich bin ja bei dir.“`,
      },
    },
  },
  surprise: {
    helper: {
      beat: 'surprise-make',
      at: 'end',
      line: {
        en: (s, w) =>
          `When the trickiest bit would not stay put, ${s.name} held it steady while ${w.name} tied the last knot.`,
        de: (s, w) =>
          `Als das kniffligste Stück nicht halten wollte, hielt ${s.name} es fest, während ${w.name} den letzten Knoten machte.`,
      },
    },
    finder: {
      beat: 'surprise-make',
      at: 'start',
      line: {
        en: (s, w) =>
          `Before anyone else, ${s.name} found the very best bits for ${w.place.gift.the.acc} and brought them over in cupped hands.`,
        de: (s, w) =>
          `${s.name} fand vor allen anderen die allerschönsten Teile für ${w.place.gift.the.acc} und brachte sie in beiden Händen herbei.`,
      },
    },
    comforter: {
      beat: 'surprise-reveal',
      at: 'start',
      line: {
        en: (s, w) =>
          `Just before the big moment, ${w.poss} tummy fluttered, but ${s.name} squeezed ${w.poss} hand and whispered, "It's perfect."`,
        de: (s, w) =>
          `Kurz vor dem großen Moment kribbelte es in ${w.poss} Bauch, aber ${s.name} drückte ${w.name} die Hand und flüsterte: „Es ist perfekt.“`,
      },
    },
  },
  'gentle-rescue': {
    helper: {
      beat: 'rescue-free',
      at: 'start',
      line: {
        en: (s, w) =>
          `${s.name} held everything steady with both hands, so that ${w.name} could gently lift ${cr(w).the.acc} free.`,
        de: (s, w) =>
          `${s.name} hielt alles mit beiden Händen fest, damit ${w.name} ${cr(w).the.acc} vorsichtig befreien konnte.`,
      },
    },
    finder: {
      beat: 'rescue-call',
      at: 'end',
      line: {
        en: (s) => `It was ${s.name} who worked out first where the little voice was coming from. "This way!"`,
        de: (s) => `${s.name} hörte ${s.first}, woher das Stimmchen kam. „Hier entlang!“`,
      },
    },
    comforter: {
      beat: 'rescue-stuck',
      at: 'end',
      line: {
        en: (s, w) =>
          `${s.name} knelt beside ${w.name}. "Slow and gentle," ${s.he} whispered, "and ${cr(w).it.nom} won't be frightened any more."`,
        de: (s, w) =>
          `${s.name} kniete sich neben ${w.name}. „Ganz langsam und sanft“, flüsterte ${s.he}, „dann hat ${cr(w).it.nom} keine Angst mehr.“`,
      },
    },
  },
  riddle: {
    helper: {
      beat: 'riddle-answer',
      at: 'start',
      line: {
        en: (s, w) =>
          `${s.name} said the riddle once more, counting each clue on ${s.his} fingers, and that helped ${w.name} put them together.`,
        de: (s, w) =>
          `${s.name} sagte das Rätsel noch einmal auf und zählte jeden Hinweis an ${s.sein('en')} Fingern ab, und das half ${w.name}, alles zusammenzusetzen.`,
      },
    },
    finder: {
      beat: 'riddle-think',
      at: 'end',
      line: {
        en: (s, w) =>
          `${s.name} was the first to spot a clue hidden in the riddle's very first words, and tapped ${w.poss} arm.`,
        de: (s, w) =>
          `${s.name} entdeckte ${s.first} einen Hinweis, der gleich in den ersten Worten des Rätsels steckte, und tippte ${w.name} auf den Arm.`,
      },
    },
    comforter: {
      beat: 'riddle-ask',
      at: 'end',
      line: {
        en: (s, w) =>
          `When ${w.name} began to worry that the answer would never come, ${s.name} said softly, "Take your time. Riddles like being waited for."`,
        de: (s, w) =>
          `Als ${w.name} schon fürchtete, nie auf die Antwort zu kommen, sagte ${s.name} leise: „Lass dir Zeit. Rätsel mögen Geduld.“`,
      },
    },
  },
};

const gentle: Pick<
  Record<PlotId, Record<SiblingRole, RoleBeat>>,
  'weather-change' | 'friend-visit' | 'night-parade' | 'counting-walk'
> = {
  'weather-change': {
    helper: {
      beat: 'weather-shelter',
      at: 'end',
      line: {
        en: (s, w) =>
          `${s.name} sat right by the opening, so that the weather could not get at ${w.name} and ${w.pet}.`,
        de: (s, w) =>
          `${s.name} setzte sich direkt an den Eingang, damit das Wetter nicht an ${w.name} und ${w.pet} herankam.`,
      },
      little: {
        en: (s, w) => `${s.name} sits by the door. Now ${w.name} is snug.`,
        de: (s, w) => `${s.name} setzt sich an den Eingang. Jetzt hat es ${w.name} schön warm.`,
      },
    },
    finder: {
      beat: 'weather-turn',
      at: 'end',
      line: {
        en: (s) => `${s.name} spotted a snug hiding place first and called, "Quick, in here!"`,
        de: (s) => `${s.name} entdeckte ${s.first} ein geschütztes Plätzchen und rief: „Schnell, hier herein!“`,
      },
      little: {
        en: (s) => `${s.name} finds a cosy spot. "In here, quick!"`,
        de: (s) => `${s.name} findet ein Plätzchen. „Schnell, hier herein!“`,
      },
    },
    comforter: {
      beat: 'weather-shelter',
      at: 'end',
      line: {
        en: (s, w) =>
          `Every time it grew loud outside, ${s.name} hummed a little louder, until ${w.name} was smiling again.`,
        de: (s, w) =>
          `Jedes Mal, wenn es draußen laut wurde, summte ${s.name} ein bisschen lauter, bis ${w.name} wieder lächelte.`,
      },
      little: {
        en: (s, w) => `${s.name} hums, hmm, hmm, hmm. ${w.name} smiles.`,
        de: (s, w) => `${s.name} summt, hmm, hmm, hmm. ${w.name} lächelt.`,
      },
    },
  },
  'friend-visit': {
    helper: {
      beat: 'visit-inside',
      at: 'end',
      line: {
        en: (s) =>
          `${s.name} helped to lay the little table and carried the tiny cups so carefully that not a drop was spilled.`,
        de: (s) =>
          `${s.name} half, den kleinen Tisch zu decken, und trug die winzigen Tassen so vorsichtig, dass kein Tropfen danebenging.`,
      },
      little: {
        en: (s) => `${s.name} carries the tiny cups. Not one drop spills!`,
        de: (s) => `${s.name} trägt die winzigen Tassen. Kein Tropfen geht daneben!`,
      },
    },
    finder: {
      beat: 'visit-invite',
      at: 'end',
      line: {
        en: (s) => `${s.name} spotted the little round door first, half hidden, with a tiny lamp glowing beside it.`,
        de: (s) =>
          `${s.name} entdeckte die kleine runde Tür ${s.first}, halb versteckt, mit einem winzigen Lämpchen daneben.`,
      },
      little: {
        en: (s) => `${s.name} sees it first: a little round door!`,
        de: (s) => `${s.name} sieht sie zuerst: eine kleine runde Tür!`,
      },
    },
    comforter: {
      beat: 'visit-invite',
      at: 'end',
      line: {
        en: (s, w) =>
          `The closer they came, the shyer ${w.name} felt, but ${s.name} whispered, "We'll say hello together."`,
        de: (s, w) =>
          `Je näher sie kamen, desto schüchterner wurde ${w.name}, aber ${s.name} flüsterte: „Wir sagen zusammen Hallo.“`,
      },
      little: {
        en: (s, w) => `${w.name} feels shy. ${s.name} holds ${w.poss} hand.`,
        de: (s, w) => `${w.name} ist ein bisschen schüchtern. ${s.name} hält ${w.poss} Hand.`,
      },
    },
  },
  'night-parade': {
    helper: {
      beat: 'parade-join',
      at: 'end',
      line: {
        en: (s, w) =>
          `When ${w.poss} lantern began to wobble, ${s.name} steadied it and showed ${w.him} how to hold it high.`,
        de: (s, w) =>
          `Als ${w.poss} Laterne zu wackeln begann, hielt ${s.name} sie fest und zeigte ${w.name}, wie man sie hochhält.`,
      },
      little: {
        en: (s, w) => `Wobble, wobble goes the lantern. ${s.name} helps ${w.name} hold it high.`,
        de: (s, w) => `Wackel, wackel macht die Laterne. ${s.name} hilft ${w.name}, sie hochzuhalten.`,
      },
    },
    finder: {
      beat: 'parade-hear',
      at: 'end',
      line: {
        en: (s) => `${s.name} was the first to see where the lights were coming from, and led the way towards them.`,
        de: (s) => `${s.name} sah ${s.first}, woher die Lichter kamen, und ging allen voran.`,
      },
      little: {
        en: (s) => `${s.name} points. "Lights! Over there!"`,
        de: (s) => `${s.name} zeigt hin. „Lichter! Da drüben!“`,
      },
    },
    comforter: {
      beat: 'parade-lead',
      at: 'end',
      line: {
        en: (s, w) =>
          `Right at the front, ${w.name} felt very small for a moment, but ${s.name} walked close beside ${w.him} and smiled.`,
        de: (s, w) =>
          `Ganz vorn fühlte sich ${w.name} einen Moment lang sehr klein, aber ${s.name} ging dicht an ${w.poss} Seite und lächelte.`,
      },
      little: {
        en: (s, w) => `${s.name} walks close to ${w.name}. Side by side.`,
        de: (s, w) => `${s.name} geht ganz dicht neben ${w.name}. Seite an Seite.`,
      },
    },
  },
  'counting-walk': {
    helper: {
      beat: 'count-one',
      at: 'end',
      line: {
        en: (s, w) => `${s.name} lifted ${w.name} up a little, so that ${w.he} could see everyone to be counted.`,
        de: (s, w) =>
          `${s.name} hob ${w.name} ein Stückchen hoch, damit ${w.he} alle sehen konnte, die gezählt werden wollten.`,
      },
      little: {
        en: (s, w) => `Up you go! ${s.name} lifts ${w.name} up to see.`,
        de: (s, w) => `Hoch mit dir! ${s.name} hebt ${w.name} hoch.`,
      },
    },
    finder: {
      beat: 'count-two',
      at: 'end',
      line: {
        en: (s) => `${s.name} had spotted them first and held up two fingers, very proudly.`,
        de: (s) => `${s.name} hatte sie ${s.first} entdeckt und hielt stolz zwei Finger hoch.`,
      },
      little: {
        en: (s) => `${s.name} sees them first. Two fingers up!`,
        de: (s) => `${s.name} sieht sie zuerst. Zwei Finger hoch!`,
      },
    },
    comforter: {
      beat: 'count-three',
      at: 'end',
      line: {
        en: (s, w) =>
          `${w.name} was getting sleepy, so ${s.name} counted the last ones very softly, right into ${w.poss} ear.`,
        de: (s, w) =>
          `${w.name} wurde schon müde, also zählte ${s.name} die letzten ganz leise, direkt in ${w.poss} Ohr.`,
      },
      little: {
        en: (s, w) => `${s.name} whispers, "One, two, three," into ${w.poss} ear.`,
        de: (s, w) => `${s.name} flüstert „eins, zwei, drei“ in ${w.poss} Ohr.`,
      },
    },
  },
};

const dreamy: Pick<Record<PlotId, Record<SiblingRole, RoleBeat>>, 'dream-journey' | 'slow-wish'> = {
  'dream-journey': {
    helper: {
      beat: 'dream-land',
      at: 'end',
      line: {
        en: (s, w) =>
          `${s.name} jumped down first and held out both hands, so that ${w.name} could slide softly off the cloud.`,
        de: (s, w) =>
          `${s.name} sprang ${s.first} hinunter und streckte beide Hände aus, damit ${w.name} sanft von der Wolke rutschen konnte.`,
      },
    },
    finder: {
      beat: 'dream-land',
      at: 'end',
      line: {
        en: (s, w) =>
          `${s.name} was the first to spot a trail of tiny glowing footprints, and followed it with ${w.name}, hand in hand.`,
        de: (s, w) =>
          `${s.name} entdeckte ${s.first} eine Spur aus winzigen leuchtenden Fußabdrücken und folgte ihr mit ${w.name}, Hand in Hand.`,
      },
    },
    comforter: {
      beat: 'dream-float',
      at: 'end',
      line: {
        en: (s, w) =>
          `When the cloud rose higher than the rooftops, ${s.name} held ${w.name} close. "Clouds are soft," ${s.he} whispered. "This one won't let us fall."`,
        de: (s, w) =>
          `Als die Wolke höher als die Dächer stieg, hielt ${s.name} ${w.name} fest. „Wolken sind weich“, flüsterte ${s.he}. „Die hier lässt uns nicht fallen.“`,
      },
    },
  },
  'slow-wish': {
    helper: {
      beat: 'wish-come',
      at: 'end',
      line: {
        en: (s) =>
          `${s.name} cupped both hands around the first little glimmer, so that no breath of wind could blow it away.`,
        de: (s) =>
          `${s.name} legte beide Hände schützend um das erste kleine Glimmern, damit kein Windhauch es fortwehen konnte.`,
      },
    },
    finder: {
      beat: 'wish',
      at: 'start',
      line: {
        en: (s, w) => `${s.name} looked up at just the right moment and tugged ${w.poss} sleeve: "Look, quick!"`,
        de: (s, w) =>
          `${s.name} schaute genau im richtigen Moment nach oben und zupfte ${w.name} am Ärmel: „Schau, schnell!“`,
      },
    },
    comforter: {
      beat: 'wish-wait',
      at: 'end',
      line: {
        en: (s, w) =>
          `When waiting grew too hard, ${s.name} leaned against ${w.name} and whispered, "I'll wait with you as long as it takes."`,
        de: (s, w) =>
          `Als das Warten zu schwer wurde, lehnte sich ${s.name} an ${w.name} und flüsterte: „Ich warte mit dir, so lange es dauert.“`,
      },
    },
  },
};

/** Every plot's beat for every role (the compiler holds the library to the plot list). */
export const ROLE_BEATS: Record<PlotId, Record<SiblingRole, RoleBeat>> = {
  ...rescueAndHome,
  ...brave,
  ...gentle,
  ...dreamy,
};

/** The role's beat in this plot and its line for this sibling, in the story's register; undefined when a toddler's plot has none. */
export function roleBeatLine(
  plot: PlotId,
  role: SiblingRole,
  sibling: SiblingWords,
  w: Words,
): { beat: BeatId; at: 'start' | 'end'; text: string } | undefined {
  const spec = ROLE_BEATS[plot][role];
  const line = w.ageGroup === 'toddler' ? spec.little : spec.line;
  if (!line) return undefined;
  return { beat: spec.beat, at: spec.at, text: line[w.language](sibling, w) };
}
