import type { ThemeBeats } from '../types.ts';
import { de, en } from '../types.ts';
import { BIG, LITTLE } from './ages.ts';

// Doing it oneself: something tricky the child would rather hand over (a jug to pour, a latch, a
// button), and getting dressed, with the child's own clothes from the order when the plan has them.
// The companion never does it for them; slowly, and a second try, is how it is done.

const doingItMyself: ThemeBeats = {
  id: 'doing-it-myself',
  challenge: {
    en: [
      en(
        (s) =>
          `${s.pal} asked ${s.name} to pour the drinks for their picnic. "I can't," said ${s.name}. "A grown-up always does it for me." ${s.pal} just held out the jug, and waited.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.sight()} They came to a little gate with a tricky latch, and ${s.name} turned to ${s.pal} at once. "You do it," ${s.he} said. "Why don't you try first?" said ${s.pal}, and sat down to wait.`,
        BIG,
      ),
      en(
        (s) =>
          `A button on ${s.name}'s pyjamas had come undone, and the breeze was chilly. "Can you do it up for me?" ${s.he} asked, and held very still. ${s.pal} looked at ${s.palHis} ${s.paws}, and then at ${s.name}'s fingers, and smiled. "Yours are much better at buttons than mine."`,
        BIG,
      ),
      en((s) => `Me, me, me! But it is tricky. Help, ${s.pal}? Oh, ${s.name}.`, LITTLE),
      en((s) => `"You do it," says ${s.name}. "You try," says ${s.pal}.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `${s.pal} bat ${s.name}, die Becher für ihr Picknick einzuschenken. „Das kann ich nicht“, sagte ${s.name}. „Das machen immer die Großen für mich.“ ${s.pal} hielt ${s.ihm} nur die Kanne hin und wartete.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.sight()} Sie kamen an ein kleines Tor mit einem kniffligen Riegel, und ${s.name} drehte sich sofort zu ${s.pal} um. „Mach du das“, sagte ${s.er}. „Warum probierst du es nicht zuerst?“, fragte ${s.pal} und setzte sich zum Warten hin.`,
        BIG,
      ),
      de(
        (s) =>
          `Ein Knopf an ${s.sein('em')} Schlafanzug war aufgegangen, und der Wind war kühl. „Kannst du ihn zumachen?“, fragte ${s.name} und hielt ganz still. ${s.pal} schaute auf ${s.palSein('e')} ${s.paws} und dann auf die Finger von ${s.name} und lächelte. „Deine können Knöpfe viel besser als meine.“`,
        BIG,
      ),
      de((s) => `Ich, ich, ich! Aber es ist knifflig. Hilfst du, ${s.pal}? Oh, ${s.name}.`, LITTLE),
      de((s) => `„Mach du“, sagt ${s.name}. „Probier du“, sagt ${s.pal}.`, LITTLE),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `So ${s.name} tried. The first time, it didn't work. The second time, it nearly did. ${s.pal} didn't help, not even a little bit; ${s.palHe} only said "Slowly," and "Again." And the third time, it worked. "I did it myself!" said ${s.name}, and did it once more, just to be sure.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} looked at it carefully and thought hard. Slowly, with the tip of ${s.his} tongue poking out, ${s.he} tried, and it wobbled, and ${s.he} tried again, and there: done. "All by myself," ${s.he} said in surprise. From then on, whenever something tricky came along, ${s.name} tried first, and asked for help only when ${s.he} really needed it.`,
        BIG,
      ),
      en(
        (s) =>
          `"Big hands are slow hands," said ${s.pal}. ${s.name} took a deep breath and did it the slow way, one little bit at a time. It took a long time. It came out a bit wonky. But it was done, and ${s.name} had done it, and ${s.he} felt as tall as a tree.`,
        BIG,
      ),
      en((s) => `${s.name} tries. And tries. And… done! All by ${s.himself}!`, LITTLE),
      en((s) => `Slowly, slowly, ${s.name} does it alone. Hooray!`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `Also versuchte ${s.name} es. Beim ersten Mal klappte es nicht. Beim zweiten Mal fast. ${s.pal} half nicht, kein bisschen; ${s.palEr} sagte nur: „Langsam“, und: „Noch mal.“ Und beim dritten Mal klappte es. „Ich hab’s selbst gemacht!“, rief ${s.name} und machte es gleich noch einmal, nur um sicherzugehen.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} schaute sich alles genau an und dachte scharf nach. Langsam, die Zungenspitze zwischen den Lippen, probierte ${s.er} es, und es wackelte, und ${s.er} probierte es noch einmal, und da: fertig. „Ganz allein“, sagte ${s.er} verblüfft. Von da an probierte ${s.name} es immer erst selbst, wenn etwas Kniffliges kam, und bat nur um Hilfe, wenn ${s.er} sie wirklich brauchte.`,
        BIG,
      ),
      de(
        (s) =>
          `„Große Hände sind langsame Hände“, sagte ${s.pal}. ${s.name} holte tief Luft und machte es langsam, ein kleines Stück nach dem anderen. Es dauerte lange. Es wurde ein bisschen schief. Aber es war fertig, und ${s.name} hatte es ganz allein gemacht und fühlte sich so groß wie ein Baum.`,
        BIG,
      ),
      de((s) => `${s.name} probiert. Und probiert. Und … fertig! Ganz allein!`, LITTLE),
      de((s) => `Langsam, langsam macht ${s.name} es allein. Hurra!`, LITTLE),
    ],
  },
};

const gettingDressed: ThemeBeats = {
  id: 'getting-dressed',
  challenge: {
    en: [
      en(
        (s) =>
          `${s.sight()} A chilly breeze came along, and ${s.pal} pulled a warm jumper and a pair of socks out of ${s.palHis} bag. "Put these on, or you'll be cold," ${s.palHe} said. ${s.name} sighed. Socks were wriggly, sleeves got twisted, and jumpers always had the head hole in the wrong place. "Can you do it for me?"`,
        BIG,
      ),
      en(
        (s) =>
          `Before they could go on, ${s.name} had to pull a coat and boots on over ${s.his} pyjamas. There ${s.he} stood, with one arm in a sleeve and one boot on the wrong foot, scowling. "Getting dressed is the hardest job in the world," ${s.he} grumbled.`,
        BIG,
      ),
      en(
        (s) =>
          `The folk ${s.where.again} were all wrapping up warm for the night, in scarves and hats and mittens. ${s.pal} handed ${s.name} a scarf and a hat. ${s.name} put the hat on back to front, got tangled in the scarf and plonked down crossly. "I can't," ${s.he} said.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} had brought ${s.clothing.his} along, all the way from home. "For the way ahead," ${s.palHe} said. ${s.name} looked at ${s.clothing.the} and then at ${s.pal}. "You put ${s.clothing.it} on me," ${s.he} said, and held very still, the way ${s.he} did at home when somebody else did the dressing.`,
        { needs: ['clothing'], ages: ['big'] },
      ),
      en((s) => `Where is the sock? Where, oh where, ${s.name}?`, LITTLE),
      en((s) => `Arm in. Oops! Wrong hole! ${s.name} is all in a tangle.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `${s.sight()} Ein kühler Wind kam auf, und ${s.pal} zog einen warmen Pulli und ein Paar Socken aus ${s.palSein('em')} Beutel. „Zieh das an, sonst frierst du“, sagte ${s.palEr}. ${s.name} seufzte. Socken waren zappelig, Ärmel verdrehten sich, und bei Pullis war das Kopfloch immer an der falschen Stelle. „Kannst du das für mich machen?“`,
        BIG,
      ),
      de(
        (s) =>
          `Bevor es weitergehen konnte, musste ${s.name} über den Schlafanzug noch Jacke und Stiefel anziehen. Da stand ${s.er} nun, einen Arm im Ärmel und einen Stiefel am falschen Fuß, und machte ein finsteres Gesicht. „Anziehen ist die schwerste Arbeit der Welt“, brummte ${s.er}.`,
        BIG,
      ),
      de(
        (s) =>
          `Die Bewohner ${s.where.again} packten sich alle warm ein für die Nacht, mit Schals und Mützen und Handschuhen. ${s.pal} reichte ${s.ihm} einen Schal und eine Mütze. ${s.name} setzte die Mütze verkehrt herum auf, verhedderte sich im Schal und plumpste beleidigt auf den Boden. „Ich kann das nicht“, sagte ${s.er}.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} hatte ${s.clothing.sein.acc} mitgebracht, den ganzen Weg von zu Hause. „Für unterwegs“, sagte ${s.palEr}. ${s.name} schaute ${s.clothing.der.acc} an und dann ${s.pal}. „Zieh du ${s.clothing.er.acc} mir an“, sagte ${s.er} und hielt ganz still, so wie zu Hause, wenn jemand anders das Anziehen übernahm.`,
        { needs: ['clothing'], ages: ['big'] },
      ),
      de((s) => `Wo ist die Socke? Wo, wo, wo, ${s.name}?`, LITTLE),
      de((s) => `Arm rein. Hoppla! Falsches Loch! ${s.name} ist ganz verheddert.`, LITTLE),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `So ${s.name} tried again, one thing at a time. One arm in, then the other. One foot in, then the other. Something ended up back to front, so ${s.he} took it off, turned it round and tried again, until everything fitted just right. "I did it all by myself!" said ${s.name}, twirling round.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} turned it into a game. Every sleeve was a cave and every hand an explorer; every sock and every boot was a tunnel, and the foot was a train chugging through; and the head came out at the top like a mole saying hello. ${s.name} explored and chugged and popped out, laughing, and before ${s.he} knew it ${s.he} ${s.was} dressed from top to toe. "Ta-da!"`,
        BIG,
      ),
      en(
        (s) =>
          `"Bottom half first, then top, then feet," said ${s.pal}, "and slow wins." ${s.name} laid everything out in a row, sat down and put it all on in order, slowly. Tug, wriggle, pull. A button into its buttonhole, the hardest bit of all, with ${s.his} tongue poking out. Then ${s.name} stood up, dressed and warm, and gave a little bow.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} took ${s.clothing.the} and looked ${s.clothing.it} over: which way round, which end first? Then slowly, all by ${s.himself}, ${s.he} put ${s.clothing.it} on. It took a while, and it came out only a tiny bit crooked. ${s.pal} clapped ${s.palHis} ${s.paws}.`,
        { needs: ['clothing'], ages: ['big'] },
      ),
      en((s) => `One sock, two socks, on, on, on! ${s.name} is dressed!`, LITTLE),
      en((s) => `Arm in, arm in, head through, pop! Hello, ${s.name}!`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `Also versuchte ${s.name} es noch einmal, eins nach dem anderen. Ein Arm hinein, dann der andere. Ein Fuß hinein, dann der andere. Etwas war verkehrt herum, also zog ${s.name} es wieder aus, drehte es um und versuchte es noch einmal, bis alles richtig saß. „Ganz allein angezogen!“, rief ${s.er} und drehte sich im Kreis.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} machte ein Spiel daraus. Jeder Ärmel war eine Höhle und jede Hand eine Entdeckerin, jede Socke und jeder Stiefel ein Tunnel und der Fuß ein Zug, der hindurchtuckerte, und der Kopf kam oben heraus wie ein Maulwurf, der Hallo sagt. ${s.name} entdeckte und tuckerte und lugte hervor und lachte, und ehe man sich’s versah, war ${s.name} von Kopf bis Fuß angezogen. „Tadaa!“`,
        BIG,
      ),
      de(
        (s) =>
          `„Erst unten, dann oben, dann die Füße“, sagte ${s.pal}, „und wer langsam macht, gewinnt.“ ${s.name} legte alles in einer Reihe hin, setzte sich und zog sich der Reihe nach an, ganz langsam. Ziehen, zappeln, zupfen. Ein Knopf ins Knopfloch, das Schwierigste von allem, mit herausgestreckter Zunge. Dann stand ${s.name} auf, angezogen und warm, und machte eine kleine Verbeugung.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} nahm ${s.clothing.der.acc} und schaute ${s.clothing.er.acc} sich genau an: Wie herum? Was zuerst? Dann zog ${s.er} ${s.clothing.er.acc} langsam an, ganz allein. Es dauerte eine Weile, und es saß nur ein winziges bisschen schief. ${s.pal} klatschte in die ${s.paws}.`,
        { needs: ['clothing'], ages: ['big'] },
      ),
      de((s) => `Eine Socke, zwei Socken, an, an, an! ${s.name} ist angezogen!`, LITTLE),
      de((s) => `Arm rein, Arm rein, Kopf durch, plopp! Hallo, ${s.name}!`, LITTLE),
    ],
  },
};

export const BY_MYSELF_THEMES: readonly ThemeBeats[] = [doingItMyself, gettingDressed];
