// Someone the child loves is ill or in hospital ("Grandma is in hospital", „Oma liegt im
// Krankenhaus“): the child's worry for them, never the child's own visit to the doctor.
import type { DeWords, EnWords, Theme } from '../types.ts';

const familyEn =
  '(?:mum|mom|mummy|mommy|mama|dad|daddy|papa|grandma|grandpa|granny|gran|nana|grandad|granddad|grandmother|grandfather|brother|sister|auntie|aunt|uncle|cousin|friend|baby)';
const familyDe = '(?:mama|mami|mutti|papa|vati|oma|opa|bruder|schwester|tante|onkel|cousin\\w*|freund\\w*|baby)';
const illEn = '(?:in (?:the )?hospital|ill|sick|poorly|unwell|having an operation)';

/** Who is ill, as the story says it: "Grandma", "his sister", or someone the child loves; and as the child calls them. */
function whoEn(w: EnWords, said: string): { who: string; called?: string; hospital: boolean } {
  const hospital = /\bhospital\b/.test(said);
  const word = said.match(new RegExp(`\\b${familyEn}\\b`))?.[0];
  const called: Record<string, string> = {
    mum: 'Mum',
    mom: 'Mom',
    mummy: 'Mummy',
    mommy: 'Mommy',
    mama: 'Mama',
    dad: 'Dad',
    daddy: 'Daddy',
    papa: 'Papa',
    grandma: 'Grandma',
    granny: 'Granny',
    gran: 'Gran',
    nana: 'Nana',
    grandmother: 'Grandma',
    grandpa: 'Grandpa',
    grandad: 'Grandad',
    granddad: 'Granddad',
    grandfather: 'Grandpa',
  };
  if (word && called[word]) return { who: called[word], called: called[word], hospital };
  if (word && word !== 'baby') return { who: `${w.his} ${word}`, hospital };
  return { who: `someone ${w.he} loved`, hospital };
}

/** Also as the child says it aloud: „Oma“, „Mein Bruder“, „Jemand, den ich lieb habe,“. */
function whoDe(w: DeWords, said: string): { who: string; mine: string; called?: string; hospital: boolean } {
  const hospital = /\b(?:krankenhaus\w*|klinik)\b/.test(said);
  const word = said.match(new RegExp(`\\b${familyDe}\\b`))?.[0];
  const called: Record<string, string> = {
    mama: 'Mama',
    mami: 'Mami',
    mutti: 'Mutti',
    papa: 'Papa',
    vati: 'Vati',
    oma: 'Oma',
    opa: 'Opa',
  };
  if (word && called[word]) return { who: called[word], mine: called[word], called: called[word], hospital };
  if (word === 'bruder') return { who: `${w.sein('', w.nameGen)} Bruder`, mine: 'Mein Bruder', hospital };
  if (word === 'schwester') return { who: `${w.sein('e', w.nameGen)} Schwester`, mine: 'Meine Schwester', hospital };
  return { who: `jemand, den ${w.name} sehr lieb hatte,`, mine: 'Jemand, den ich lieb habe,', hospital };
}

export const someoneIll: Theme = {
  id: 'someone-ill',
  match: {
    en: [
      new RegExp(`\\b${familyEn}(?: \\w+){0,3} (?:is |are |has been |was |got |gets |fell )?${illEn}\\b`),
      new RegExp(`\\bvisit\\w* (?:\\w+ ){0,2}${familyEn} (?:\\w+ ){0,2}in (?:the )?hospital\\b`),
      new RegExp(`\\b(?:ill|sick|poorly) ${familyEn}\\b|\\bsomeone (?:is )?${illEn}\\b`),
    ],
    de: [
      new RegExp(
        `\\b${familyDe}(?: \\w+){0,3} (?:ist|liegt|sind|liegen|war|lag|wird) (?:\\w+ ){0,2}(?:im krankenhaus|in der klinik|krank|operiert)\\b`,
      ),
      new RegExp(`\\b${familyDe} (?:\\w+ ){0,2}(?:im krankenhaus|in der klinik)\\b|\\bkrank\\w* ${familyDe}\\b`),
    ],
  },
  en: [
    (w, said) => {
      const { who, hospital } = whoEn(w, said);
      return {
        challenge: [
          `${w.name} told ${w.pal} about a worry that had felt heavy all day: ${who} ${hospital ? 'was in hospital' : 'was poorly'}.`,
          `"What if it doesn't get better?" ${w.he} whispered.`,
        ],
        mastery: [
          hospital
            ? `"Do you know what?" said ${w.pal}. "In the hospital, doctors and nurses are looking after everyone all night long, even while you sleep."`
            : `"Do you know what?" said ${w.pal}. "Grown-ups are taking good care, and being poorly mostly passes, one day at a time."`,
          `Together they drew a get-well picture in the air with a stick of starlight: a sun, a heart and a big smiling face, just for ${who}.`,
          `The picture twinkled and floated away, and the worry in ${w.name}'s tummy grew a little smaller. Love, ${w.he} found, can travel a long way.`,
        ],
      };
    },
    (w, said) => {
      const { who, called, hospital } = whoEn(w, said);
      return {
        challenge: [
          `${w.name} was quiet for a while. Then ${w.he} told ${w.pal} that ${who} ${hospital ? 'had to stay in hospital' : 'was ill'}, and everyone at home was a little sad.`,
          `${w.pal} snuggled in close. "That's a big thing to carry," ${w.pal} said softly.`,
        ],
        mastery: [
          `Later they found a little wishing well, glittering in the dark, and ${w.pal} asked if ${w.name} wanted to send a wish.`,
          `${w.name} wished very, very hard: "Get better soon${called ? `, ${called}` : ''}." The water sparkled, as if to say the wish was on its way.`,
          `The worry was still there, but it was smaller now, and ${w.name} could feel how much love was in that wish.`,
        ],
      };
    },
  ],
  de: [
    (w, said) => {
      const { who, hospital } = whoDe(w, said);
      return {
        challenge: [
          `${w.name} erzählte ${w.pal} von einer Sorge, die schon den ganzen Tag schwer im Bauch lag: ${who} ${hospital ? 'lag im Krankenhaus' : 'war krank'}.`,
          `„Und wenn es nicht wieder gut wird?“, flüsterte ${w.er}.`,
        ],
        mastery: [
          hospital
            ? `„Weißt du was?“, sagte ${w.pal}. „Im Krankenhaus passen Ärztinnen, Ärzte und Pfleger die ganze Nacht gut auf, auch während du schläfst.“`
            : `„Weißt du was?“, sagte ${w.pal}. „Die Großen kümmern sich gut, und Kranksein geht meistens vorbei, Tag für Tag ein bisschen mehr.“`,
          `Zusammen malten sie mit einem Stab aus Sternenlicht ein Gute-Besserung-Bild in die Luft: eine Sonne, ein Herz und ein großes lachendes Gesicht.`,
          `Das Bild funkelte und schwebte davon, und die Sorge in ${w.nameGen} Bauch wurde ein kleines bisschen kleiner. Liebe, merkte ${w.er}, kann einen weiten Weg reisen.`,
        ],
      };
    },
    (w, said) => {
      const { mine, called, hospital } = whoDe(w, said);
      return {
        challenge: [
          `${w.name} war eine Weile still. „${mine} ${hospital ? 'muss im Krankenhaus bleiben' : 'ist krank'}“, erzählte ${w.er} ${w.pal} dann, „und zu Hause sind alle ein bisschen traurig.“`,
          `${w.pal} kuschelte sich ganz nah heran. „Das ist eine große Sache zum Tragen“, sagte ${w.pal} leise.`,
        ],
        mastery: [
          `Später fanden sie einen kleinen Wunschbrunnen, der im Dunkeln glitzerte, und ${w.pal} fragte, ob ${w.name} einen Wunsch schicken wollte.`,
          `${w.name} wünschte sich von ganzem Herzen: „Gute Besserung${called ? `, ${called}` : ''}!“ Das Wasser funkelte, als wollte es sagen, der Wunsch sei schon unterwegs.`,
          `Die Sorge war noch da, aber sie war kleiner geworden, und ${w.name} spürte, wie viel Liebe in diesem Wunsch steckte.`,
        ],
      };
    },
  ],
};
