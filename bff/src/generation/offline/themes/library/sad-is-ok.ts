// Sadness is allowed ("to learn that it is OK to cry", „wissen, dass man traurig sein darf“): the
// tears are let come, not wiped away or cheered up; a sky that rains, or a sad feeling like a wet coat.
import type { Theme } from '../types.ts';

export const sadIsOk: Theme = {
  id: 'sad-is-ok',
  match: {
    en: [
      /\b(?:ok|okay|alright|all right|fine|normal|allowed)\b.*\b(?:cry|crying|cries|sad|sadness|tears)\b/,
      /\b(?:cry|crying|sad|sadness|tears)\b.*\b(?:ok|okay|alright|all right|fine|normal|allowed)\b/,
      /\bsad feelings?\b|\bfeeling sad\b|\bbeing sad\b/,
    ],
    de: [
      /\b(?:weinen|traurig\w*|traenen)\b.*\b(?:ok|okay|in ordnung|erlaubt|normal|darf|duerfen)\b/,
      /\b(?:darf|duerfen) (?:\w+ ){0,2}(?:weinen|traurig)\b|\btraurigkeit\b|\btraurig sein\b/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `Along the way, ${w.name} went very quiet, and a tear rolled down ${w.his} cheek, and then another.`,
        `"I shouldn't cry," ${w.he} whispered, and wiped the tears away quickly.`,
      ],
      mastery: [
        `Then ${w.pal} pointed at a little cloud that was raining softly over the flowers. "Look," said ${w.pal}. "Even the sky cries sometimes, and afterwards everything grows."`,
        `So ${w.name} let the tears come, and ${w.pal} waited patiently until every last one was cried.`,
        `Afterwards ${w.name} felt lighter, like the air after rain. "It's all right to be sad," ${w.name} said, and ${w.pal} nodded.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} told ${w.pal} about a sad feeling that had been sitting inside all day, as heavy as a wet coat.`,
        `"Sad is silly," ${w.he} said. "I want it to go away."`,
      ],
      mastery: [
        `${w.pal} did not try to make it go away. "Sad is a feeling, like happy and cross and sleepy," said ${w.pal}. "It comes, it stays a while, and then it goes again."`,
        `So they sat together and let the sad feeling stay for a little while, and ${w.name} cried a few tears and told ${w.pal} all about it.`,
        `And slowly, slowly, the wet coat grew lighter, until ${w.name} could smile again: only a small smile, but a real one.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `Unterwegs wurde ${w.name} ganz still, und eine Träne kullerte über ${w.sein('e', 'die')} Wange, und dann noch eine.`,
        `„Ich sollte doch nicht weinen“, flüsterte ${w.er} und wischte die Tränen schnell weg.`,
      ],
      mastery: [
        `Da zeigte ${w.pal} auf eine kleine Wolke, die sanft über den Blumen regnete. „Schau mal“, sagte ${w.pal}. „Sogar der Himmel weint manchmal, und danach wächst alles.“`,
        `Also ließ ${w.name} die Tränen kommen, und ${w.pal} wartete geduldig, bis auch die letzte geweint war.`,
        `Danach fühlte sich ${w.name} leichter, wie die Luft nach dem Regen. „Traurig sein ist in Ordnung“, sagte ${w.name}, und ${w.pal} nickte.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} erzählte ${w.pal} von einem traurigen Gefühl, das schon den ganzen Tag drinnen saß, schwer wie ein nasser Mantel.`,
        `„Traurig sein ist doof“, sagte ${w.er}. „Es soll weggehen.“`,
      ],
      mastery: [
        `${w.pal} versuchte gar nicht, es wegzumachen. „Traurig ist ein Gefühl, wie fröhlich und wütend und müde“, sagte ${w.pal}. „Es kommt, bleibt ein Weilchen und geht dann wieder.“`,
        `Also saßen sie zusammen und ließen das traurige Gefühl ein Weilchen da sein, und ${w.name} weinte ein paar Tränen und erzählte ${w.pal} alles.`,
        `Und langsam, ganz langsam, wurde der nasse Mantel leichter, bis ${w.name} wieder lächeln konnte: nur ein kleines Lächeln, aber ein echtes.`,
      ],
    }),
  ],
};
