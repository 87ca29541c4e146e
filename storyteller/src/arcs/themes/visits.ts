import type { ThemeBeats } from '../types.ts';
import { de, en } from '../types.ts';
import { BIG, LITTLE } from './ages.ts';

// Visits the child is to make (the doctor, the dentist, the hairdresser), practised in the story as
// they really happen: the companion plays the doctor, the dentist or the hairdresser, the child's
// worry shows, and then each step is done once, gently, so that the real visit is already known.
// A challenge and a mastery are chosen apart: every mastery follows every challenge of its theme.

const doctorVisit: ThemeBeats = {
  id: 'doctor-visit',
  challenge: {
    en: [
      en(
        (s) =>
          `${s.sight()} ${s.pal} rummaged in a little bag and pulled out a doctor's set: a stethoscope with a shiny round end, a tiny torch and a wooden stick. "Let's play doctors," ${s.palHe} said. "You be the patient." But when the shiny round end came near, ${s.name} hugged ${s.his} pyjama top tight and stepped back. "It will be cold," ${s.he} said. "And what if the doctor does something that hurts?"`,
        BIG,
      ),
      en(
        (s) =>
          `They sat down to rest for a moment, and ${s.name} went quiet. "Soon I have to go to the doctor," ${s.he} said at last. "For a check-up." ${s.His} tummy had gone tight just saying it. ${s.pal} did not laugh. ${s.PalHe} opened ${s.palHis} bag, took out a toy stethoscope and hung it round ${s.palHis} neck. "Shall we find out what happens there?" ${s.palHe} asked. ${s.name} looked at the stethoscope and did not say yes.`,
        BIG,
      ),
      en(
        (s) =>
          `"Next patient, please!" called ${s.pal}, in the grandest voice ${s.palHe} had, and patted a soft spot beside ${s.palHim}. ${s.PalHe} had a stethoscope round ${s.palHis} neck and a tiny torch in ${s.palHis} ${s.paw}. ${s.name} did not come. ${s.He} stayed a few steps away and peeped out between ${s.his} fingers. "I don't like being looked at," ${s.he} whispered.`,
        BIG,
      ),
      en((s) => `${s.pal} has a stethoscope. "Hello, patient!" Oh! ${s.name} hides behind ${s.his} hands.`, LITTLE),
      en((s) => `Knock, knock. "The doctor is in!" says ${s.pal}. ${s.name} holds on tight. Tight, tight.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `${s.sight()} ${s.pal} kramte in einem kleinen Beutel und holte einen Arztkoffer heraus: ein Stethoskop mit einem glänzenden runden Ende, eine winzige Taschenlampe und ein Holzstäbchen. „Wir spielen Arztpraxis“, sagte ${s.palEr}, „und du bist als Erstes dran.“ Aber als das glänzende Ende näher kam, hielt ${s.name} das Schlafanzugoberteil ganz fest und wich zurück. „Das ist bestimmt kalt“, sagte ${s.er}. „Und was, wenn der Arzt etwas macht, das wehtut?“`,
        BIG,
      ),
      de(
        (s) =>
          `Sie setzten sich für einen Moment hin, und ${s.name} wurde ganz still. „Bald muss ich zum Arzt“, sagte ${s.er} schließlich. „Zur Untersuchung.“ Schon beim Sagen wurde es im Bauch ganz eng. ${s.pal} lachte nicht. ${s.PalEr} öffnete ${s.palSein('en')} Beutel, holte ein Spielzeug-Stethoskop heraus und hängte es sich um den Hals. „Wollen wir herausfinden, was da passiert?“, fragte ${s.palEr}. ${s.name} schaute das Stethoskop an und sagte nicht Ja.`,
        BIG,
      ),
      de(
        (s) =>
          `„Der Nächste, bitte!“, rief ${s.pal} mit der feierlichsten Stimme, die ${s.palEr} hatte, und klopfte auf ein weiches Plätzchen neben sich. Um den Hals trug ${s.palEr} ein Stethoskop, und in ${s.paw.der.dat} hielt ${s.palEr} eine winzige Taschenlampe. ${s.name} kam nicht. ${s.Er} blieb im Schatten stehen und lugte nur ein kleines Stück hervor. „Ich mag nicht, wenn man mich untersucht“, flüsterte ${s.er}.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} hat ein Stethoskop. „Hallo, wer kommt zu mir?“ Oh! ${s.name} versteckt sich hinter den Händen.`,
        LITTLE,
      ),
      de((s) => `Klopf, klopf. „Die Praxis ist offen!“, sagt ${s.pal}. ${s.name} hält sich fest. Ganz fest.`, LITTLE),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `"You can listen to me first," said ${s.pal}, and handed over the stethoscope. ${s.name} put the ends in ${s.his} ears and the round part on ${s.pal}'s chest, and there it was: thump-thump, thump-thump, a heart as busy as a drum. Then it was ${s.name}'s turn. The round end was cold for one blink and then warm. "Breathe in deep," said ${s.pal}, "and out." Next came the tiny torch, a peek in each ear, and "Say aah!" with the wooden stick. "That's all a check-up is," said ${s.pal}. "The doctor looks and listens, so everybody knows you're well." ${s.name} sat up very straight. ${s.He} knew every step now.`,
        BIG,
      ),
      en(
        (s) =>
          `"Balloon breaths first," said ${s.pal}. "In slowly, and make your tummy big like a balloon. Out slowly, slowly." ${s.name} did it three times, and ${s.his} shoulders went soft. Then ${s.he} let ${s.pal} be the doctor: the stethoscope, cold and then warm, thump-thump; a light in the ears; "Aaah" for the mouth; a gentle tap on the knee that made ${s.his} leg jump all by itself, which was so funny that ${s.he} asked for it twice. "And if a doctor ever gives you a little pinch," said ${s.pal}, "you do balloon breaths, and it's over before you've finished counting to three." ${s.name} nodded. ${s.He} could do balloon breaths anywhere.`,
        BIG,
      ),
      en(
        (s) =>
          `So they played it properly, from the very beginning. ${s.name} knocked. ${s.pal} said, "Come in!" ${s.name} stood very straight to be measured, and was taller than last time by at least a thumb. The stethoscope listened, thump-thump. The torch peeked into ${s.his} ears and found nothing there but ears. "Say aah!" said ${s.pal}, and ${s.name} said it so loudly that somewhere nearby a sleepy voice said "Aaah" back. Then they swapped, and ${s.name} was the doctor, and was very, very gentle.`,
        BIG,
      ),
      en(
        (s) => `Thump-thump, goes the heart. Cold, then warm. "Aaah," says ${s.name}. Brave, brave ${s.name}.`,
        LITTLE,
      ),
      en(
        (s) => `${s.name} listens to ${s.pal}. Thump-thump! Now ${s.pal} listens to ${s.name}. Thump-thump! All well.`,
        LITTLE,
      ),
    ],
    de: [
      de(
        (s) =>
          `„Du darfst zuerst bei mir horchen“, sagte ${s.pal} und reichte ${s.ihm} das Stethoskop. ${s.name} steckte sich die Enden in die Ohren und hielt ${s.pal} das runde Teil an die Brust, und da war es: bumm-bumm, bumm-bumm, ein Herz, fleißig wie eine Trommel. Dann war ${s.name} dran. Das runde Ende war einen Wimpernschlag lang kalt und dann warm. „Tief einatmen“, sagte ${s.pal}, „und wieder aus.“ Danach kam die winzige Lampe, ein Blick in jedes Ohr, und mit dem Holzstäbchen hieß es: „Sag mal Aaah!“ „Das ist schon die ganze Untersuchung“, sagte ${s.pal}. „Der Arzt schaut und horcht, damit alle wissen, dass du gesund bist.“ ${s.name} saß ganz aufrecht da. Jetzt kannte ${s.er} jeden Schritt.`,
        BIG,
      ),
      de(
        (s) =>
          `„Zuerst der Luftballon-Atem“, sagte ${s.pal}. „Langsam einatmen und den Bauch groß machen wie einen Luftballon. Und ganz langsam wieder aus.“ ${s.name} machte es dreimal, und die Schultern wurden weich. Dann durfte ${s.pal} Arzt sein: das Stethoskop, erst kalt und dann warm, bumm-bumm; ein Licht in den Ohren; „Aaah“ für den Mund; ein sanfter Klopfer aufs Knie, und das Bein hüpfte ganz von allein, was so lustig war, dass ${s.name} es gleich noch einmal wollte. „Und wenn ein Arzt dir mal einen kleinen Pieks gibt“, sagte ${s.pal}, „dann machst du Luftballon-Atem, und er ist vorbei, bevor du bis drei gezählt hast.“ ${s.name} nickte. Luftballon-Atem ging überall.`,
        BIG,
      ),
      de(
        (s) =>
          `Also spielten sie es richtig, ganz von vorn. ${s.name} klopfte an. ${s.pal} rief: „Herein!“ ${s.name} stellte sich zum Messen kerzengerade hin und war mindestens einen Daumen größer als beim letzten Mal. Das Stethoskop horchte, bumm-bumm. Die Lampe schaute in die Ohren und fand dort nichts als Ohren. „Sag mal Aaah!“, sagte ${s.pal}, und ${s.name} sagte es so laut, dass es von irgendwoher ganz verschlafen zurückkam: „Aaah!“ Dann tauschten sie, und diesmal untersuchte ${s.name}, ganz, ganz vorsichtig.`,
        BIG,
      ),
      de((s) => `Bumm-bumm macht das Herz. Erst kalt, dann warm. „Aaah“, sagt ${s.name}. Mutig, mutig!`, LITTLE),
      de(
        (s) => `${s.name} horcht bei ${s.pal}. Bumm-bumm! Jetzt horcht ${s.pal} bei ${s.name}. Bumm-bumm! Alles gut.`,
        LITTLE,
      ),
    ],
  },
};

const dentistVisit: ThemeBeats = {
  id: 'dentist-visit',
  challenge: {
    en: [
      en(
        (s) =>
          `"Time for a rest," said ${s.pal}, and patted a smooth, round boulder as if it were a chair. "Let's play dentists. You sit in the big chair, and I'll look at your teeth." ${s.name} climbed up. ${s.pal} pressed a button that wasn't there, "Whirr!", and the chair went up, up, up. But when ${s.palHe} leaned in and said, "Open wide, please," ${s.name}'s mouth shut as tight as a clam, and both hands flew up to cover it.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.sight()} "Soon I have to go to the dentist," ${s.name} said, and nudged a pebble with ${s.his} toe. "There's a chair that moves all by itself, and a lamp that shines right in your face." ${s.pal} thought about this. "Then let's practise," ${s.palHe} said, and tipped ${s.palHis} head to one side, the way dentists do. But when it was time to open wide, ${s.name} pressed ${s.his} lips together and shook ${s.his} head.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} had found a tiny round mirror, no bigger than a button, and held it up so that it caught the light. "I know what this is for," ${s.palHe} said. "Counting teeth! May I count yours?" ${s.name} thought of the dentist's big chair and the bright lamp and a stranger's hands so near ${s.his} mouth, and turned away. "No," ${s.he} mumbled into ${s.his} collar. "Not today."`,
        BIG,
      ),
      en((s) => `"Open wide," says ${s.pal}. Oh! ${s.name}'s mouth shuts. Tight, tight, tight.`, LITTLE),
      en((s) => `Here is a big chair. Whirr, whirr, up it goes! ${s.name} holds on to ${s.pal}.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `„Zeit für eine Pause“, sagte ${s.pal} und klopfte auf einen glatten, runden Felsbrocken, als wäre er ein Stuhl. „Wir spielen Zahnarzt. Du setzt dich auf den großen Stuhl, und ich schaue mir deine Zähne an.“ ${s.name} kletterte hinauf. ${s.pal} drückte auf einen Knopf, den es gar nicht gab, „Surrr!“, und der Stuhl fuhr hoch, höher, ganz hoch. Aber als ${s.palEr} sich vorbeugte und sagte: „Mund weit auf, bitte“, klappte ${s.name} den Mund zu wie eine Muschel und hielt sich beide Hände davor.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.sight()} „Bald muss ich zum Zahnarzt“, sagte ${s.name} und schubste mit dem großen Zeh einen Kiesel weg. „Da gibt es einen Stuhl, der sich von selbst bewegt, und eine Lampe, die einem direkt ins Gesicht leuchtet.“ ${s.pal} dachte darüber nach. „Dann üben wir das“, sagte ${s.palEr} und legte den Kopf schief, wie Zahnärzte es tun. Doch als es Zeit war, den Mund aufzumachen, presste ${s.name} die Lippen aufeinander und schüttelte den Kopf.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} hatte einen winzigen runden Spiegel gefunden, nicht größer als ein Knopf, und hielt ihn so, dass er funkelte. „Ich weiß, wofür der ist“, sagte ${s.palEr}. „Zum Zähnezählen! Darf ich deine zählen?“ ${s.name} dachte an den großen Stuhl beim Zahnarzt, an die helle Lampe und an fremde Hände so nah am Mund und drehte sich weg. „Nein“, murmelte ${s.er} in den Kragen. „Heute nicht.“`,
        BIG,
      ),
      de((s) => `„Mund auf“, sagt ${s.pal}. Oh! ${s.name} macht den Mund zu. Zu, zu, zu.`, LITTLE),
      de((s) => `Hier ist ein großer Stuhl. Surr, surr, hoch geht es! ${s.name} hält sich an ${s.pal} fest.`, LITTLE),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `"You count mine first," said ${s.pal}, and opened wide. So ${s.name} peeked in and counted, and there were rather a lot, and every one of them shone. Then ${s.name} took a deep breath and sat down in the dentist's chair, which was really a round boulder, but a very good one. Whirr, up it went, and back it tipped, slowly, like a hammock. ${s.pal} held up a light as bright as a small moon. "Open wide," ${s.palHe} said, and this time ${s.name} did, as wide as a yawning lion. One, two, three, all the way to twenty. "Twenty teeth, and every one of them said hello," said ${s.pal}. Whirr, down came the chair. That was all.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} had an idea: ${s.he} would be a lion, and lions are never shy about opening their mouths. ${s.He} sat down as if in the dentist's big chair, folded ${s.his} hands in ${s.his} lap and opened ${s.his} mouth as wide as it would go. "Aaah." ${s.pal} counted, with a mirror on a stick: the front ones, the side ones and the big flat ones right at the back. A puff of air tickled like a tiny wind, and ${s.name} giggled without shutting ${s.his} mouth, which is harder than it sounds. "Rinse and spit," said ${s.pal}, and ${s.name} pretended, very noisily. "That's what a dentist does," said ${s.pal}. "Looks, counts and says well done." Then there was a sticker with a star on it, a pretend one, for the bravest mouth ${s.where.again}.`,
        BIG,
      ),
      en(
        (s) =>
          `"Show me just one tooth," said ${s.pal}. ${s.name} showed one. "Two?" Two. And because it was easier than ${s.he} had thought, ${s.name} opened wide and showed them all. Up went a pretend chair, whirr, and a little way back, and a small light shone in like sun through a window. ${s.pal} counted, tapping each tooth ever so gently with a counting stick, tick, tick, tick. "All strong," ${s.palHe} said. Then down came the chair, whirr, and ${s.name} hopped off, feeling as if ${s.he} had been to the dentist already, and come home again.`,
        BIG,
      ),
      en(
        (s) => `Aaah! ${s.name} opens wide. ${s.pal} counts: one, two, three, lots and lots! Shiny, shiny teeth.`,
        LITTLE,
      ),
      en(
        (s) =>
          `Whirr, the chair goes up. Whirr, the chair goes down. "All done," says ${s.pal}. Brave, brave ${s.name}.`,
        LITTLE,
      ),
    ],
    de: [
      de(
        (s) =>
          `„Zähl du zuerst meine“, sagte ${s.pal} und machte ganz weit auf. Also schaute ${s.name} hinein und zählte, und es waren ziemlich viele, und jeder einzelne glänzte. Dann holte ${s.name} tief Luft und setzte sich auf den Zahnarztstuhl, der eigentlich ein runder Felsbrocken war, aber ein sehr guter. Surrr, hoch ging es, und langsam kippte die Lehne nach hinten wie eine Hängematte. ${s.pal} hielt ein Licht hoch, hell wie ein kleiner Mond. „Mund weit auf“, sagte ${s.palEr}, und diesmal machte ${s.name} ihn auf, so weit wie ein gähnender Löwe. Eins, zwei, drei, bis zwanzig. „Zwanzig Zähne, und alle haben Hallo gesagt“, sagte ${s.pal}. Surrr, der Stuhl fuhr wieder herunter. Das war schon alles.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} hatte eine Idee: einfach ein Löwe sein, denn Löwen reißen ihr Maul furchtlos weit auf. ${s.Er} setzte sich hin wie auf den großen Zahnarztstuhl, legte die Hände in den Schoß und machte den Mund so weit auf, wie es nur ging. „Aaah.“ ${s.pal} zählte, mit einem Spiegel an einem Stiel: die Zähne vorn, die an der Seite und die großen, flachen ganz hinten. Ein Luftpuster kitzelte wie ein winziger Wind, und ${s.name} kicherte, ohne den Mund zuzumachen, und das ist schwerer, als es klingt. „Ausspülen und ausspucken“, sagte ${s.pal}, und ${s.name} tat so, sehr geräuschvoll. „Das macht man beim Zahnarzt“, sagte ${s.pal}. „Schauen, zählen und sagen: Gut gemacht.“ Dann gab es einen Aufkleber mit einem Stern, einen ausgedachten, für den mutigsten Mund ${s.where.again}.`,
        BIG,
      ),
      de(
        (s) =>
          `„Zeig mir nur einen Zahn“, sagte ${s.pal}. ${s.name} zeigte einen. „Zwei?“ Zwei. Und weil es leichter ging als gedacht, machte ${s.name} den Mund ganz auf und zeigte alle. Surrr, ein ausgedachter Stuhl fuhr hoch und ein Stück nach hinten, und ein kleines Licht schien hinein wie Sonne durch ein Fenster. ${s.pal} zählte und tippte jeden Zahn ganz sacht mit einem Zählstäbchen an, tick, tick, tick. „Alle stark“, sagte ${s.palEr}. Dann fuhr der Stuhl wieder herunter, surrr, und ${s.name} hüpfte hinunter, als wäre ${s.er} schon beim Zahnarzt gewesen und wieder heimgekommen.`,
        BIG,
      ),
      de(
        (s) => `Aaah! ${s.name} macht den Mund weit auf. ${s.pal} zählt: eins, zwei, drei, ganz viele! Blanke Zähne.`,
        LITTLE,
      ),
      de(
        (s) => `Surr, der Stuhl fährt hoch. Surr, der Stuhl fährt runter. „Fertig“, sagt ${s.pal}. Mutig, mutig!`,
        LITTLE,
      ),
    ],
  },
};

const hairdresser: ThemeBeats = {
  id: 'hairdresser',
  challenge: {
    en: [
      en(
        (s) =>
          `${s.name}'s fringe kept falling into ${s.his} eyes, so that everything ${s.where.again} looked as if it were behind a curtain. "Snip, snip," said ${s.pal}, opening and closing a pair of pretend scissors made of thin air. "The hairdresser's is open. Shall I trim it?" Quick as a rabbit, ${s.name} ducked and clapped both hands on ${s.his} head. "Not near my ears!"`,
        BIG,
      ),
      en(
        (s) =>
          `"Tomorrow I'm going to the hairdresser," said ${s.name}, and tugged at a strand of hair. "What if it hurts?" ${s.pal} looked at the strand very seriously. "Does it hurt when your hair grows?" ${s.name} thought about it. "No. I don't even notice." But ${s.he} kept hold of the strand all the same, as if somebody might take it away.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.sight()} ${s.pal} had found something that looked exactly like a hairdresser's chair, and patted it. "Come in, come in!" ${s.palHe} called, and waved a comb. ${s.name} looked at the chair, and at the comb, and thought of the scissors at the hairdresser's going snip right beside ${s.his} ears. Then ${s.he} sat down on the ground instead, as far away as ${s.he} could.`,
        BIG,
      ),
      en((s) => `Snip, snap, go the scissors. Oh! ${s.name} hides ${s.his} head.`, LITTLE),
      en((s) => `Hair in the eyes! "Snip, snip?" asks ${s.pal}. ${s.name} holds on tight.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `Der Pony fiel ${s.name} immer wieder in die Augen, sodass alles ${s.where.again} aussah wie hinter einem Vorhang. „Schnipp, schnapp“, machte ${s.pal} mit einer ausgedachten Schere aus lauter Luft. „Der Friseursalon hat geöffnet. Soll ich ein bisschen abschneiden?“ Blitzschnell zog ${s.name} den Kopf ein und legte beide Hände darauf. „Nicht an meinen Ohren!“`,
        BIG,
      ),
      de(
        (s) =>
          `„Morgen gehe ich zum Friseur“, sagte ${s.name} und zupfte an einer Haarsträhne. „Und wenn es wehtut?“ ${s.pal} betrachtete die Strähne sehr ernst. „Tut es denn weh, wenn deine Haare wachsen?“ ${s.name} überlegte. „Nein. Das merke ich gar nicht.“ Die Strähne hielt ${s.er} trotzdem fest, als könnte sie jemand wegnehmen.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.sight()} ${s.pal} hatte etwas gefunden, das genau wie ein Friseurstuhl aussah, und klopfte darauf. „Immer herein!“, rief ${s.palEr} und schwenkte einen Kamm. ${s.name} schaute den Stuhl an und den Kamm und dachte an die Schere beim Friseur, die direkt neben den Ohren schnippelt. Dann setzte ${s.er} sich lieber auf den Boden, so weit weg wie möglich.`,
        BIG,
      ),
      de((s) => `Schnipp, schnapp macht die Schere. Oh! ${s.name} zieht den Kopf ein.`, LITTLE),
      de((s) => `Haare in den Augen! „Schnipp, schnapp?“, fragt ${s.pal}. ${s.name} hält sich ganz fest.`, LITTLE),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `So ${s.pal} showed it step by step. First a cape round the shoulders, tied in a bow. Then a spritz of water, psst, psst, cool and tickly. Then the comb, through and through. Then the scissors, snip, snap, right beside the ears, and ${s.name} held very still and felt… nothing at all. "Hair can't feel a thing," said ${s.pal}. "It's like cutting your fingernails, or mowing the grass." A few curls floated down like feathers. At the end ${s.pal} held up a mirror, and a soft brush swept ${s.name}'s neck until ${s.he} laughed out loud.`,
        BIG,
      ),
      en(
        (s) =>
          `"You go first," said ${s.pal}, and sat down very politely. ${s.name} combed the top of ${s.pal}'s head and went snip, snap with two fingers, ever so gently. "Did that hurt?" "Not one bit," said ${s.pal}. "Hair doesn't feel anything." Then they swapped. ${s.name} sat as still as a statue and counted the snips: one, two, three… eleven. Each one made only a little sound, snip, like a bird's beak. And then it was done, and ${s.name} shook ${s.his} head, and everything felt light and new.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} pictured ${s.his} hair as a little lawn, and the hairdresser as a gardener with tiny, careful scissors, and laughed. "Does grass say ouch when it's mowed?" "Never," said ${s.pal}. So ${s.name} sat as still as a garden gnome, with a cape round ${s.his} shoulders, and let ${s.pal} snip all the way round: snip, snap, snip. Last of all came the mirror. "There I am," said ${s.name}, and grinned at ${s.himself}.`,
        BIG,
      ),
      en((s) => `Snip, snap. Hair can't feel a thing! ${s.name} sits still, still, still.`, LITTLE),
      en((s) => `Snip, snap, all done! Here is a mirror. And there is ${s.name}! Hello, ${s.name}!`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `Also spielte ${s.pal} alles Schritt für Schritt vor. Zuerst kam ein Umhang um die Schultern, mit einer Schleife zugebunden. Dann ein bisschen Wasser aus der Sprühflasche, pscht, pscht, kühl und kitzelig. Dann der Kamm, durch und durch. Und dann die Schere, schnipp, schnapp, ganz nah an den Ohren, und ${s.name} hielt ganz still und spürte … gar nichts. „Haare fühlen nichts“, sagte ${s.pal}. „Das ist wie Fingernägelschneiden oder Rasenmähen.“ Ein paar Locken schwebten hinunter wie Federn. Zum Schluss hielt ${s.pal} einen Spiegel hoch, und ein weicher Pinsel kitzelte ${s.name} im Nacken, bis ${s.er} laut lachen musste.`,
        BIG,
      ),
      de(
        (s) =>
          `„Du fängst an“, sagte ${s.pal} und setzte sich sehr ordentlich hin. ${s.name} kämmte ${s.pal} den Kopf und machte mit zwei Fingern ganz vorsichtig schnipp, schnapp. „Hat das wehgetan?“ „Kein bisschen“, sagte ${s.pal}. „Haare spüren nichts.“ Dann tauschten sie. ${s.name} saß still wie eine Statue und zählte die Schnipser: eins, zwei, drei … elf. Jeder machte nur ein kleines Geräusch, schnipp, wie ein Vogelschnabel. Und dann war es vorbei, und ${s.name} schüttelte den Kopf, und alles fühlte sich leicht und neu an.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} stellte sich die Haare als kleinen Rasen vor und die Friseurin als Gärtnerin mit einer winzigen, vorsichtigen Schere und musste lachen. „Sagt das Gras Aua, wenn man es mäht?“ „Nie“, sagte ${s.pal}. Also saß ${s.name} still wie ein Gartenzwerg, einen Umhang um die Schultern, und ließ ${s.pal} rundherum schnippeln: schnipp, schnapp, schnipp. Zum Schluss kam der Spiegel. „Da bin ich ja“, sagte ${s.name} und grinste sich selbst an.`,
        BIG,
      ),
      de((s) => `Schnipp, schnapp. Haare spüren nichts! ${s.name} sitzt still, still, still.`, LITTLE),
      de((s) => `Schnipp, schnapp, fertig! Hier ist ein Spiegel. Und da ist ${s.name}! Hallo, ${s.name}!`, LITTLE),
    ],
  },
};

export const VISIT_THEMES: readonly ThemeBeats[] = [doctorVisit, dentistVisit, hairdresser];
