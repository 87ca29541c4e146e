// Speaking up ("to speak up in class", "to ask for help", „sich trauen, in der Klasse etwas zu
// sagen“): the child knows the answer or needs a hand, and the words hide; said first to the
// companion only, then out loud to everyone, wobbly at first and then clear.
import type { Theme } from '../types.ts';

export const speakingUp: Theme = {
  id: 'speaking-up',
  match: {
    en: [
      /\bspeak(?:s|ing)? up\b|\bspeak(?:s|ing)? (?:in|to the) (?:class|group|teacher)\b|\b(?:speak|talk)(?:s|ing)? in front of\b/,
      // Not "never to raise a hand to his sister": a hand put up, or raised in class.
      /\bput(?:s|ting)? (?:up )?(?:his|her|their|my|your|a) hand(?: up)?\b|\brais(?:e|es|ing) (?:his|her|their|my|your|a) hand (?:up )?(?:in|at) (?:class|school)\b|\banswer\w* (?:questions )?in class\b/,
      /\bask(?:s|ing)? (?:for help|(?:the )?teachers? for help|questions in class)\b|\buse (?:his|her|their|my|your) voice\b/,
    ],
    de: [
      /\b(?:im unterricht|in der (?:klasse|schule|gruppe|kita)) (?:etwas |was )?(?:zu )?(?:sagen|reden|sprechen)\b/,
      // Not „sich melden, wenn er auf Toilette muss“: put up in class.
      /\bvor (?:anderen|allen|der klasse|der gruppe) (?:zu )?(?:sprechen|reden|etwas sagen)\b|\b(?:im unterricht|in der (?:klasse|schule)) (?:zu )?melden\b/,
      /\bum hilfe (?:zu )?(?:bitten|fragen)\b/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `A little later, all the creatures ${w.where} sat in a circle, because a wise old tortoise had a question for them: "Who knows how we can get the lantern back up to the very top?"`,
        `${w.name} knew the answer. It was right there, on the tip of ${w.his} tongue.`,
        `But the words hid somewhere deep down, and ${w.he} stayed quiet, with hot cheeks.`,
      ],
      mastery: [
        `"Say it to me first," whispered ${w.pal}. "Just to me." So ${w.name} whispered the idea to ${w.pal}, very softly.`,
        `"That's a good idea," said ${w.pal}. "A small voice is still a voice."`,
        `Then ${w.name} put up a hand and said, a little wobbly at first and then loud and clear, "We could stand on each other's shoulders!" Everyone turned to listen, and the old tortoise nodded slowly. "That is exactly what we will do."`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} wanted to reach a shiny little bell that hung far too high, and all around, everyone ${w.where} was busy with their own things.`,
        `Asking for help would have been easy, but the words stuck like a pebble in ${w.his} throat.`,
        `"What if they think it's silly?" ${w.he} whispered to ${w.pal}.`,
      ],
      mastery: [
        `${w.pal} stayed close. "Just one sentence," said ${w.pal}. "I'm right here."`,
        `So ${w.name} took a breath and said, as clear as a bell, "Excuse me, could you help me, please?"`,
        `At once a tall, kind creature stretched up and fetched the bell down, and it rang so sweetly that everyone smiled. "You only had to ask," it said, and ${w.name} felt ten times braver than before.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `Ein bisschen später saßen alle kleinen Wesen ${w.where} im Kreis, denn eine weise alte Schildkröte hatte eine Frage an sie: „Wer weiß, wie wir die Laterne wieder ganz nach oben bekommen?“`,
        `${w.name} wusste die Antwort. Sie lag ${w.ihm} schon auf der Zunge.`,
        `Aber die Worte versteckten sich ganz tief drinnen, und ${w.er} blieb still, mit heißen Wangen.`,
      ],
      mastery: [
        `„Sag es zuerst nur mir“, flüsterte ${w.pal}. Also flüsterte ${w.name} die Idee ganz leise ${w.pal} ins Ohr.`,
        `„Das ist eine gute Idee“, sagte ${w.pal}. „Eine kleine Stimme ist auch eine Stimme.“`,
        `Da meldete sich ${w.name} und sagte, erst ein bisschen wackelig und dann laut und deutlich: „Wir könnten uns gegenseitig auf die Schultern steigen!“ Alle drehten sich um und hörten zu, und die alte Schildkröte nickte langsam. „Genau so machen wir es.“`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} wollte an ein glänzendes Glöckchen, das viel zu hoch hing, und ringsum waren alle ${w.where} mit ihren eigenen Sachen beschäftigt.`,
        `Um Hilfe bitten wäre leicht gewesen, aber die Worte steckten wie ein Kieselstein im Hals fest.`,
        `„Und wenn sie das albern finden?“, flüsterte ${w.er} ${w.pal} zu.`,
      ],
      mastery: [
        `${w.pal} blieb ganz dicht daneben. „Nur ein Satz“, sagte ${w.pal}. „Ich bin hier.“`,
        `Also holte ${w.name} Luft und sagte, klar wie ein Glöckchen: „Entschuldigung, könnt ihr mir bitte helfen?“`,
        `Sofort reckte sich ein großes, freundliches Wesen und holte das Glöckchen herunter, und es klingelte so fein, dass alle lächeln mussten. „Du musstest nur fragen“, sagte es, und ${w.name} fühlte sich zehnmal mutiger als vorher.`,
      ],
    }),
  ],
};
