import type { ThemeBeats } from '../types.ts';
import { de, en } from '../types.ts';

// Fears of loud and living things: a thunderstorm, a big dog, a bee or a spider. The fear is taken
// seriously and never laughed at; it shrinks with company, something true to know (counting from
// flash to boom, a dog's hello, a bee that only wants flowers) and one small brave step. A mastery
// follows any challenge of its theme, so the bee-or-spider masteries say „it“ / „sie“ (die Biene,
// die Spinne, die Hummel) and never which one it was.

/** Told only to children of five and over (the little ones have their own, shorter variants). */
const BIG = { ages: ['big'] } as const;

const thunderstorm: ThemeBeats = {
  id: 'thunderstorm',
  challenge: {
    en: [
      en(
        (s) =>
          `All of a sudden a great BOOM rolled across the sky, and then another, rumbling and grumbling all around them. ${s.name} clapped both hands over ${s.his} ears. "Thunder!" ${s.he} cried. "I don't like thunder!" ${s.pal} pressed in close beside ${s.him} and stayed there.`,
        BIG,
      ),
      en(
        (s) =>
          `A flash lit up everything, bright as day, and then came a crack and a rumble so loud that ${s.name} jumped right off the ground. "Is it coming to get us?" ${s.he} whispered, and held on to ${s.pal} with both hands.`,
        BIG,
      ),
      en(
        (s) =>
          `Far away the sky began to grumble. Then big, fat raindrops came pattering down, and a flash, and a BOOM that shook the air. ${s.name} wanted to hide, to curl up small and make it stop. "It's too loud," ${s.he} said, and ${s.his} voice wobbled. "Make it go away."`,
        BIG,
      ),
      en((s) => `Boom! Boom! goes the thunder. ${s.name} holds ${s.pal} tight.`, { ages: ['little'] }),
      en((s) => `Flash! Bang! Rumble, rumble. Oh, ${s.name}! Hands on ears.`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `Plötzlich rollte ein gewaltiges RUMMS über den Himmel, und dann noch eins, grollend und brummend, rings um sie herum. ${s.name} hielt sich mit beiden Händen die Ohren zu. „Donner!“, rief ${s.er}. „Ich mag keinen Donner!“ ${s.pal} drückte sich ganz nah an ${s.ihn} und blieb da.`,
        BIG,
      ),
      de(
        (s) =>
          `Ein Blitz machte alles taghell, und dann krachte und grollte es so laut, dass ${s.name} einen Satz in die Luft machte. „Kommt das zu uns?“, flüsterte ${s.er} und hielt sich mit beiden Händen an ${s.pal} fest.`,
        BIG,
      ),
      de(
        (s) =>
          `Weit weg fing der Himmel an zu grummeln. Dann prasselten dicke Regentropfen herunter, es blitzte, und ein RUMMS ließ die Luft zittern. ${s.name} wollte sich verstecken, sich ganz klein machen, damit es aufhört. „Das ist zu laut“, sagte ${s.er}, und die Stimme wackelte. „Mach, dass es weggeht.“`,
        BIG,
      ),
      de((s) => `Bumm! Bumm! macht der Donner. ${s.name} hält ${s.pal} ganz fest.`, { ages: ['little'] }),
      de((s) => `Blitz! Krach! Grummel, grummel. Oh, ${s.name}! Hände auf die Ohren.`, { ages: ['little'] }),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `"Let's count," said ${s.pal}. "When the flash comes, we count until the boom. The more we count, the further away the storm is." Flash! "One elephant, two elephants, three elephants," they counted, and then the boom came. The next time they got to five. Then to eight. "It's walking away," said ${s.name}, and sat up a little, to listen to it go.`,
        BIG,
      ),
      en(
        (s) =>
          `They found a dry, snug spot and sat close together, listening to the rain. "Thunder is the noise the lightning makes," ${s.pal} said softly. "A very big noise. But it's only a sound. It can't touch us here." ${s.name} listened to the next boom, and the next, and they were still loud, but they were only loud. "I'm still a bit scared," ${s.he} said. "But I'm all right." And ${s.he} ${s.was}.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} found a hollow log and began to drum on it, softly at first. When the sky went BOOM, ${s.pal} went boom-boom. ${s.name} watched, and then, very carefully, let go with one hand and drummed too. BOOM, said the sky. Boom-boom-boom, said ${s.name}. The thunder did not seem quite so big with somebody answering it.`,
        BIG,
      ),
      en((s) => `Count, count: one, two, three. Boom, far away now. ${s.name} is brave.`, { ages: ['little'] }),
      en((s) => `Pitter, patter, goes the rain. Boom, says the sky, softly now. Snug, snug, ${s.name}.`, {
        ages: ['little'],
      }),
    ],
    de: [
      de(
        (s) =>
          `„Lass uns zählen“, sagte ${s.pal}. „Wenn es blitzt, zählen wir bis zum Donner. Je weiter wir kommen, desto weiter weg ist das Gewitter.“ Blitz! „Einundzwanzig, zweiundzwanzig, dreiundzwanzig“, zählten sie, und dann kam der Donner. Beim nächsten Mal kamen sie bis fünfundzwanzig. Dann bis achtundzwanzig. „Es zieht weiter“, sagte ${s.name} und richtete sich ein bisschen auf, um zuzuhören, wie es davonzog.`,
        BIG,
      ),
      de(
        (s) =>
          `Sie fanden ein trockenes, geschütztes Plätzchen und setzten sich dicht nebeneinander, um dem Regen zuzuhören. „Donner ist das Geräusch, das der Blitz macht“, sagte ${s.pal} leise. „Ein sehr großes Geräusch. Aber es ist nur ein Geräusch. Hier kann es uns nichts tun.“ ${s.name} horchte auf den nächsten Donner und auf den übernächsten. Sie waren immer noch laut, aber eben nur laut. „Ein bisschen Angst hab ich noch“, sagte ${s.er}. „Aber es geht.“ Und so war es auch.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} fand einen hohlen Baumstamm und trommelte darauf, erst ganz leise. Wenn der Himmel RUMMS machte, machte ${s.pal} bumm-bumm. ${s.name} schaute zu, nahm dann ganz vorsichtig eine Hand weg und trommelte mit. RUMMS, sagte der Himmel. Bumm-bumm-bumm, sagte ${s.name}. Der Donner kam einem gar nicht mehr so riesig vor, wenn jemand ihm antwortete.`,
        BIG,
      ),
      de((s) => `Zählen, zählen: eins, zwei, drei. Bumm, jetzt ganz weit weg. ${s.name} ist mutig.`, {
        ages: ['little'],
      }),
      de((s) => `Pitsch, patsch, macht der Regen. Bumm, macht der Himmel, jetzt ganz leise. Kuschelig, ${s.name}.`, {
        ages: ['little'],
      }),
    ],
  },
};

const bigDogs: ThemeBeats = {
  id: 'big-dogs',
  challenge: {
    en: [
      en(
        (s) =>
          `Then a big, shaggy dog came padding towards them, much, much bigger than ${s.name}. ${s.name} stopped dead and held on to ${s.pal}. "What if it jumps at me?" ${s.he} whispered. ${s.pal} stayed close. "Let's stand still and watch it for a moment," ${s.palHe} said.`,
        BIG,
      ),
      en(
        (s) =>
          `Somewhere close by, a dog barked, loud and deep: WOOF. ${s.name} jumped and grabbed ${s.pal}. "I don't like big dogs," ${s.he} said in a small voice. "They're so big, and so loud, and they come so fast."`,
        BIG,
      ),
      en(
        (s) =>
          `Round the bend came bounding an enormous dog with a tail like a feather duster, heading straight for them. Every bit of ${s.name} wanted to turn and run. "Don't run," whispered ${s.pal}, holding on. "Dogs think running is a game of chase. Let's be trees instead."`,
        BIG,
      ),
      en((s) => `Woof! Woof! A big, big dog! ${s.name} holds ${s.pal} tight.`, { ages: ['little'] }),
      en((s) => `Here comes a dog. Big paws. Big nose. Big WOOF! Oh, ${s.name}!`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `Da kam ein großer, zotteliger Hund herangetrottet, viel, viel größer als ${s.name}. ${s.name} blieb wie angewurzelt stehen und hielt sich an ${s.pal} fest. „Und wenn er mich anspringt?“, flüsterte ${s.er}. ${s.pal} blieb ganz nah. „Lass uns still stehen und ihn erst mal anschauen“, sagte ${s.palEr}.`,
        BIG,
      ),
      de(
        (s) =>
          `Ganz in der Nähe bellte ein Hund, laut und tief: WAU. ${s.name} zuckte zusammen und packte ${s.pal}. „Ich mag keine großen Hunde“, sagte ${s.er} ganz leise. „Die sind so groß und so laut, und sie kommen so schnell.“`,
        BIG,
      ),
      de(
        (s) =>
          `Um die Ecke kam ein riesiger Hund gesprungen, mit einem Schwanz wie ein Staubwedel, und er lief genau auf sie zu. Alles in ${s.name} wollte sich umdrehen und wegrennen. „Nicht rennen“, flüsterte ${s.pal} und hielt ${s.ihn} fest. „Hunde denken sonst, das ist ein Fangspiel. Wir sind jetzt Bäume.“`,
        BIG,
      ),
      de((s) => `Wau! Wau! Ein großer, großer Hund! ${s.name} hält ${s.pal} ganz fest.`, { ages: ['little'] }),
      de((s) => `Da kommt ein Hund. Große Pfoten. Große Nase. Großes WAU! Oh, ${s.name}!`, { ages: ['little'] }),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `${s.name} stood as still as a tree, hands low and quiet, just as ${s.pal} showed ${s.him}. The big dog came up, sniffed the air politely, sat down and yawned an enormous, sleepy yawn. "Hello, big dog," said ${s.name}, in a voice that only shook a tiny bit. The dog thumped its tail on the ground, thump, thump, and ${s.name} felt steady all the way down to ${s.his} toes.`,
        BIG,
      ),
      en(
        (s) =>
          `"Look at its tail," whispered ${s.pal}. "Wagging and wiggly means hello. And a bark is just a dog asking who's there." ${s.name} looked. The big dog's whole back end was wagging. When it lay down with its nose on its paws, ${s.name} took one small step closer, and then stopped, which was exactly close enough. "Hello," ${s.he} said. The dog's ears went up, pleased.`,
        BIG,
      ),
      en(
        (s) =>
          `"You don't have to stroke it," said ${s.pal}. "You don't even have to say hello. We just let it be." So ${s.name} stood beside ${s.pal}, still and calm, while the big dog sniffed about, wagged, and trotted off on its own busy way. ${s.name} let out a long breath. "I stayed," ${s.he} said. "It was big, and I stayed." ${s.pal} squeezed ${s.his} hand.`,
        BIG,
      ),
      en(() => `Stand still like a tree. Sniff, sniff. Wag, wag. Hello, doggy!`, { ages: ['little'] }),
      en((s) => `The big dog lies down. Yawn! ${s.name} waves. Bye-bye, doggy. Brave ${s.name}!`, {
        ages: ['little'],
      }),
    ],
    de: [
      de(
        (s) =>
          `${s.name} stand so still wie ein Baum, die Hände ruhig unten, genau wie ${s.pal} es ${s.ihm} gezeigt hatte. Der große Hund kam heran, schnupperte höflich in die Luft, setzte sich hin und gähnte ein riesiges, müdes Gähnen. „Hallo, großer Hund“, sagte ${s.name}, und die Stimme zitterte nur noch ein winziges bisschen. Der Hund klopfte mit dem Schwanz auf den Boden, tock, tock, und ${s.name} fühlte sich fest bis in die Zehen.`,
        BIG,
      ),
      de(
        (s) =>
          `„Schau mal auf seinen Schwanz“, flüsterte ${s.pal}. „Wedeln und Wackeln heißt Hallo. Und Bellen heißt nur: Wer ist da?“ ${s.name} schaute hin. Beim großen Hund wedelte das ganze Hinterteil mit. Als er sich hinlegte, die Nase auf den Pfoten, machte ${s.name} einen kleinen Schritt näher und blieb dann stehen, und das war genau nah genug. „Hallo“, sagte ${s.er}. Der Hund spitzte zufrieden die Ohren.`,
        BIG,
      ),
      de(
        (s) =>
          `„Du musst ihn nicht streicheln“, sagte ${s.pal}. „Du musst nicht einmal Hallo sagen. Wir lassen ihn einfach.“ Also stand ${s.name} neben ${s.pal}, still und ruhig, während der große Hund herumschnupperte, wedelte und dann seiner Wege trottete. ${s.name} atmete lange aus. „Ich bin stehen geblieben“, sagte ${s.er}. „Er war so groß, und ich bin stehen geblieben.“ ${s.pal} drückte ${s.sein('e')} Hand.`,
        BIG,
      ),
      de(() => `Still stehen wie ein Baum. Schnupper, schnupper. Wedel, wedel. Hallo, Hund!`, {
        ages: ['little'],
      }),
      de((s) => `Der große Hund legt sich hin. Gähn! ${s.name} winkt. Tschüss, Hund. Mutig, mutig, ${s.name}!`, {
        ages: ['little'],
      }),
    ],
  },
};

const beesAndSpiders: ThemeBeats = {
  id: 'bees-and-spiders',
  challenge: {
    en: [
      en(
        (s) =>
          `Bzzz! A fat, fuzzy bee came buzzing past, right in front of ${s.name}'s nose. ${s.name} froze. "A bee!" ${s.he} squeaked, and every bit of ${s.him} wanted to flap and run. "Stand still, like a tree," whispered ${s.pal}. "Bees are busy. It's only looking for flowers."`,
        BIG,
      ),
      en(
        (s) =>
          `Right beside the path hung a big web, and in the middle of it sat a spider with long, long legs. ${s.name} took a big step back. "I don't like spiders," ${s.he} whispered. "They're creepy." ${s.pal} stayed close. "Look at the web first," ${s.palHe} said softly. "Not the spider. Just the web."`,
        BIG,
      ),
      en(
        (s) =>
          `A tiny spider came dangling down on a silver thread, lower and lower, until it hung right in front of ${s.name}. "Take it away!" ${s.name} squeaked, and ducked behind ${s.pal}. "It's much more scared of you than you are of it," said ${s.pal} gently. "It's just on its way somewhere."`,
        BIG,
      ),
      en((s) => `Bzzz, bzzz, a bee! ${s.pal} says: still, still, like a tree.`, { ages: ['little'] }),
      en((s) => `A spider! Long, long legs. Oh, oh, ${s.name}! Hold ${s.pal}'s ${s.paw}.`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `Summ! Eine dicke, pelzige Biene brummte vorbei, direkt vor ${s.sein('er')} Nase. ${s.name} erstarrte. „Eine Biene!“, quiekte ${s.er}, und alles in ${s.ihm} wollte mit den Armen fuchteln und wegrennen. „Steh still wie ein Baum“, flüsterte ${s.pal}. „Bienen haben viel zu tun. Die sucht nur nach Blumen.“`,
        BIG,
      ),
      de(
        (s) =>
          `Direkt neben dem Weg hing ein großes Netz, und in der Mitte saß eine Spinne mit langen, langen Beinen. ${s.name} machte einen großen Schritt zurück. „Ich mag keine Spinnen“, flüsterte ${s.er}. „Die sind gruselig.“ ${s.pal} blieb ganz nah. „Schau dir zuerst das Netz an“, sagte ${s.palEr} leise. „Nicht die Spinne. Nur das Netz.“`,
        BIG,
      ),
      de(
        (s) =>
          `Eine winzige Spinne seilte sich an einem silbernen Faden herunter, tiefer und tiefer, bis sie direkt vor ${s.name} baumelte. „Mach sie weg!“, quiekte ${s.name} und duckte sich hinter ${s.pal}. „Sie hat viel mehr Angst vor dir als du vor ihr“, sagte ${s.pal} sanft. „Sie ist nur auf dem Weg irgendwohin.“`,
        BIG,
      ),
      de((s) => `Summ, summ, eine Biene! ${s.pal} sagt: still, still, wie ein Baum.`, { ages: ['little'] }),
      de((s) => `Eine Spinne! Lange, lange Beine. Oje, ${s.name}! Halt dich an ${s.pal} fest.`, {
        ages: ['little'],
      }),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `So ${s.name} stood as still as a tree and watched, very carefully, from where ${s.he} ${s.was}. The little creature was busy, so busy, with its own small work, and it did not want ${s.name} at all. After a while it went on its way. ${s.name} let out a long breath. "Goodbye, little busy one," ${s.he} whispered, and gave it a small, brave wave.`,
        BIG,
      ),
      en(
        (s) =>
          `"Do you know what it's doing?" asked ${s.pal}. "Bees carry pollen from flower to flower, so that things can grow. Spiders catch the flies. Little creatures like that only get cross if somebody grabs them or squashes them. If you leave it be, it leaves you be." ${s.name} looked again, properly this time, and saw how tiny it was, and how careful. The scared feeling shrank to the size of the little creature itself.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} and ${s.pal} took three slow breaths together, hands down by their sides. Then, from a safe step away, ${s.name} watched. It was beautiful, really, in a small and busy sort of way, with its delicate legs and its shining colours. When it was gone, ${s.name} said, "It was just doing its job." ${s.He} still did not want it on ${s.his} nose. But ${s.he} ${s.was} not running.`,
        BIG,
      ),
      en((s) => `Still, still. It goes away. Bye-bye! Brave, brave ${s.name}!`, { ages: ['little'] }),
      en((s) => `It is busy, busy, busy. Not with ${s.name}. Bye-bye, little one!`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `Also stand ${s.name} so still wie ein Baum und schaute zu, ganz genau, von da, wo ${s.er} war. Sie hatte viel zu tun, so viel, mit ihrer eigenen kleinen Arbeit, und von ${s.name} wollte sie überhaupt nichts. Nach einer Weile machte sie sich davon. ${s.name} atmete lange aus. „Tschüss, du kleine Fleißige“, flüsterte ${s.er} und winkte ihr mutig hinterher.`,
        BIG,
      ),
      de(
        (s) =>
          `„Weißt du, was sie da macht?“, fragte ${s.pal}. „Bienen tragen Blütenstaub von Blume zu Blume, damit alles wachsen kann. Spinnen fangen Fliegen. Solche kleinen Tiere werden nur böse, wenn man sie packt oder quetscht. Wenn du sie in Ruhe lässt, lässt sie dich auch in Ruhe.“ ${s.name} schaute noch einmal hin, diesmal richtig, und sah, wie winzig sie war und wie vorsichtig. Die Angst schrumpfte, bis sie nicht größer war als das kleine Tier selbst.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} und ${s.pal} atmeten dreimal langsam zusammen, die Hände ruhig an der Seite. Dann schaute ${s.name} zu, einen sicheren Schritt entfernt. Eigentlich war sie schön, auf eine kleine, fleißige Art, mit ihren zarten Beinchen und ihren glänzenden Farben. Als sie weg war, sagte ${s.name}: „Die hat einfach nur gearbeitet.“ Auf der Nase wollte ${s.er} sie trotzdem nicht haben. Aber weggerannt war ${s.er} nicht.`,
        BIG,
      ),
      de((s) => `Still, still. Und weg ist sie. Tschüss! Mutig, mutig, ${s.name}!`, { ages: ['little'] }),
      de((s) => `Sie hat viel zu tun, viel zu tun. Nicht mit ${s.name}. Tschüss, du Kleine!`, { ages: ['little'] }),
    ],
  },
};

export const FEAR_THEMES: readonly ThemeBeats[] = [thunderstorm, bigDogs, beesAndSpiders];
