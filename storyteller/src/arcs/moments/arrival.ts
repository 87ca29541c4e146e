import { de, en, type Passage } from '../types.ts';

// The companion comes, and the way to the place opens: the child's own cuddly toy wakes up, the
// child's own pet knows a secret way, or a new friend comes to the window. Each ends on the way in.

export const arrival: Passage = {
  en: [
    en(
      (s) =>
        `Then ${s.pal}, ${s.his} ${s.palKind}, sat up on the pillow, stretched, and blinked. "Are you ready?" ${s.palHe} whispered. Before ${s.name} could answer, ${s.where.way} unrolled across the bedroom floor and out through the window, all the way ${s.where.into}.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `Then something wonderful happened. ${s.pal} wiggled one ${s.paw}, then the other, and sat up. "At last," ${s.palHe} said with a stretch. "I have been waiting all day for tonight." The night-light flickered, and where the rug had been lay ${s.where.way}, leading ${s.where.into}.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.pal} padded over and nudged ${s.name}'s hand, the way ${s.palHe} always did when ${s.palHe} had a secret. Behind the wardrobe door, where the coats usually hung, there was ${s.where.way}, and it led straight ${s.where.into}.`,
      { needs: ['petPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.pal} was not asleep either. ${s.PalHe} sat by the door, very still, as if ${s.palHe} had heard something far away. When ${s.name} tiptoed over, the door swung open all by itself, and instead of the landing there was ${s.where.way}, leading ${s.where.into}.`,
      { needs: ['petPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `There was a scratch at the window, and there sat ${s.pal}, a ${s.palKind} with bright, curious eyes. "Come on," said ${s.pal}. "They are waiting for us." And just like that, ${s.where.way} led them ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `A little light danced across the ceiling, round and round, and landed on the end of the bed. It was ${s.pal}, a ${s.palKind}, holding a lantern no bigger than a thimble. "Follow me," ${s.palHe} said, and ${s.where.way} opened up before them, leading ${s.where.into}.`,
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
        `Tap, tap! Who is at the window? It is ${s.pal}, a ${s.palKind}! "Come and play," says ${s.pal}. Off they go, ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['little'] },
    ),
    en(
      (s) =>
        `A tiny light bobs by the bed. It is ${s.pal}, a ${s.palKind}, with a lantern. "Hello, ${s.name}! Follow me." Out they go, into the night.`,
      { unless: ['toyPal', 'petPal'], ages: ['little'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Da setzte sich ${s.pal}, ${s.palKind.der.nom} von ${s.name}, auf dem Kopfkissen auf, streckte sich und blinzelte. „Bist du bereit?“, flüsterte ${s.palEr}. Ehe ${s.name} antworten konnte, rollte sich ${s.where.way} über den Boden aus, zum Fenster hinaus und immer weiter, ${s.where.into}.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Und dann geschah etwas Wunderbares. ${s.pal} bewegte erst die eine Pfote, dann die andere, und setzte sich auf. „Endlich“, sagte ${s.palEr} und reckte sich. „Auf diese Nacht warte ich schon den ganzen Tag.“ Das Nachtlicht flackerte, und wo eben noch der Teppich gelegen hatte, lag jetzt ${s.where.way}, ${s.where.into}.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.pal} tapste herüber und stupste ${s.name} an die Hand, so wie ${s.palEr} es immer tat, wenn ${s.palEr} ein Geheimnis hatte. Hinter der Schranktür, wo sonst die Jacken hingen, begann ${s.where.way}, und der führte geradewegs ${s.where.into}.`,
      { needs: ['petPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Auch ${s.pal} schlief noch nicht. Ganz still saß ${s.palEr} an der Tür, als hätte ${s.palEr} etwas gehört, weit, weit weg. Als ${s.name} auf Zehenspitzen hinüberschlich, ging die Tür ganz von allein auf, und statt des Flurs lag dahinter ${s.where.way}, ${s.where.into}.`,
      { needs: ['petPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Da kratzte es am Fenster, und draußen saß ${s.pal}, ${s.palKind.ein.nom} mit hellen, neugierigen Augen. „Komm“, sagte ${s.pal}. „Sie warten schon auf uns.“ Und schon führte ${s.where.way} die beiden ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Ein kleines Licht tanzte über die Zimmerdecke, rundherum, und landete am Fußende des Bettes. Es war ${s.pal}, ${s.palKind.ein.nom} mit einer Laterne, nicht größer als ein Fingerhut. „Komm mit“, sagte ${s.palEr}, und vor ihnen öffnete sich ${s.where.way}, ${s.where.into}.`,
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
        `Tock, tock! Wer ist am Fenster? Es ist ${s.pal}, ${s.palKind.ein.nom}! „Komm spielen“, sagt ${s.pal}. Und los geht es, ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['little'] },
    ),
    de(
      (s) =>
        `Ein kleines Licht hüpft neben dem Bett. Es ist ${s.pal}, ${s.palKind.ein.nom} mit einer Laterne. „Hallo, ${s.name}! Komm mit.“ Hinaus geht es, in die Nacht.`,
      { unless: ['toyPal', 'petPal'], ages: ['little'] },
    ),
  ],
};
