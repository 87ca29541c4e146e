import type { ThemeBeats } from '../types.ts';
import { de, en } from '../types.ts';
import { BIG, LITTLE } from './ages.ts';

// Finding enough in what is already here: gratitude (good things counted, thank-yous said, the
// grown-ups at home among them when the plan has them) and a night without a screen, where the
// place itself, a shadow play and a story made up together are better than any game.

const gratitude: ThemeBeats = {
  id: 'gratitude',
  challenge: {
    en: [
      en(
        (s) =>
          `${s.name} was a little grumpy that night, and even ${s.where.in} everything seemed a bit grey. "Nothing good happened today," ${s.he} told ${s.pal}. "Nothing at all."`,
        BIG,
      ),
      en(
        (s) =>
          `${s.sight()} All the way along, ${s.name} kept wanting more: more to see, more to do, more of everything, and a little frown sat between ${s.his} eyebrows. "It's never enough," ${s.he} sighed, and kicked a stone.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} shared the very last of ${s.palHis} treats with ${s.name}, and ${s.name} gobbled it up and asked, without even looking up, "Is there any more?" ${s.pal} went a little quiet.`,
        BIG,
      ),
      en((s) => `Grumble, grumble. "Nothing was nice today," says ${s.name}.`, LITTLE),
      en((s) => `More, more, more! ${s.name} wants more.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `${s.name} war an diesem Abend ein bisschen grummelig, und sogar ${s.where.in} kam ${s.ihm} alles ein wenig grau vor. „Heute ist gar nichts Schönes passiert“, sagte ${s.er}. „Überhaupt nichts.“`,
        BIG,
      ),
      de(
        (s) =>
          `${s.sight()} Den ganzen Weg über wollte ${s.name} immer nur mehr: mehr sehen, mehr machen, mehr von allem, und zwischen den Augenbrauen saß eine kleine Falte. „Es ist nie genug“, seufzte ${s.er} und kickte einen Stein weg.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} teilte das allerletzte Stück ${s.palSein('er')} Leckerei mit ${s.name}, und ${s.name} schlang es hinunter und fragte, ohne auch nur aufzuschauen: „Gibt es noch mehr?“ ${s.pal} wurde ein bisschen still.`,
        BIG,
      ),
      de((s) => `Grummel, grummel. „Heute war nichts schön“, sagt ${s.name}.`, LITTLE),
      de((s) => `Mehr, mehr, mehr! ${s.name} will mehr.`, LITTLE),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `${s.pal} held up a tiny glass jar. "Let's catch the good things," ${s.palHe} said. "One for every good thing today, however small." ${s.name} thought. The sunshine this morning: a spark as bright as a firefly flew into the jar. A hug: another. A joke that made ${s.him} giggle: a third. ${s.pal}, right here: a fourth, the brightest yet. Soon the jar glowed so warmly that everything around them shimmered. "There were lots of good things after all," ${s.name} said softly.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} looked around, slowly and properly. Then ${s.he} began to say thank you: to ${s.pal} for coming along, to ${s.where.guideName} for showing the way, to the night for being so soft. With every thank-you ${s.name} felt a little warmer inside, as if ${s.he} were filling up with light. "Thank you is nice to say," ${s.he} said, surprised.`,
        BIG,
      ),
      en(
        (s) =>
          `"Let's count what we've already got," said ${s.pal}. A cosy bed waiting at home. Someone who reads stories. A friend right here. A sky full of lights. The list grew longer and longer, until ${s.name} ran out of fingers. "I've got such a lot," ${s.he} said, and all the grumpiness was gone.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} counted on ${s.his} fingers the things ${s.he} already had: a cosy bed, ${s.grownups.names} at home, a full tummy, and ${s.pal} right here. ${s.He} ran out of fingers long before ${s.he} ran out of things. "I've got such a lot," ${s.he} said, and all the grumpiness was gone.`,
        { needs: ['grownups'], ages: ['big'] },
      ),
      en((s) => `"Thank you, moon! Thank you, stars! Thank you, ${s.pal}!" says ${s.name}.`, LITTLE),
      en((s) => `One, two, three good things! ${s.name} counts them all.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `${s.pal} hielt ein winziges Glas hoch. „Lass uns die schönen Dinge einfangen“, sagte ${s.palEr}. „Eins für jedes schöne Ding von heute, egal wie klein.“ ${s.name} überlegte. Der Sonnenschein am Morgen: Ein Funke, hell wie ein Glühwürmchen, flog ins Glas. Eine Umarmung: noch einer. Ein Witz zum Kichern: ein dritter. ${s.pal}, genau hier: ein vierter, der hellste von allen. Bald leuchtete das Glas so warm, dass alles ringsum schimmerte. „Es gab ja doch ganz viel Schönes“, sagte ${s.name} leise.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} schaute sich um, langsam und richtig. Dann fing ${s.er} an, Danke zu sagen: ${s.pal} fürs Mitkommen, ${s.where.guideName} fürs Wegzeigen, der Nacht dafür, dass sie so weich war. Mit jedem Danke wurde es ${s.ihm} ein bisschen wärmer ums Herz, als würde ${s.name} sich mit Licht füllen. „Danke sagen fühlt sich schön an“, sagte ${s.er} überrascht.`,
        BIG,
      ),
      de(
        (s) =>
          `„Lass uns zählen, was wir schon haben“, sagte ${s.pal}. Ein kuscheliges Bett, das zu Hause wartet. Jemand, der Geschichten vorliest. Ein Freund, genau hier. Ein Himmel voller Lichter. Die Liste wurde länger und länger, bis ${s.name} die Finger ausgingen. „Ich hab ja so viel“, sagte ${s.er}, und alles Grummelige war verschwunden.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} zählte an den Fingern ab, was ${s.er} schon alles hatte: ein kuscheliges Bett, ${s.grownups.names} zu Hause, einen vollen Bauch und ${s.pal}, genau hier. Die Finger gingen viel eher aus als die Dinge. „Ich hab ja so viel“, sagte ${s.er}, und alles Grummelige war verschwunden.`,
        { needs: ['grownups'], ages: ['big'] },
      ),
      de((s) => `„Danke, Mond! Danke, Sterne! Danke, ${s.pal}!“, sagt ${s.name}.`, LITTLE),
      de((s) => `Eins, zwei, drei schöne Dinge! ${s.name} zählt sie alle.`, LITTLE),
    ],
  },
};

const screenTime: ThemeBeats = {
  id: 'screen-time',
  challenge: {
    en: [
      en(
        (s) =>
          `${s.sight()} But ${s.name} hardly looked. ${s.His} fingers kept swiping at the air, as if there were a screen in front of ${s.him}. "I wish I had the tablet," ${s.he} sighed. "Just one more game."`,
        BIG,
      ),
      en(
        (s) =>
          `"What do we do now?" asked ${s.name}, and flopped down. "At home I'd be watching cartoons." There was no screen anywhere ${s.where.again}, not a single one, and ${s.name} did not know what to do with ${s.his} hands.`,
        BIG,
      ),
      en(
        (s) =>
          `"At home I always want the tablet," ${s.name} told ${s.pal}. "One more game, and then one more, and then it's bedtime and I'm cross." ${s.pal} looked at ${s.him} for a long moment. "Tonight there's no tablet," ${s.palHe} said. "Let's see what we find instead." ${s.name} did not look convinced.`,
        BIG,
      ),
      en((s) => `Where is the tablet? ${s.name} wants the tablet. Tap, tap, tap.`, LITTLE),
      en((s) => `No screen tonight. Oh! What now, ${s.pal}? ${s.name} does not know.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `${s.sight()} Aber ${s.name} schaute kaum hin. ${s.Sein('e')} Finger wischten immer wieder durch die Luft, als wäre da ein Bildschirm. „Ich wünschte, ich hätte das Tablet“, seufzte ${s.er}. „Nur noch ein Spiel.“`,
        BIG,
      ),
      de(
        (s) =>
          `„Und was machen wir jetzt?“, fragte ${s.name} und ließ sich plumpsen. „Zu Hause würde ich jetzt Zeichentrick gucken.“ Nirgendwo ${s.where.again} gab es einen Bildschirm, nicht einen einzigen, und ${s.name} wusste nicht, wohin mit den Händen.`,
        BIG,
      ),
      de(
        (s) =>
          `„Zu Hause will ich immer das Tablet“, erzählte ${s.name}. „Noch ein Spiel und noch eins, und dann ist Schlafenszeit, und ich bin sauer.“ ${s.pal} schaute ${s.ihn} lange an. „Heute Nacht gibt es kein Tablet“, sagte ${s.palEr}. „Mal sehen, was wir stattdessen finden.“ ${s.name} sah nicht sehr überzeugt aus.`,
        BIG,
      ),
      de((s) => `Wo ist das Tablet? ${s.name} will das Tablet. Tipp, tipp, tipp.`, LITTLE),
      de((s) => `Heute kein Bildschirm. Oh! Was jetzt, ${s.pal}? ${s.name} weiß es nicht.`, LITTLE),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `They built a den of soft things, told each other stories and made shadow animals dance in the light of a lantern: a rabbit, a wolf, a bird that flapped right off into the dark. By the time the moon was high, ${s.name} had not thought about a screen once. "Playing with you is better than any game on a tablet," ${s.he} said, and ${s.pal} beamed.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} waved a ${s.paw} at everything around them. "I spy with my little eye," ${s.palHe} began, and off they went: something shiny, something round, something that was moving very, very slowly. Then they made up a story together, one sentence each, and it got sillier and sillier. "The best pictures are the ones in my head," said ${s.name}, and the screen was quite forgotten.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} began to look. Really look. There was so much: colours no screen had ever shown ${s.him}, sounds that came from everywhere at once, and when ${s.name} waved, ${s.where.creature.a} waved back. "It's like a screen," ${s.name} whispered, "only bigger, and I'm inside it."`,
        BIG,
      ),
      en((s) => `Look, look, the stars! Stars and stories, stories and stars. Happy ${s.name}!`, LITTLE),
      en((s) => `Shadow bunny, hop, hop! Shadow birdie, flap, flap! ${s.name} laughs.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `Sie bauten eine Höhle aus weichen Sachen, erzählten sich Geschichten und ließen im Licht einer Laterne Schattentiere tanzen: einen Hasen, einen Wolf, einen Vogel, der einfach in die Dunkelheit davonflatterte. Als der Mond hoch am Himmel stand, hatte ${s.name} kein einziges Mal an einen Bildschirm gedacht. „Mit dir spielen ist schöner als jedes Spiel auf dem Tablet“, sagte ${s.er}, und ${s.pal} strahlte.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} zeigte ringsum. „Ich sehe was, was du nicht siehst“, fing ${s.palEr} an, und los ging es: etwas Glänzendes, etwas Rundes, etwas, das sich ganz, ganz langsam bewegte. Dann dachten sie sich zusammen eine Geschichte aus, jeder einen Satz, und sie wurde immer alberner. „Die schönsten Bilder sind die in meinem Kopf“, sagte ${s.name}, und der Bildschirm war ganz vergessen.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} fing an zu schauen. Richtig zu schauen. Da war so viel: Farben, die ${s.ihm} noch kein Bildschirm gezeigt hatte, und Geräusche, die von überall zugleich kamen. Und als ${s.name} winkte, winkte ${s.where.creature.ein.nom} zurück. „Das ist wie ein Bildschirm“, flüsterte ${s.name}, „nur größer, und ich bin mittendrin.“`,
        BIG,
      ),
      de(
        (s) => `Schau, schau, die Sterne! Sterne und Geschichten, Geschichten und Sterne. Wie schön, ${s.name}!`,
        LITTLE,
      ),
      de((s) => `Schattenhase, hopp, hopp! Schattenvogel, flatter, flatter! ${s.name} lacht.`, LITTLE),
    ],
  },
};

export const WHAT_IS_HERE_THEMES: readonly ThemeBeats[] = [gratitude, screenTime];
