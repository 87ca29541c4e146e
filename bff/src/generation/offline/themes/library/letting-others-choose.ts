// Letting others choose ("to be less bossy", „nicht immer bestimmen wollen“, „nicht so herrisch
// sein“): the child decides every rule of a game until the others go quiet; then asks what they
// would like, and their game turns out to be fun too.
import type { Theme } from '../types.ts';

export const lettingOthersChoose: Theme = {
  id: 'letting-others-choose',
  match: {
    en: [
      /\bboss(?:y|iness)\b|\bboss(?:es|ing)? (?:others|people|everyone|everybody|(?:his|her|their) (?:friends|brother|sister|sibling)s?) (?:around|about)\b/,
      /\b(?:let|lets|letting) (?:others|other children|(?:his|her|their) friends|someone else) (?:choose|decide|lead|have a say)\b|\balways (?:wants? to |has to )?(?:be in charge|decide|choose|make the rules)\b/,
    ],
    de: [
      /\bherrisch\w*|\bbestimmerisch\w*|\b(?:immer|alles) bestimmen\b|\bbestimmen (?:wollen|will|muss)\b/,
      /\b(?:andere|die anderen) (?:auch (?:mal )?)?(?:bestimmen|entscheiden|aussuchen) lassen\b/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `A little later, some small creatures ${w.where} wanted to play a game with ${w.name}.`,
        `"We'll play my game," said ${w.name}, "and you stand there, and you go here, and nobody is allowed to do it differently!"`,
        `The little ones went quiet. One of them looked at the ground, and another slowly wandered away.`,
      ],
      mastery: [
        `${w.name} looked at the quiet faces and thought for a moment. "What would you like to play?" ${w.he} asked.`,
        `The smallest one whispered an idea: hide-and-seek with a lantern. It was not ${w.name}'s game, but it was a very good one, and soon everyone was giggling.`,
        `"Taking turns at choosing means twice as many games," said ${w.name}, and the little ones cheered.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} and ${w.pal} were building a little house out of sticks and moss.`,
        `${w.name} decided everything: where the door went, and the window, and which stick went where.`,
        `When ${w.pal} reached for a stick, ${w.name} said, "No, not like that! Like this!" ${w.pal} put the stick down and said nothing.`,
      ],
      mastery: [
        `Then ${w.name} saw that ${w.pal} had stopped smiling. "Where would you put the door?" ${w.name} asked.`,
        `${w.pal} put it somewhere ${w.name} would never have thought of, round the side, and it was perfect.`,
        `"Our house is better than my house," said ${w.name}, and ${w.pal} beamed from ear to ear.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `Ein bisschen später wollten ein paar kleine Wesen ${w.where} mit ${w.name} spielen.`,
        `„Wir spielen mein Spiel“, sagte ${w.name}, „und du stellst dich da hin, und du gehst dahin, und keiner darf es anders machen!“`,
        `Da wurden die Kleinen ganz still. Eins schaute auf den Boden, und ein anderes ging langsam weg.`,
      ],
      mastery: [
        `${w.name} sah die stillen Gesichter und dachte einen Moment nach. „Was möchtet ihr denn spielen?“, fragte ${w.er}.`,
        `Das Kleinste flüsterte eine Idee: Verstecken mit einer Laterne. Es war nicht ${w.nameGen} Spiel, aber ein richtig gutes, und bald kicherten alle.`,
        `„Wenn wir uns beim Aussuchen abwechseln, gibt es doppelt so viele Spiele“, sagte ${w.name}, und die Kleinen jubelten.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} und ${w.pal} bauten ein kleines Haus aus Stöckchen und Moos.`,
        `Dabei bestimmte ${w.name} alles: wo die Tür hinkam und das Fenster und welches Stöckchen wohin.`,
        `Als ${w.pal} nach einem Stöckchen griff, sagte ${w.name}: „Nein, nicht so! So!“ ${w.pal} legte das Stöckchen hin und sagte nichts.`,
      ],
      mastery: [
        `Da sah ${w.name}, dass ${w.pal} nicht mehr lächelte. „Wo würdest du die Tür hinmachen?“, fragte ${w.name}.`,
        `${w.pal} setzte sie an eine Stelle, auf die ${w.name} nie gekommen wäre, an die Seite, und sie passte genau.`,
        `„Unser Haus ist schöner als mein Haus“, sagte ${w.name}, und ${w.pal} strahlte über das ganze Gesicht.`,
      ],
    }),
  ],
};
