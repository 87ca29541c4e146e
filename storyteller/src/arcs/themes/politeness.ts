import type { ThemeBeats } from '../types.ts';
import { de, en } from '../types.ts';

// Please and thank you, and listening. The child rushes in (grabs, demands, runs off before the
// words are out) and it goes wrong; then tries again the kind or the careful way and it goes right.
// The masteries speak of trying again with the magic words or with open ears, never of one
// challenge's door, present or game, so each follows any challenge of its theme.

/** Told only to children of five and over (the little ones have their own, shorter variants). */
const BIG = { ages: ['big'] } as const;

const pleaseAndThankYou: ThemeBeats = {
  id: 'please-and-thank-you',
  challenge: {
    en: [
      en(
        (s) =>
          `They came to a little round door with a bell beside it, and behind it lived somebody who made the most wonderful warm cocoa. ${s.name} banged on the door. "Give us some cocoa!" ${s.he} called, without even saying hello. The door stayed firmly shut.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.where.creature.The} held out a handful of shining berries to ${s.name}, and ${s.name}, far too excited to say a single word, grabbed them and ran off. ${s.where.creature.The} watched ${s.him} go, looking a little sad.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} had a little lantern, and ${s.name} wanted it. "Gimme that!" ${s.he} said, and reached out to take it. ${s.pal} held it close. "What's the magic word?" ${s.palHe} asked.`,
        BIG,
      ),
      en((s) => `"Give me!" says ${s.name}. Oh, oh. What's the magic word?`, { ages: ['little'] }),
      en((s) => `Grab! ${s.name} runs off. No thank you? Oh.`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `Sie kamen an eine kleine runde Tür mit einer Glocke daneben, und dahinter wohnte jemand, der den allerbesten warmen Kakao machte. ${s.name} klopfte laut an die Tür. „Gib uns Kakao!“, rief ${s.er}, ohne auch nur Hallo zu sagen. Die Tür blieb fest zu.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.where.creature.Der.nom} hielt ${s.name} eine Handvoll glänzender Beeren hin, und ${s.name}, viel zu aufgeregt für ein einziges Wort, schnappte sie sich und rannte los. ${s.where.creature.Der.nom} schaute ${s.ihm} ein bisschen traurig nach.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} hatte eine kleine Laterne, und ${s.name} wollte sie haben. „Gib her!“, sagte ${s.er} und griff einfach danach. ${s.pal} hielt sie fest. „Wie heißt das Zauberwort?“, fragte ${s.palEr}.`,
        BIG,
      ),
      de((s) => `„Gib her!“, sagt ${s.name}. Oje. Wie heißt das Zauberwort?`, { ages: ['little'] }),
      de((s) => `Schnapp! ${s.name} rennt weg. Kein Danke? Oh.`, { ages: ['little'] }),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `${s.name} stopped. Something was missing: two small words. ${s.He} went back and tried again, nicely this time. "Please may I?" ${s.he} asked, and afterwards, with a smile, "Thank you very much." It was like magic. All at once everything was warm and friendly, and everybody was smiling.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} went a little pink. Of course: the magic words! So ${s.he} tried again, gently this time: "Hello. Please may I?" And it worked, just like that. "Thank you," said ${s.name}, and felt how those little words made everything warm and friendly.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} thought about how it feels when somebody says please and thank you to you: as if they had really noticed you. So ${s.he} turned round. "Sorry. Please may I? And thank you, thank you very much." A big smile came back. Two little words, ${s.name} thought, and the whole night gets brighter.`,
        BIG,
      ),
      en((s) => `"Please?" says ${s.name}. "Thank you!" Magic words, magic words!`, { ages: ['little'] }),
      en((s) => `Please and thank you, please and thank you! Well done, ${s.name}!`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `${s.name} blieb stehen. Da fehlte etwas: zwei kleine Wörter. ${s.Er} ging zurück und versuchte es noch einmal, diesmal freundlich. „Bitte, darf ich?“, fragte ${s.er}, und hinterher, mit einem Lächeln: „Vielen Dank!“ Es war wie Zauberei. Auf einmal war alles warm und freundlich, und alle lächelten.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} wurde ein kleines bisschen rot. Natürlich: die Zauberwörter! Also versuchte ${s.er} es noch einmal, ganz sanft: „Hallo. Bitte, darf ich?“ Und schon klappte es. „Danke“, sagte ${s.name} und spürte, wie diese kleinen Wörter alles warm und freundlich machten.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} dachte daran, wie es sich anfühlt, wenn jemand zu einem Bitte und Danke sagt: als hätte man einen wirklich gesehen. Also drehte ${s.er} sich um. „Entschuldigung. Bitte, darf ich? Und danke, vielen, vielen Dank.“ Ein großes Lächeln kam zurück. Zwei kleine Wörter, dachte ${s.name}, und schon wird die ganze Nacht heller.`,
        BIG,
      ),
      de((s) => `„Bitte?“, sagt ${s.name}. „Danke!“ Zauberwörter, Zauberwörter!`, { ages: ['little'] }),
      de((s) => `Bitte und danke, bitte und danke! Gut gemacht, ${s.name}!`, { ages: ['little'] }),
    ],
  },
};

const listening: ThemeBeats = {
  id: 'listening',
  challenge: {
    en: [
      en(
        (s) =>
          `${s.pal} explained a tricky game: "Step only on the shiny stones, and stop when you hear the bell." But ${s.name} was far too excited to listen properly. ${s.He} dashed off at once, stepped on all the wrong stones and got into a terrible muddle.`,
        BIG,
      ),
      en(
        (s) =>
          `"Wait, ${s.name}!" called ${s.pal}. "Listen first!" But ${s.name} was already hurrying ahead, and soon ${s.he} ${s.was} standing at a dead end, all in a tangle, while ${s.pal} had known the right way all along.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.where.creature.The} was telling them the way: left at the crooked stone, then straight on until the... But ${s.name} was busy chattering and didn't hear a word. A few steps later, ${s.he} had no idea at all which way to go.`,
        BIG,
      ),
      en((s) => `Listen, listen, ${s.name}! Oh! ${s.name} runs off.`, { ages: ['little'] }),
      en((s) => `${s.pal} says: wait! But ${s.name} runs, runs, runs. Oops!`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `${s.pal} erklärte ein kniffliges Spiel: „Tritt nur auf die glänzenden Steine, und bleib stehen, wenn du die Glocke hörst.“ Aber ${s.name} war viel zu aufgeregt, um richtig zuzuhören. ${s.Er} flitzte sofort los, trat auf lauter falsche Steine und kam völlig durcheinander.`,
        BIG,
      ),
      de(
        (s) =>
          `„Warte, ${s.name}!“, rief ${s.pal}. „Erst zuhören!“ Aber ${s.name} war schon vorausgelaufen, und bald stand ${s.er} vor einer Sackgasse und wusste nicht weiter, während ${s.pal} den richtigen Weg die ganze Zeit gekannt hatte.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.where.creature.Der.nom} erklärte ihnen den Weg: links am krummen Stein vorbei, dann immer geradeaus bis zum … Aber ${s.name} plapperte die ganze Zeit und hörte kein einziges Wort. Ein paar Schritte später hatte ${s.er} keine Ahnung mehr, wo es langging.`,
        BIG,
      ),
      de((s) => `Hör mal, hör mal, ${s.name}! Oh! ${s.name} rennt los.`, { ages: ['little'] }),
      de((s) => `${s.pal} sagt: Warte! Aber ${s.name} rennt, rennt, rennt. Hoppla!`, { ages: ['little'] }),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `"Let's try again," said ${s.pal}. This time ${s.name} looked right at ${s.pal}, kept very still, and listened to every single word with ${s.his} ears wide open. And because ${s.he} listened, it went right the very first time. "Listening makes it easy!" said ${s.name}.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} stopped, turned round and came back. "Can you say it again?" ${s.he} asked. "I'm listening now." And ${s.he} ${s.was}: eyes on the one who was talking, mouth closed, ears open. After that, everything went right, as easy as anything.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} had an idea: listening ears! ${s.He} cupped ${s.his} hands behind ${s.his} ears to make them big, and listened so hard that ${s.he} caught every word. Then ${s.he} did exactly what had been said, step by step, and it worked. "Listening is a bit like a superpower," said ${s.name}.`,
        BIG,
      ),
      en((s) => `Shh. ${s.name} listens, listens, listens. Well done!`, { ages: ['little'] }),
      en((s) => `Big listening ears! Now ${s.name} knows the way. Hooray!`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `„Noch mal von vorn“, sagte ${s.pal}. Diesmal schaute ${s.name} ganz genau hin, hielt ganz still und hörte jedes einzelne Wort, mit weit offenen Ohren. Und weil ${s.er} zugehört hatte, klappte es gleich beim ersten Mal. „Mit Zuhören ist es ja ganz leicht!“, sagte ${s.name}.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} blieb stehen, drehte sich um und kam zurück. „Kannst du es noch mal sagen?“, fragte ${s.er}. „Jetzt hör ich zu.“ Und das tat ${s.er}: die Augen bei dem, der spricht, den Mund zu, die Ohren auf. Danach ging alles wie von selbst.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} hatte eine Idee: Lauschohren! ${s.Er} legte die Hände hinter die Ohren, um sie groß zu machen, und hörte so genau hin, dass ${s.er} jedes Wort mitbekam. Dann machte ${s.er} alles genau so, wie es gesagt worden war, Schritt für Schritt, und es klappte. „Zuhören ist fast wie eine Superkraft“, sagte ${s.name}.`,
        BIG,
      ),
      de((s) => `Pst. ${s.name} hört zu, hört zu, hört zu. Gut gemacht!`, { ages: ['little'] }),
      de((s) => `Große Lauschohren! Jetzt weiß ${s.name}, wo es langgeht. Hurra!`, { ages: ['little'] }),
    ],
  },
};

export const POLITENESS_THEMES: readonly ThemeBeats[] = [pleaseAndThankYou, listening];
