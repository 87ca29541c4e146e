import { de, en, type Passage } from '../types.ts';
import { strangerArrivals } from './arrival-more.ts';
import { toyWakeUps } from './arrival-toys.ts';

// The companion comes, and the way to the place opens: the child's own cuddly toy wakes up, the
// child's own pet knows a secret way, or a new friend comes to the window. Each ends on the way in.

export const arrival: Passage = {
  en: [
    ...toyWakeUps.en,
    ...strangerArrivals.en,
    en(
      (s) =>
        `Then ${s.pal}, ${s.his} ${s.palKind}, sat up on the pillow, stretched, and blinked. "Are you ready?" ${s.palHe} whispered. Before ${s.name} could answer, ${s.where.way} unrolled across the bedroom floor and out through the window, all the way ${s.where.into}.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `Then something wonderful happened. ${s.pal} wiggled one ${s.paw}, then the other, and sat up. "At last," ${s.palHe} said with a stretch. "I have been waiting all day for tonight." The night-light flickered, and where the rug had been lay a path that had never been there before, leading ${s.where.into}.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.pal} padded over and nudged ${s.name}'s hand, the way ${s.palHe} always did when ${s.palHe} had a secret. Behind the wardrobe door, where the coats usually hung, there was ${s.where.way}, and it led straight ${s.where.into}.`,
      { needs: ['petPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.pal} was not asleep either. ${s.PalHe} sat by the door, very still, as if ${s.palHe} had heard something far away. When ${s.name} tiptoed over, the door swung open all by itself, and instead of the landing there was a path, silver in the moonlight, leading ${s.where.into}.`,
      { needs: ['petPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `There was a scratch at the window, and there sat ${s.pal}, a ${s.palKind} with bright, curious eyes. "Come on," said ${s.pal}. "They are waiting for us." And just like that, the two of them were off, ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `A little light danced across the ceiling, round and round, and landed on the end of the bed. It was ${s.pal}, a ${s.palKind}, holding a lantern no bigger than a thimble. "Follow me," ${s.palHe} said, and the night opened like a door, ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `Just as ${s.name}'s eyes were beginning to close, something landed on the windowsill with a soft bump. A ${s.palKind} was sitting there, holding a crumpled map. "I'm ${s.pal}," said the ${s.palKind}. "Tonight I need someone brave and kind. Will you come?" Beyond the window, ${s.where.way} led away ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    en((s) => `${s.pal} wakes up. ${s.pal} winks! "Come with me," says ${s.pal}. Off they go, ${s.where.into}.`, {
      needs: ['toyPal'],
      ages: ['little'],
    }),
    en(
      (s) =>
        `Look! ${s.pal} is moving. ${s.PalHe} wiggles and stretches and yawns. "Let's go!" And away they go, hand in ${s.paw}.`,
      { needs: ['toyPal'], ages: ['little'] },
    ),
    en(
      (s) => `${s.pal} is at the door. ${s.PalHe} looks back at ${s.name}. Come on! Behind the door is ${s.where.way}.`,
      { needs: ['petPal'], ages: ['little'] },
    ),
    en(
      (s) =>
        `Tap, tap! Who is at the window? Why, it's ${s.pal}, a ${s.palKind}! "Come and play," says ${s.pal}. Off they go, ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['little'] },
    ),
    en((s) => `Whoosh! A shooting star stops at the window. On it sits ${s.pal}, a ${s.palKind}. "Hop on!"`, {
      unless: ['toyPal', 'petPal'],
      ages: ['little'],
    }),
    en(
      (s) =>
        `Rustle, rustle! Something is on the bookshelf. It's ${s.pal}, a ${s.palKind}! "Come with me," says ${s.pal}.`,
      { unless: ['toyPal', 'petPal'], ages: ['little'] },
    ),
    en(
      (s) =>
        `A tiny light bobs by the bed. It is ${s.pal}, a ${s.palKind}, with a lantern. "Hello, ${s.name}! Follow me." Out they go, into the night.`,
      { unless: ['toyPal', 'petPal'], ages: ['little'] },
    ),
    en(
      (s) =>
        `Something tugged at ${s.name}'s sleeve. It was ${s.pal}, wide awake and wiggling. "Don't tell anyone," ${s.palHe} whispered, "but at night I can walk." Then ${s.palHe} pointed at the window, and at the night outside, waiting for them.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.pal} yawned, stretched and hopped down off the pillow. "Well, come on," ${s.palHe} said, as if cuddly toys went out every night, which perhaps they do. Out of the window ran ${s.where.way}, ${s.where.into}.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.name} was nearly asleep when ${s.pal} gave a tiny sneeze. ${s.name} opened one eye. ${s.pal} was sitting up and grinning. "Shh," ${s.palHe} said. "Look." At the foot of the bed, ${s.where.way} had appeared, leading ${s.where.into}.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `A small eye twinkled in the dark, and out from under the covers climbed ${s.pal}, looking very important. "I practised walking all afternoon," ${s.palHe} whispered. "Shall we?" ${s.name} giggled, and ${s.where.way} led the two of them out through the window, ${s.where.into}.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `"Psst! Are you asleep?" whispered a soft little voice. ${s.name} knew that voice at once: it was ${s.pal}. "Good," said ${s.pal}, hopping onto the duvet, "because tonight I know the way." And there it was, glimmering across the carpet: ${s.where.way}, off and away ${s.where.into}.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `The moon made a bright square on the duvet, and right in the middle of it sat ${s.pal}, wide awake. ${s.PalHe} held out a ${s.paw}. "Hold on tight," ${s.palHe} said, and outside the window ${s.where.way} curled away through the night, ${s.where.into}.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.pal} came in and sat down by the bed, looking at ${s.name} in a way that meant: follow me. So ${s.name} did, out of the door and away, ${s.where.into}.`,
      { needs: ['petPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.pal} had never said a single word before. But tonight ${s.palHe} looked up and said, quite clearly, "Shall we go?" ${s.name} was much too surprised to say no, and a moment later they were on their way, ${s.where.into}.`,
      { needs: ['petPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `Then came a tap at the window, three times, very politely. Outside sat a ${s.palKind} with a scarf round ${s.palHis} neck. "My name is ${s.pal}," ${s.palHe} said. "Would you like to come out with me?" Behind ${s.palHim}, ${s.where.way} shone in the dark.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `The wardrobe door creaked, and out stepped a ${s.palKind} who looked as if ${s.palHe} had been waiting there for ages. "At last," said ${s.pal}. "Come on, the way is open." And so it was, all the way ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `A leaf that had never been there before lay on the rug, and on it sat a ${s.palKind}. "I'm ${s.pal}," ${s.palHe} whispered. "Climb on, it can carry us both." And the leaf sailed gently out of the window, ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `Something rustled on the bookshelf, and out from between two picture books squeezed a ${s.palKind}, a bit dusty and very pleased. "I'm ${s.pal}," said ${s.palHe}. "There's a shortcut behind the books. Come on!" It led straight ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `A shooting star flew past the window, turned round and came back. On it sat a ${s.palKind}, waving. "I'm ${s.pal}! Hop on, there's room for two." And with a soft whoosh they were off, ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `Someone outside the window was humming, very softly. It was a ${s.palKind} called ${s.pal}, humming the very tune ${s.name} liked best. "Coming?" ${s.palHe} asked, and there, waiting, was ${s.where.way}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `A moonbeam slid across the floor, and riding on it came a ${s.palKind}. ${s.PalHe} bowed. "${s.pal}, at your service," ${s.palHe} said. "There is somewhere I'd like to show you." At once the moonbeam stretched out through the window, all the way ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `The curtain fluttered, though the window was shut. Behind it sat a ${s.palKind}, trying very hard not to giggle. "Found you," said ${s.name}. "No, I found you," said ${s.pal}. "Come on!" Together they slipped out, ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `There was a soft thump on the windowsill. A ${s.palKind} had landed there, rather out of breath. "Sorry I'm late," said ${s.pal}, as if they had always known each other. "Ready?" Off they went, over the windowsill and ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    en((s) => `${s.pal} jumps up. "Come on!" Out they go, along ${s.where.way}.`, {
      needs: ['petPal'],
      ages: ['little'],
    }),
    en((s) => `Bump! Who is on the windowsill? A ${s.palKind}! "I'm ${s.pal}," ${s.palHe} says. "Let's go!"`, {
      unless: ['toyPal', 'petPal'],
      ages: ['little'],
    }),
    en((s) => `The curtain wiggles. Who is there? Hello, ${s.pal}! "Come and see," ${s.palHe} whispers.`, {
      unless: ['toyPal', 'petPal'],
      ages: ['little'],
    }),
    en(
      (s) =>
        `"Psst!" A ${s.palKind} was peeping round the door. "I'm ${s.pal}. Coming?" ${s.name} was out of bed in a flash, and the two of them tiptoed away, ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `The night-light flickered, and there stood a ${s.palKind}, no taller than the bedpost, holding out a ${s.paw}. "I'm ${s.pal}," ${s.palHe} said. "Let's go." So off they set, ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `Somebody was knocking on the window, very softly. It was a ${s.palKind} called ${s.pal}, and ${s.palHe} had come to fetch ${s.name}. The way ${s.where.into} was already waiting.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `A ${s.palKind} sat on the end of the bed, as if ${s.palHe} had always been there. "Hello, ${s.name}. I'm ${s.pal}," ${s.palHe} said. "Shall we?" And out of the window they went, ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
  ],
  de: [
    ...toyWakeUps.de,
    ...strangerArrivals.de,
    de(
      (s) =>
        `Die Augen von ${s.name} fielen schon fast zu, da nieste ${s.pal} ganz leise. ${s.name} machte ein Auge auf. ${s.pal} saß aufrecht da und grinste. „Pst“, sagte ${s.palEr}. „Schau mal.“ Am Fußende des Bettes war ${s.where.way} erschienen, ${s.where.into}.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Im Dunkeln blitzte ein kleines Auge, und unter der Decke krabbelte ${s.pal} hervor, mit einem sehr wichtigen Gesicht. „Ich hab den ganzen Nachmittag das Laufen geübt“, flüsterte ${s.palEr}. „Gehen wir?“ ${s.name} kicherte, und schon führte ${s.where.way} die beiden zum Fenster hinaus, ${s.where.into}.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `„Psst! Schläfst du schon?“, flüsterte ein weiches Stimmchen. ${s.name} erkannte es sofort: Das war ${s.pal}. „Gut“, sagte ${s.pal} und hüpfte auf die Bettdecke, „denn heute Nacht kenne ich den Weg.“ Und wirklich: Über den Teppich schimmerte ${s.where.way}, bis ${s.where.into}.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Der Mond malte ein helles Viereck auf die Bettdecke, und mittendrin saß ${s.pal}, hellwach. ${s.PalEr} streckte ${s.paw.ein.acc} aus. „Halt dich gut fest“, sagte ${s.palEr}, und vor dem Fenster schlängelte sich ${s.where.way} durch die Nacht, ${s.where.into}.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Da setzte sich ${s.pal}, ${s.palKind.der.nom} von ${s.name}, auf dem Kopfkissen auf, streckte sich und blinzelte. „Bist du bereit?“, flüsterte ${s.palEr}. Ehe ${s.name} antworten konnte, rollte sich ${s.where.way} über den Boden aus, zum Fenster hinaus und immer weiter, ${s.where.into}.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Und dann geschah etwas Wunderbares. ${s.pal} bewegte erst die eine Pfote, dann die andere, und setzte sich auf. „Endlich“, sagte ${s.palEr} und reckte sich. „Auf diese Nacht warte ich schon den ganzen Tag.“ Das Nachtlicht flackerte, und wo eben noch der Teppich gelegen hatte, begann ein Weg, den es vorher nie gegeben hatte, ${s.where.into}.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.pal} tapste herüber und stupste ${s.name} an die Hand, so wie ${s.palEr} es immer tat, wenn ${s.palEr} ein Geheimnis hatte. Hinter der Schranktür, wo sonst die Jacken hingen, begann ${s.where.way} und führte geradewegs ${s.where.into}.`,
      { needs: ['petPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Auch ${s.pal} schlief noch nicht. Ganz still saß ${s.palEr} an der Tür, als hätte ${s.palEr} etwas gehört, weit, weit weg. Als ${s.name} auf Zehenspitzen hinüberschlich, ging die Tür ganz von allein auf, und statt des Flurs lag dahinter ein Weg, silbern im Mondlicht, ${s.where.into}.`,
      { needs: ['petPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Da kratzte es am Fenster, und draußen saß ${s.pal}, ${s.palKind.ein.nom} mit hellen, neugierigen Augen. „Komm“, sagte ${s.pal}. „Sie warten schon auf uns.“ Und schon waren die beiden unterwegs, ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Ein kleines Licht tanzte über die Zimmerdecke, rundherum, und landete am Fußende des Bettes. Es war ${s.pal}, ${s.palKind.ein.nom} mit einer Laterne, nicht größer als ein Fingerhut. „Komm mit“, sagte ${s.palEr}, und die Nacht ging auf wie eine Tür, ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Gerade als ${s.name} die Augen zufallen wollten, landete etwas mit einem leisen Plumps auf dem Fensterbrett. Dort saß ${s.palKind.ein.nom} mit einer zerknitterten Landkarte. „Ich bin ${s.pal}“, sagte ${s.palEr}. „Heute Nacht brauche ich jemanden, der mutig ist und lieb. Kommst du mit?“ Draußen vor dem Fenster begann ${s.where.way}, ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    de((s) => `${s.pal} wacht auf. ${s.pal} zwinkert! „Komm mit“, sagt ${s.pal}. Und los geht es, ${s.where.into}.`, {
      needs: ['toyPal'],
      ages: ['little'],
    }),
    de(
      (s) =>
        `Schau! ${s.pal} bewegt sich. ${s.PalEr} reckt sich und streckt sich und gähnt. „Auf geht’s!“ Und fort sind die beiden, ganz leise.`,
      { needs: ['toyPal'], ages: ['little'] },
    ),
    de(
      (s) =>
        `${s.pal} sitzt an der Tür. ${s.PalEr} schaut zu ${s.name} zurück. Komm mit! Hinter der Tür beginnt ${s.where.way}.`,
      { needs: ['petPal'], ages: ['little'] },
    ),
    de(
      (s) =>
        `Tock, tock! Wer ist am Fenster? Da ist ja ${s.pal}, ${s.palKind.ein.nom}! „Komm spielen“, sagt ${s.pal}. Und los geht es, ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['little'] },
    ),
    de(
      (s) =>
        `Ein kleines Licht hüpft neben dem Bett. Es ist ${s.pal}, ${s.palKind.ein.nom} mit einer Laterne. „Hallo, ${s.name}! Komm mit.“ Hinaus geht es, in die Nacht.`,
      { unless: ['toyPal', 'petPal'], ages: ['little'] },
    ),
    de((s) => `Wusch! Eine Sternschnuppe hält am Fenster. Darauf sitzt ${s.pal}, ${s.palKind.ein.nom}. „Spring auf!“`, {
      unless: ['toyPal', 'petPal'],
      ages: ['little'],
    }),
    de(
      (s) =>
        `Raschel, raschel! Wer ist im Bücherregal? Es ist ${s.pal}, ${s.palKind.ein.nom}! „Komm mit“, sagt ${s.palEr}.`,
      { unless: ['toyPal', 'petPal'], ages: ['little'] },
    ),
    de(
      (s) =>
        `Etwas zupfte ${s.name} am Ärmel. Es war ${s.pal}, hellwach und zappelig. „Nicht weitersagen“, flüsterte ${s.palEr}, „aber nachts kann ich laufen.“ Dann zeigte ${s.palEr} zum Fenster, hinaus in die Nacht, die schon auf sie wartete.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.pal} gähnte, reckte sich und hüpfte vom Kissen. „Na los, komm“, sagte ${s.palEr}, als würden Kuscheltiere jede Nacht ausgehen, und vielleicht tun sie das ja auch. Zum Fenster hinaus führte ${s.where.way}, ${s.where.into}.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.pal} kam herein, setzte sich neben das Bett und sah ${s.name} auf eine ganz besondere Art an, die hieß: Komm mit. Und das tat ${s.name}, zur Tür hinaus und immer weiter, ${s.where.into}.`,
      { needs: ['petPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Noch nie hatte ${s.pal} ein einziges Wort gesagt. Aber heute Nacht schaute ${s.palEr} hoch und sagte ganz deutlich: „Wollen wir?“ ${s.name} war viel zu überrascht, um Nein zu sagen, und einen Augenblick später waren sie unterwegs, ${s.where.into}.`,
      { needs: ['petPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Da klopfte es ans Fenster, dreimal, sehr höflich. Draußen saß ${s.palKind.ein.nom} mit einem Schal um den Hals. „Ich heiße ${s.pal}“, sagte ${s.palEr}. „Hast du Lust, ein bisschen mit rauszukommen?“ Hinter ${s.palIhm} leuchtete ${s.where.way} in der Dunkelheit.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Die Schranktür knarrte, und heraus trat ${s.palKind.ein.nom}. ${s.PalEr} sah aus, als hätte ${s.palEr} dort schon ewig gewartet. „Endlich“, sagte ${s.pal}. „Komm, der Weg ist offen.“ Und wirklich, der Weg führte weit hinaus, ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Ein Mondstrahl glitt über den Boden, und auf ihm kam ${s.palKind.ein.nom} angeritten. „${s.pal}, zu Diensten“, sagte ${s.palEr} mit einer Verbeugung. „Ich möchte dir etwas zeigen.“ Sofort streckte sich der Mondstrahl zum Fenster hinaus, bis ganz ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Der Vorhang bewegte sich, obwohl das Fenster zu war. Dahinter saß ${s.palKind.ein.nom} und versuchte angestrengt, nicht zu kichern. „Gefunden!“, sagte ${s.name}. „Nein, ich hab dich gefunden“, sagte ${s.pal}. „Komm!“ Und schon flitzten die beiden los, ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Auf dem Fensterbrett machte es leise plumps. Dort war ${s.palKind.ein.nom} gelandet, ziemlich außer Atem. „Tut mir leid, dass ich so spät bin“, sagte ${s.pal}, als würden sich die beiden schon ewig kennen. „Fertig?“ Und fort waren sie, ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    de((s) => `${s.pal} springt auf. „Komm mit!“ Hinaus geht es, ganz leise.`, {
      needs: ['petPal'],
      ages: ['little'],
    }),
    de(
      (s) =>
        `Plumps! Wer sitzt auf dem Fensterbrett? Es ist ${s.palKind.ein.nom}! „Ich bin ${s.pal}“, sagt ${s.palEr}. „Komm mit!“`,
      { unless: ['toyPal', 'petPal'], ages: ['little'] },
    ),
    de((s) => `Der Vorhang wackelt. Wer ist da? Hallo, ${s.pal}! „Komm und schau“, flüstert ${s.palEr}.`, {
      unless: ['toyPal', 'petPal'],
      ages: ['little'],
    }),
    de(
      (s) =>
        `„Psst!“ Um die Tür lugte ${s.palKind.ein.nom}. „Ich bin ${s.pal}. Kommst du mit?“ Im Nu war ${s.name} aus dem Bett, und schon schlichen die beiden davon, ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Das Nachtlicht flackerte, und da stand ${s.palKind.ein.nom}, nicht größer als der Bettpfosten, und streckte ${s.paw.ein.acc} aus. „Ich bin ${s.pal}“, sagte ${s.palEr}. „Gehen wir?“ Und so gingen sie, ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Jemand klopfte ganz leise ans Fenster. Es war ${s.palKind.ein.nom} namens ${s.pal}, gekommen, um ${s.name} abzuholen. Der Weg ${s.where.into} wartete schon.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Am Fußende des Bettes saß ${s.palKind.ein.nom}, als hätte ${s.palEr} schon immer dort gesessen. „Hallo, ${s.name}. Ich bin ${s.pal}“, sagte ${s.palEr}. „Wollen wir?“ Und schon ging es zum Fenster hinaus, ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Auf dem Teppich lag auf einmal ein großes Blatt, das vorher nicht da gewesen war, und darauf saß ${s.palKind.ein.nom}. „Ich bin ${s.pal}“, flüsterte ${s.palEr}. „Steig auf, es trägt uns beide.“ Und das Blatt segelte sacht zum Fenster hinaus, ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Im Bücherregal raschelte es, und zwischen zwei Bilderbüchern schob sich ${s.palKind.ein.nom} hervor, ein bisschen staubig und sehr vergnügt. „Ich bin ${s.pal}“, sagte ${s.palEr}. „Hinter den Büchern gibt es eine Abkürzung. Komm!“ Sie führte geradewegs ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Eine Sternschnuppe flog am Fenster vorbei, machte kehrt und kam zurück. Auf ihr saß ${s.palKind.ein.nom} und winkte. „Ich bin ${s.pal}! Spring auf, hier ist Platz für zwei.“ Und mit einem leisen Sausen ging es los, ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Vor dem Fenster summte jemand, ganz leise. Es war ${s.palKind.ein.nom} namens ${s.pal}, und ${s.palEr} summte genau das Lied, das ${s.name} am liebsten mochte. „Kommst du?“, fragte ${s.palEr}, und draußen wartete schon ${s.where.way}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
  ],
};
