// A toddler's proud memory: one short present-tense line with a sound-word refrain, keyed by the
// recognised memory, so ages 1-3 never hear an older child's long remembered scene.
import type { DeWords, EnWords } from '../types.ts';

type Line<W> = (w: W) => string;
/** One line, or several for the common memories so two toddlers seldom hear the same one. */
type Lines<W> = Line<W> | Line<W>[];

export const LITTLE_MEMORY_EN: Record<string, Lines<EnWords>> = {
  swimming: [
    (w) => `${w.name} can swim now! Splash, splash, splash!`,
    (w) => `${w.name} shows ${w.pal} how to swim, kick, kick, splash!`,
  ],
  bike: [
    (w) => `${w.name} can ride a bike now! Round and round and round!`,
    (w) => `${w.name} shows ${w.pal} the bike, pedal, pedal, whee!`,
  ],
  shoelaces: [
    (w) => `${w.name} can tie a bow now! One loop, two loops, pull!`,
    (w) => `${w.pal} watches ${w.name} tie a bow, loop, loop, pull, ta-da!`,
  ],
  'getting-dressed': (w) => `${w.name} can get dressed now! One sock, two socks, on!`,
  writing: (w) => `${w.name} can write letters now! Scribble, scribble, scribble!`,
  reading: (w) => `${w.name} can read a book now! Turn the page, turn the page!`,
  drawing: (w) => `${w.name} can draw a picture now! Swish, swish, swish!`,
  climbing: (w) => `${w.name} can climb up high now! Up, up, up!`,
  concert: [
    (w) => `${w.name} thinks of the music. La, la, la!`,
    (w) => `${w.name} plays music for ${w.pal}, plink, plonk, la, la!`,
  ],
  show: [
    (w) => `${w.name} thinks of the show. Curtain up, curtain up!`,
    (w) => `${w.name} takes a bow, and ${w.pal} claps, clap, clap, clap!`,
  ],
  poem: (w) => `${w.name} says the poem for ${w.pal}. Every word! Clap, clap!`,
  sport: (w) => `${w.name} thinks of the game. Run, run, run!`,
  'lost-tooth': (w) => `Wiggle, wiggle, out comes a tooth! ${w.name} has a gap now.`,
  school: (w) => `${w.name} thinks of the first day at school. Big, big steps!`,
  kindergarten: (w) => `${w.name} thinks of the first day at kindergarten. Wave, wave, bye-bye!`,
  'own-bed': (w) => `${w.name} sleeps in a big bed now! Snuggle, snuggle, snuggle!`,
  potty: (w) => `${w.name} can use the potty now! Well done, well done!`,
  'new-sibling': (w) => `${w.name} is a big ${w.sibling} now! Rock-a-bye, rock-a-bye, baby!`,
  doctor: (w) => `${w.name} thinks of the doctor. Brave, brave, brave!`,
};

export const LITTLE_MEMORY_DE: Record<string, Lines<DeWords>> = {
  swimming: [
    (w) => `${w.name} kann jetzt schwimmen! Platsch, platsch, platsch!`,
    (w) => `${w.name} zeigt ${w.pal}, wie man schwimmt, strampel, strampel, platsch!`,
  ],
  bike: [
    (w) => `${w.name} kann jetzt Rad fahren! Rundherum, rundherum!`,
    (w) => `${w.name} zeigt ${w.pal} das Fahrrad, treten, treten, hui!`,
  ],
  shoelaces: [
    (w) => `${w.name} kann jetzt eine Schleife binden! Eine Schlaufe, zwei Schlaufen, zieh!`,
    (w) => `${w.pal} schaut genau zu, und ${w.name} bindet eine Schleife, Schlaufe, Schlaufe, zieh, tadaa!`,
  ],
  'getting-dressed': (w) => `${w.name} kann sich jetzt allein anziehen! Eine Socke, zwei Socken, an!`,
  writing: (w) => `${w.name} kann jetzt Buchstaben schreiben! Kritzel, kritzel, kritzel!`,
  reading: (w) => `${w.name} kann jetzt ein Buch lesen! Umblättern, umblättern!`,
  drawing: (w) => `${w.name} kann jetzt ein Bild malen! Wisch, wisch, wisch!`,
  climbing: (w) => `${w.name} kann jetzt ganz hoch klettern! Hoch, hoch, hoch!`,
  concert: [
    (w) => `${w.name} denkt an die Musik. La, la, la!`,
    (w) => `${w.name} macht Musik für ${w.pal}, pling, plong, la, la!`,
  ],
  show: [
    (w) => `${w.name} denkt an die Aufführung. Vorhang auf, Vorhang auf!`,
    (w) => `${w.name} verbeugt sich, und ${w.pal} klatscht, klatsch, klatsch, klatsch!`,
  ],
  poem: (w) => `${w.name} sagt ${w.pal} das Gedicht auf. Jedes Wort! Klatsch, klatsch!`,
  sport: (w) => `${w.name} denkt an das Spiel. Lauf, lauf, lauf!`,
  'lost-tooth': (w) => `Wackel, wackel, raus ist der Zahn! ${w.name} hat jetzt eine Lücke.`,
  school: (w) => `${w.name} denkt an den ersten Schultag. Große, große Schritte!`,
  kindergarten: (w) => `${w.name} denkt an den ersten Tag im Kindergarten. Winke, winke!`,
  'own-bed': (w) => `${w.name} schläft jetzt im eigenen Bett! Kuschel, kuschel, kuschel!`,
  potty: (w) => `${w.name} geht jetzt aufs Töpfchen! Gut gemacht, gut gemacht!`,
  'new-sibling': (w) => `${w.name} ist jetzt ${w.grosses}! Eia, eia, popeia!`,
  doctor: (w) => `${w.name} denkt an den Arztbesuch. Mutig, mutig, mutig!`,
};

/** What no memory recognises, told just as simply. */
export const littleMemoryEn = (w: EnWords) => `${w.name} thinks of a happy, proud day. Proud, proud, proud!`;
export const littleMemoryDe = (w: DeWords) => `${w.name} denkt an einen stolzen Tag. Stolz, stolz, stolz!`;
