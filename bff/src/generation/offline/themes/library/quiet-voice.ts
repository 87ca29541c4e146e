// A quieter voice ("to use her inside voice", „leiser sein“, „nicht immer so laut sein“): the
// child's big excited voice wakes a sleeping little one; the whisper voice then hears what a loud
// one never does, the night's own small sounds.
import type { Theme } from '../types.ts';

export const quietVoice: Theme = {
  id: 'quiet-voice',
  match: {
    en: [
      /\b(?:inside|indoor|quiet|quieter|soft|softer|whisper) voice\b|\bbe(?:ing)? (?:a (?:bit|little) )?(?:quieter|less loud|less noisy)\b/,
      /\b(?:not|stop|less) (?:be(?:ing)? )?(?:so )?(?:loud|noisy)\b|\bstop (?:shouting|yelling)\b(?! at)/,
    ],
    de: [
      /\bleiser\b|\bnicht (?:immer )?so laut\b|\bweniger laut\b|\bzimmerlautstaerke\b|\bfluesterstimme\b|\bdrinnen-?stimme\b/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `Everything ${w.where} was so exciting that ${w.name} got louder and louder: "LOOK! OVER THERE! WOW!"`,
        `Right then, a tiny little one curled up nearby woke with a start and began to cry.`,
      ],
      mastery: [
        `"Let's try our mouse voices," whispered ${w.pal}. So ${w.name} whispered too, as softly as a feather landing.`,
        `And with the whisper voice, ${w.name} could suddenly hear things a loud voice never hears: the night's own tiny music, a soft hum here and a far-off tinkle there, and the little one yawning and settling down again.`,
        `"A quiet voice hears more," ${w.name} whispered, and ${w.pal} nodded, very softly, so as not to wake anyone.`,
      ],
    }),
    (w) => ({
      challenge: [
        `They came to a sign that said "Shh! Little ones sleeping," but ${w.name} had so much to tell ${w.pal} that the words came out loud, louder, loudest.`,
        `Somewhere a sleepy voice grumbled, "Who is making that noise?"`,
      ],
      mastery: [
        `${w.name} put a finger to ${w.he === w.name ? 'a smiling mouth' : `${w.his} lips`}. "Sorry," ${w.he} whispered, and told the rest of the story in a voice as small as a snowflake.`,
        `${w.pal} leaned in close to listen, and it turned out that whispered stories are the most exciting kind, because every word is a secret.`,
        `When they tiptoed on, every little one ${w.where} was still asleep, and ${w.name} felt proud of the quietest voice in the world.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `${w.name} fand alles ${w.where} so aufregend, dass die Stimme immer lauter wurde: „GUCK MAL! DA DRÜBEN! WOW!“`,
        `Genau da schreckte ganz in der Nähe ein winziges Kleines aus dem Schlaf und fing an zu weinen.`,
      ],
      mastery: [
        `„Wollen wir es mit Mäusestimmen versuchen?“, flüsterte ${w.pal}. Also flüsterte ${w.name} auch, so leise, wie eine Feder landet.`,
        `Und mit der Flüsterstimme konnte ${w.name} auf einmal Dinge hören, die eine laute Stimme nie hört: die winzige Musik der Nacht, hier ein leises Summen und dort ein fernes Klingeln, und das Kleine, das gähnte und wieder einschlief.`,
        `„Eine leise Stimme hört mehr“, flüsterte ${w.name}, und ${w.pal} nickte, ganz vorsichtig, um niemanden zu wecken.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Sie kamen an ein Schild, auf dem stand: „Psst! Hier schlafen die Kleinen.“ Aber ${w.name} hatte ${w.pal} so viel zu erzählen, dass die Worte laut herauskamen, lauter, am lautesten.`,
        `Irgendwo brummelte eine verschlafene Stimme: „Wer macht denn da so einen Lärm?“`,
      ],
      mastery: [
        `${w.name} legte einen Finger auf die Lippen. „Entschuldigung“, flüsterte ${w.er} und erzählte den Rest mit einer Stimme, so klein wie eine Schneeflocke.`,
        `${w.pal} beugte sich ganz nah heran, und es stellte sich heraus, dass geflüsterte Geschichten die spannendsten sind, weil jedes Wort ein Geheimnis ist.`,
        `Als sie auf Zehenspitzen weitergingen, schliefen alle Kleinen ${w.where} noch, und ${w.name} war stolz auf die leiseste Stimme der Welt.`,
      ],
    }),
  ],
};
