import type { ThemeBeats } from '../types.ts';
import { de, en } from '../types.ts';
import { BIG, LITTLE } from './ages.ts';

// Gentle ways: a quiet voice (a loud one wakes someone small; the whisper voice hears the night's
// own music, mastered in a hush) and gentle hands with animals (let it come to you). A brother or
// sister who came along, and the child's own pet at home, are in the story when the plan has them.

const quietVoice: ThemeBeats = {
  id: 'quiet-voice',
  hushed: true,
  challenge: {
    en: [
      en(
        (s) =>
          `${s.sight()} Everything was so exciting that ${s.name} got louder and louder: "LOOK! OVER THERE! WOW!" Right then, ${s.where.creature.a} curled up nearby woke with a start and began to cry.`,
        BIG,
      ),
      en(
        (s) =>
          `They came to a little sign that said "Shh! Little ones sleeping." But ${s.name} had so much to tell ${s.pal} that the words came out loud, then louder, then loudest of all. Somewhere a sleepy voice grumbled, "Who is making all that noise?"`,
        BIG,
      ),
      en(
        (s) =>
          `"${s.pal}! ${s.pal}! Did you SEE that?" shouted ${s.name}, so loudly that the whole place seemed to jump. A hush fell, a startled one, and from somewhere close by came a small, sleepy whimper.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.sibling.name} had curled up for a rest and was just drifting off when ${s.name} spotted something and shouted "LOOK!" so loudly that ${s.sibling.name}'s eyes flew open.`,
        { needs: ['sibling'], ages: ['big'] },
      ),
      en((s) => `"LOOK!" shouts ${s.name}. LOUD, LOUD, LOUD. Oh, a little one wakes up.`, LITTLE),
      en((s) => `${s.name} sings, "LA, LA, LA!" Shh, says ${s.pal}. Little ones are sleeping.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `${s.sight()} Alles war so aufregend, dass ${s.name} immer lauter wurde: „GUCK MAL! DA DRÜBEN! WOW!“ Genau da schreckte ganz in der Nähe ${s.where.creature.ein.nom} aus dem Schlaf und fing an zu weinen.`,
        BIG,
      ),
      de(
        (s) =>
          `Sie kamen an ein kleines Schild, auf dem stand: „Psst! Hier schlafen die Kleinen.“ Aber ${s.name} hatte so viel zu erzählen, dass die Worte laut herauskamen, dann lauter, dann am allerlautesten. Irgendwo brummelte eine verschlafene Stimme: „Wer macht denn da so einen Lärm?“`,
        BIG,
      ),
      de(
        (s) =>
          `„${s.pal}! ${s.pal}! Hast du DAS gesehen?“, rief ${s.name} so laut, dass ringsum alles zusammenzuckte. Es wurde still, eine erschrockene Stille, und von irgendwoher kam ein kleines, verschlafenes Wimmern.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.sibling.name} hatte sich zum Ausruhen eingekuschelt und war gerade am Einschlafen, als ${s.name} etwas entdeckte und so laut „GUCK MAL!“ rief, dass ${s.sibling.name} die Augen aufriss.`,
        { needs: ['sibling'], ages: ['big'] },
      ),
      de((s) => `„GUCK MAL!“, ruft ${s.name}. LAUT, LAUT, LAUT. Oh, ein Kleines wacht auf.`, LITTLE),
      de((s) => `${s.name} singt: „LA, LA, LA!“ Psst, sagt ${s.pal}. Die Kleinen schlafen.`, LITTLE),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `"Let's try our mouse voices," whispered ${s.pal}. So ${s.name} whispered too, as softly as a feather landing. And with the whisper voice, ${s.he} could suddenly hear things a loud voice never hears: a soft hum here, a far-off tinkle there, the night's own tiny music, and a small yawn as everyone who had woken settled back to sleep. "A quiet voice hears more," ${s.name} whispered. ${s.pal} nodded, very gently, so as not to wake anyone.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} put a finger to ${s.his} lips. "Sorry," ${s.he} whispered, and told the rest in a voice as small as a snowflake. ${s.pal} leaned in close to listen, and it turned out that whispered stories are the most exciting kind, because every word is a secret. All around them the night went still again, and nobody else woke at all.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} brought ${s.his} voice down, and down, and down, until it was no bigger than a breath, and sang the softest little song, the kind you sing to somebody who has just woken up. "Shhh, shhh, back to sleep." And it worked. Slowly everything went quiet again, and somewhere, very softly, somebody began to snore. "Whisper voices are strong," ${s.name} breathed. "They make things sleepy."`,
        BIG,
      ),
      en((s) => `Shh, shh. A mouse voice. ${s.name} whispers, and the little one sleeps.`, LITTLE),
      en((s) => `Whisper, whisper, soft and low. Listen, ${s.name}: the night is singing.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `„Wollen wir es mit Mäusestimmen versuchen?“, flüsterte ${s.pal}. Also flüsterte ${s.name} auch, so leise, wie eine Feder landet. Und mit der Flüsterstimme konnte ${s.er} auf einmal Dinge hören, die eine laute Stimme nie hört: hier ein leises Summen, dort ein fernes Klingeln, die winzige Musik der Nacht, und ein kleines Gähnen, mit dem alle, die aufgewacht waren, wieder einschliefen. „Eine leise Stimme hört mehr“, flüsterte ${s.name}, und ${s.pal} nickte ganz vorsichtig, um niemanden zu wecken.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} legte einen Finger auf die Lippen. „Entschuldigung“, flüsterte ${s.er} und erzählte den Rest mit einer Stimme, so klein wie eine Schneeflocke. ${s.pal} beugte sich ganz nah heran, und es stellte sich heraus, dass geflüsterte Geschichten die spannendsten sind, weil jedes Wort ein Geheimnis ist. Ringsum wurde die Nacht wieder still, und niemand sonst wachte auf.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} machte die Stimme klein, kleiner und noch kleiner, bis sie nicht größer war als ein Atemzug, und sang das leiseste Liedchen, so eins, wie man es jemandem singt, der gerade aufgewacht ist. „Schsch, schsch, schlaf wieder ein.“ Und es half. Langsam wurde alles wieder still, und irgendwo fing jemand ganz leise an zu schnarchen. „Flüsterstimmen sind stark“, hauchte ${s.name}. „Sie machen alles müde.“`,
        BIG,
      ),
      de((s) => `Psst, psst. Eine Mäusestimme. ${s.name} flüstert, und das Kleine schläft.`, LITTLE),
      de((s) => `Flüstern, flüstern, leise, leise. Hör mal, ${s.name}: Die Nacht singt.`, LITTLE),
    ],
  },
};

const gentleWithAnimals: ThemeBeats = {
  id: 'gentle-with-animals',
  challenge: {
    en: [
      en(
        (s) =>
          `${s.sight()} ${s.where.creature.A} peeped out and came a little closer, and ${s.name}, all excited, reached out and grabbed at it. It squeaked in fright and darted away to hide.`,
        BIG,
      ),
      en(
        (s) =>
          `They met a sleepy old creature, big and soft, and ${s.name} wanted to play with it at once: poking it and pulling it and squeezing it tight. The old creature gave a grumpy little rumble and turned its back.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.where.creature.A} came along beside them for a while, and ${s.name} ran after it, faster and faster, arms out, calling, "Come here! I want to hold you!" The faster ${s.name} ran, the faster it fled, until it had vanished into ${s.where.creatureHome} and would not come out.`,
        BIG,
      ),
      en((s) => `A little creature! ${s.name} grabs. Squeak! It runs away.`, LITTLE),
      en((s) => `Squeeze, squeeze, too tight! The little creature wriggles. Oh, ${s.name}.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `${s.sight()} ${s.where.creature.Ein.nom} lugte hervor und kam ein bisschen näher, und vor lauter Aufregung griff ${s.name} gleich danach. Erschrocken quiekte ${s.where.creature.der.nom} und huschte davon, um sich zu verstecken.`,
        BIG,
      ),
      de(
        (s) =>
          `Sie trafen ein verschlafenes altes Tier, groß und weich, und ${s.name} wollte sofort damit spielen: es anstupsen, daran ziehen, es ganz fest drücken. Das alte Tier brummte grummelig und drehte ihnen den Rücken zu.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.where.creature.Ein.nom} lief eine Weile neben ihnen her, und ${s.name} rannte hinterher, immer schneller, mit ausgestreckten Armen, und rief: „Komm her! Ich will dich halten!“ Je schneller ${s.name} rannte, desto schneller floh ${s.where.creature.der.nom}, bis ${s.where.creature.er.nom} verschwunden war und nicht mehr herauskam.`,
        BIG,
      ),
      de((s) => `Ein kleines Tier! ${s.name} greift zu. Quiek! Weg ist es.`, LITTLE),
      de((s) => `Drücken, drücken, viel zu fest! Das kleine Tier zappelt. Oh, ${s.name}.`, LITTLE),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `"Animals like slow, soft hands," whispered ${s.pal}. "Let it come to you." So ${s.name} sat very still, held out one hand, flat and open, and waited. After a long while it came back and sniffed ${s.his} fingers. ${s.name} stroked it ever so gently, once, and then again, and it settled down beside ${s.him}, warm and trusting.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} crouched down and made ${s.himself} small and quiet. ${s.He} spoke in a low, kind voice, the way you would to a friend who is shy. And when it was ready, ${s.he} stroked it softly and slowly, always the same way, from head to tail. It sighed happily and leaned against ${s.him}. "Gentle is how you make friends with animals," ${s.name} whispered.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} showed ${s.him} how: one finger first, on the back, never the face; slow strokes, soft as a feather; and stop when it wants to stop. ${s.name} tried, and this time nothing ran away. It stayed, and stayed, and in the end it curled up right beside ${s.his} feet.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} thought of ${s.homePet.name} at home, and how ${s.homePet.name} liked to be stroked: slowly, softly, never squeezed. So ${s.he} knelt down, held out a hand and waited, just as ${s.he} would for ${s.homePet.name}. And it came. It pressed its head into ${s.his} palm, and ${s.name} stroked it so gently that it closed its eyes.`,
        { needs: ['homePet'], ages: ['big'] },
      ),
      en((s) => `Gently, gently. Stroke, stroke, soft and slow. The little creature snuggles up to ${s.name}.`, LITTLE),
      en((s) => `${s.name} holds out a hand, flat and still. Sniff, sniff. Hello, little friend.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `„Tiere mögen langsame, sanfte Hände“, flüsterte ${s.pal}. „Lass es zu dir kommen.“ Also setzte sich ${s.name} ganz still hin, hielt die Hand flach und offen hin und wartete. Nach einer langen Weile kam es zurück und schnupperte an ${s.sein('en')} Fingern. ${s.name} streichelte es ganz, ganz sanft, einmal und dann noch einmal, und es legte sich neben ${s.ihn}, warm und voller Vertrauen.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} hockte sich hin und machte sich klein und leise. ${s.Er} sprach mit tiefer, freundlicher Stimme, so wie mit einem Freund, der schüchtern ist. Und als das Tier so weit war, streichelte ${s.name} es sanft und langsam, immer in dieselbe Richtung, vom Kopf bis hinten. Es seufzte zufrieden und lehnte sich an ${s.ihn}. „Sanft sein, so schließt man Freundschaft mit Tieren“, flüsterte ${s.name}.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} zeigte ${s.ihm}, wie es geht: erst ein Finger, auf den Rücken, nie ins Gesicht; langsam streicheln, weich wie eine Feder; und aufhören, wenn das Tier aufhören will. ${s.name} probierte es, und diesmal lief nichts davon. Das Tier blieb und blieb, und am Ende rollte es sich direkt neben ${s.sein('en')} Füßen zusammen.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} dachte an ${s.homePet.name} zu Hause und daran, wie ${s.homePet.name} gestreichelt werden wollte: langsam, sanft, nie gedrückt. Also kniete ${s.er} sich hin, hielt die Hand hin und wartete, genau wie bei ${s.homePet.name}. Und das Tier kam. Es schmiegte den Kopf in ${s.sein('e')} Hand, und ${s.name} streichelte es so sanft, dass es die Augen schloss.`,
        { needs: ['homePet'], ages: ['big'] },
      ),
      de(
        (s) => `Sanft, sanft. Streicheln, streicheln, weich und langsam. Das kleine Tier kuschelt sich an ${s.name}.`,
        LITTLE,
      ),
      de((s) => `${s.name} hält die Hand hin, flach und still. Schnupper, schnupper. Hallo, kleiner Freund.`, LITTLE),
    ],
  },
};

export const GENTLE_THEMES: readonly ThemeBeats[] = [quietVoice, gentleWithAnimals];
