import { de, en, type Passage } from '../types.ts';

// The evening at home before an adventure: who is there, what the child has on, and the companion.
// Each variant is a whole little opening; a series episode opens with what happened last time.

export const homeEvening: Passage = {
  en: [
    en((s) => `${s.series.recap} And tonight, ${s.name} could hardly wait to see what would happen next.`, {
      needs: ['series'],
    }),
    en(
      (s) =>
        `It was the time of evening when the sky turns the colour of blueberry jam, and ${s.name} was meant to be getting ready for bed. Downstairs, ${s.grownups.names} ${s.grownups.one ? 'was' : 'were'} humming over the washing-up.`,
      { needs: ['grownups'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.name} had worn ${s.clothing.his} all day long, right up to bath time, because some things are simply too good to take off. Now the bath was over, the curtains were drawn, and the house had gone quiet.`,
      { needs: ['clothing'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.homePet.name} had already curled up at the foot of the bed, nose tucked under tail, but ${s.name} was not one bit sleepy.`,
      { needs: ['homePet'], ages: ['big'] },
    ),
    en(
      (s) =>
        `The moon had come up round and white over the rooftops, and ${s.name} was sitting on the bed in ${s.his} pyjamas, not sleepy at all.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `The last bird had sung its last song, the lamp was low, and ${s.name} lay in bed with ${s.his} eyes wide open, listening to the evening.`,
      { ages: ['big'] },
    ),
    en((s) => `Bath time is over. ${s.name} is in pyjamas. The moon looks in at the window.`, { ages: ['little'] }),
    en(
      (s) =>
        `${s.grownups.names} say${s.grownups.one ? 's' : ''}, "Time for bed!" But ${s.name} is not sleepy. Not one bit.`,
      {
        needs: ['grownups'],
        ages: ['little'],
      },
    ),
    en((s) => `${s.name} has ${s.clothing.his} on. Still! At bedtime! ${s.name} giggles.`, {
      needs: ['clothing'],
      ages: ['little'],
    }),
  ],
  de: [
    de((s) => `${s.series.recap} Und heute Abend konnte ${s.name} es kaum erwarten, wie es weitergehen würde.`, {
      needs: ['series'],
    }),
    de(
      (s) =>
        `Es war die Abendstunde, in der der Himmel die Farbe von Heidelbeermarmelade annimmt, und eigentlich sollte ${s.name} sich bettfertig machen. Unten in der Küche ${s.grownups.plural ? 'summten' : 'summte'} ${s.grownups.names} beim Abwasch.`,
      { needs: ['grownups'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Den ganzen Tag hatte ${s.name} ${s.clothing.sein.acc} angehabt, bis zum Baden, denn manche Sachen sind einfach zu schön zum Ausziehen. Jetzt war das Baden vorbei, die Vorhänge waren zu, und im Haus war es still geworden.`,
      { needs: ['clothing'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.homePet.name} hatte sich schon am Fußende des Bettes zusammengerollt, aber ${s.name} war kein bisschen müde.`,
      { needs: ['homePet'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Der Mond stand rund und weiß über den Dächern, und ${s.name} saß im Schlafanzug auf dem Bett und war kein bisschen müde.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Der letzte Vogel hatte sein letztes Lied gesungen, die Lampe brannte nur noch schwach, und ${s.name} lag mit offenen Augen im Bett und lauschte dem Abend.`,
      { ages: ['big'] },
    ),
    de((s) => `Das Baden ist vorbei. ${s.name} hat den Schlafanzug an. Der Mond schaut zum Fenster herein.`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `${s.grownups.names} ${s.grownups.plural ? 'sagen' : 'sagt'}: „Ab ins Bett!“ Aber ${s.name} ist nicht müde. Kein bisschen.`,
      { needs: ['grownups'], ages: ['little'] },
    ),
    de((s) => `${s.name} hat immer noch ${s.clothing.sein.acc} an. Im Bett! ${s.Er} kichert.`, {
      needs: ['clothing'],
      ages: ['little'],
    }),
  ],
};

/** The companion comes, and the way to the place opens. */
export const arrival: Passage = {
  en: [
    en(
      (s) =>
        `Then ${s.pal}, ${s.his} ${s.palKind}, sat up on the pillow, stretched, and blinked. "Are you ready?" ${s.palHe} whispered. Before ${s.name} could answer, ${s.where.way} unrolled across the bedroom floor and out through the window, all the way ${s.where.into}.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `There was a scratch at the window, and there sat ${s.pal}, a ${s.palKind} with bright, curious eyes. "Come on," said ${s.pal}. "They are waiting for us." And just like that, ${s.where.way} led them ${s.where.into}.`,
      { unless: ['toyPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.pal} padded over and nudged ${s.name}'s hand, the way ${s.palHe} always did when ${s.palHe} had a secret. Behind the wardrobe door, where the coats usually hung, there was ${s.where.way}, and it led straight ${s.where.into}.`,
      { needs: ['petPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `A little light danced across the ceiling, round and round, and landed on the end of the bed. It was ${s.pal}, a ${s.palKind}, holding a lantern no bigger than a thimble. "Follow me," ${s.palHe} said, and ${s.where.way} opened up before them, leading ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    en((s) => `${s.pal} wakes up. ${s.pal} winks! "Come with me," says ${s.pal}. Off they go, ${s.where.into}.`, {
      needs: ['toyPal'],
      ages: ['little'],
    }),
    en(
      (s) =>
        `Tap, tap! Who is at the window? It is ${s.pal}, a ${s.palKind}! "Come and play," says ${s.pal}. Off they go, ${s.where.into}.`,
      {
        unless: ['toyPal'],
        ages: ['little'],
      },
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
        `Da kratzte es am Fenster, und draußen saß ${s.pal}, ${s.palKind.ein.nom} mit hellen, neugierigen Augen. „Komm“, sagte ${s.pal}. „Sie warten schon auf uns.“ Und schon führte ${s.where.way} die beiden ${s.where.into}.`,
      { unless: ['toyPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.pal} tapste herüber und stupste ${s.name} an die Hand, so wie ${s.palEr} es immer tat, wenn ${s.palEr} ein Geheimnis hatte. Hinter der Schranktür, wo sonst die Jacken hingen, begann ${s.where.way}, und der führte geradewegs ${s.where.into}.`,
      { needs: ['petPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Ein kleines Licht tanzte über die Zimmerdecke, rundherum, und landete am Fußende des Bettes. Es war ${s.pal}, ${s.palKind.ein.nom} mit einer Laterne, nicht größer als ein Fingerhut. „Komm mit“, sagte ${s.palEr}, und vor ihnen öffnete sich ${s.where.way}, ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    de((s) => `${s.pal} wacht auf. ${s.pal} zwinkert! „Komm mit“, sagt ${s.pal}. Und los geht es, ${s.where.into}.`, {
      needs: ['toyPal'],
      ages: ['little'],
    }),
    de(
      (s) =>
        `Tock, tock! Wer ist am Fenster? Es ist ${s.pal}, ${s.palKind.ein.nom}! „Komm spielen“, sagt ${s.pal}. Und los geht es, ${s.where.into}.`,
      { unless: ['toyPal'], ages: ['little'] },
    ),
  ],
};
