import { capitalise as cap } from '../../lexicon/noun-phrase.ts';
import { de, en, type Passage } from '../types.ts';
import { aidLine } from './aid-kinds.ts';
import { alongDe, eveningDe, prideDe, wayOpensDe } from './aid-lines-de.ts';
import { alongEn, eveningEn, prideEn, wayOpensEn } from './aid-lines-en.ts';

// An aid the child uses, for a child of five and over: the first scenes. At home, on the way and
// with the guide, the aid is part of the child; the way shapes itself to it, and when someone is
// curious the child says what it is, with pride. A plan without an aid named gets a plain line.

export const aidEvening: Passage = {
  en: [
    en(
      (s) =>
        `It was the quiet time of the evening when the sky turns the colour of plums, and the house had gone still. ${aidLine(eveningEn, s, 0)}`,
      { needs: ['aid'] },
    ),
    en(
      (s) =>
        `${cap(s.grownups.names)} had read one story, and then one more, and then said goodnight. But ${s.name} did not feel like sleeping yet. ${aidLine(eveningEn, s, 1)}`,
      { needs: ['aid', 'grownups'] },
    ),
    en(
      (s) =>
        `${s.homePet.name} was already snoring at the foot of the bed, but ${s.name} was wide awake and listening to the evening. ${aidLine(eveningEn, s, 0)}`,
      { needs: ['aid', 'homePet'] },
    ),
    en(
      (s) =>
        `The moon had come up, round and white, and the last bird had sung its last song. ${aidLine(eveningEn, s, 1)}`,
      { needs: ['aid'] },
    ),
    en(
      (s) =>
        `Bath time was over, the curtains were drawn, and ${s.name} was not one bit ready for sleep. ${aidLine(eveningEn, s, 0)}`,
      { needs: ['aid'] },
    ),
    en(
      (s) =>
        `It was the quiet time of the evening, and ${s.name} sat by the window in ${s.his} pyjamas, watching the moon come up, not one bit sleepy.`,
      { unless: ['aid'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Es war die stille Abendstunde, in der der Himmel die Farbe von Pflaumen annimmt, und im Haus war es ruhig geworden. ${aidLine(eveningDe, s, 0)}`,
      { needs: ['aid'] },
    ),
    de(
      (s) =>
        `${cap(s.grownups.names)} ${s.grownups.plural ? 'hatten' : 'hatte'} eine Geschichte vorgelesen und dann noch eine und dann Gute Nacht gesagt. Aber ${s.name} war noch nicht nach Schlafen zumute. ${aidLine(eveningDe, s, 1)}`,
      { needs: ['aid', 'grownups'] },
    ),
    de(
      (s) =>
        `${s.homePet.name} schnarchte schon am Fußende, aber ${s.name} war hellwach und lauschte dem Abend. ${aidLine(eveningDe, s, 0)}`,
      { needs: ['aid', 'homePet'] },
    ),
    de(
      (s) =>
        `Der Mond war aufgegangen, rund und weiß, und der letzte Vogel hatte sein letztes Lied gesungen. ${aidLine(eveningDe, s, 1)}`,
      { needs: ['aid'] },
    ),
    de(
      (s) =>
        `Das Baden war vorbei, die Vorhänge waren zugezogen, und ${s.name} war noch kein bisschen bereit zum Schlafen. ${aidLine(eveningDe, s, 1)}`,
      { needs: ['aid'] },
    ),
    de(
      (s) =>
        `Es war die stille Abendstunde, und ${s.name} saß im Schlafanzug am Fenster, sah den Mond aufgehen und war kein bisschen müde.`,
      { unless: ['aid'] },
    ),
  ],
};

export const aidArrival: Passage = {
  en: [
    en(
      (s) =>
        `Then ${s.pal}, the ${s.palKind} who slept on ${s.his} pillow every night, sat up and blinked. "Someone needs our help tonight," ${s.palHe} whispered. ${aidLine(wayOpensEn, s)}`,
      { needs: ['aid', 'toyPal'] },
    ),
    en(
      (s) =>
        `There was a soft tap at the window, and there sat ${s.pal}, looking serious. "Someone ${s.where.in} needs help," ${s.palHe} said, "and I thought straight away of you." ${aidLine(wayOpensEn, s)}`,
      { needs: ['aid'], unless: ['toyPal'] },
    ),
    en(
      (s) =>
        `A little light danced across the ceiling and landed on the end of the bed. It was ${s.pal}. "Come on," ${s.palHe} whispered. "There's an adventure waiting, and it's waiting for you." ${aidLine(wayOpensEn, s)}`,
      { needs: ['aid'] },
    ),
    en(
      (s) =>
        `Then, right at the end of the bed, something stirred: ${s.pal}, wide awake and looking very important. "There's a little one lost tonight," ${s.palHe} whispered, "and I know just who can help." ${aidLine(wayOpensEn, s)}`,
      { needs: ['aid'] },
    ),
    en(
      (s) =>
        `And there was ${s.pal}, at the end of the bed. "Come on," ${s.palHe} whispered, "someone needs our help." Then ${s.where.way} opened up before them, leading ${s.where.into}.`,
      { unless: ['aid'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Da setzte sich ${s.pal} auf dem Kopfkissen auf und blinzelte. „Heute Nacht braucht jemand unsere Hilfe“, flüsterte ${s.palEr}. ${aidLine(wayOpensDe, s)}`,
      { needs: ['aid', 'toyPal'] },
    ),
    de(
      (s) =>
        `Da klopfte es leise ans Fenster, und draußen saß ${s.pal} und machte ein ernstes Gesicht. „${cap(s.where.in)} braucht jemand Hilfe“, sagte ${s.palEr}, „und ich hab sofort an dich gedacht.“ ${aidLine(wayOpensDe, s)}`,
      { needs: ['aid'], unless: ['toyPal'] },
    ),
    de(
      (s) =>
        `Ein kleines Licht tanzte über die Zimmerdecke und landete am Fußende des Bettes. Es war ${s.pal}. „Komm“, flüsterte ${s.palEr}. „Da wartet ein Abenteuer, und zwar auf dich.“ ${aidLine(wayOpensDe, s)}`,
      { needs: ['aid'] },
    ),
    de(
      (s) =>
        `Da regte sich etwas am Fußende: ${s.pal}, hellwach und mit sehr wichtiger Miene. „Heute Nacht hat sich ein Kleines verlaufen“, flüsterte ${s.palEr}, „und ich weiß genau, wer helfen kann.“ ${aidLine(wayOpensDe, s)}`,
      { needs: ['aid'] },
    ),
    de(
      (s) =>
        `Und da war ${s.pal}, am Fußende des Bettes. „Komm“, flüsterte ${s.palEr}, „jemand braucht unsere Hilfe.“ Da öffnete sich vor ihnen ${s.where.way}, ${s.where.into}.`,
      { unless: ['aid'] },
    ),
  ],
};

export const aidAlong: Passage = {
  en: [
    en((s) => `${s.sight()} ${aidLine(alongEn, s, 0)}`, { needs: ['aid'] }),
    en((s) => `${aidLine(alongEn, s, 1)} ${s.sight()} "Isn't it lovely?" whispered ${s.pal}. And it was.`, {
      needs: ['aid'],
    }),
    en((s) => `The night was soft and still, and there was no hurry at all. ${aidLine(alongEn, s, 0)} ${s.sight()}`, {
      needs: ['aid'],
    }),
    en((s) => `They went along side by side, and the path was smooth and kind to them. ${s.sight()}`, {
      unless: ['aid'],
    }),
  ],
  de: [
    de((s) => `${s.sight()} ${aidLine(alongDe, s, 0)}`, { needs: ['aid'] }),
    de((s) => `${aidLine(alongDe, s, 1)} ${s.sight()} „Schön, oder?“, flüsterte ${s.pal}. Und wie schön es war.`, {
      needs: ['aid'],
    }),
    de((s) => `Die Nacht war weich und still, und niemand hatte es eilig. ${aidLine(alongDe, s, 0)} ${s.sight()}`, {
      needs: ['aid'],
    }),
    de((s) => `Sie gingen nebeneinander her, und der Weg war glatt und freundlich zu ihnen. ${s.sight()}`, {
      unless: ['aid'],
    }),
  ],
};

export const aidGuideAsks: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.guide} "Oh, I'm so glad you've come," said ${s.where.guideName}. "${s.where.creature.A} went off exploring at sunset and hasn't come home. It must be somewhere close, but it's so small, and the night is so big."`,
    ),
    en(
      (s) =>
        `${s.where.guide} ${s.where.guideName} looked worried. "Have you seen ${s.where.creature.a}?" ${s.where.guideName} asked. "It should be home by now, tucked up in ${s.where.creatureHome}, but it isn't."`,
    ),
    en(
      (s) =>
        `${s.where.guide} "We're looking for someone very small," said ${s.where.guideName}. "${s.where.creature.A}. It wandered off, and now it's dark, and it can't find its way home." ${s.name} sat up straight. "We'll find it," ${s.he} said.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.where.guide} „Wie gut, dass ihr da seid“, sagte ${s.where.guideName}. „${s.where.creature.Ein.nom} ist bei Sonnenuntergang auf Entdeckungsreise gegangen und nicht wiedergekommen. Weit weg kann das Kleine nicht sein, aber es ist so winzig, und die Nacht ist so groß.“`,
    ),
    de(
      (s) =>
        `${s.where.guide} ${s.where.guideName} sah besorgt aus. „Habt ihr ${s.where.creature.ein.acc} gesehen?“, fragte ${s.where.guideName}. „Eigentlich müsste das Kleine längst zu Hause sein, aber da ist es nicht.“`,
    ),
    de(
      (s) =>
        `${s.where.guide} „Wir suchen jemanden ganz Kleinen“, sagte ${s.where.guideName}. „${s.where.creature.Ein.nom} hat sich verlaufen, und jetzt ist es dunkel, und das Kleine findet nicht mehr nach Hause.“ ${s.name} setzte sich kerzengerade hin. „Wir finden es“, sagte ${s.name}.`,
    ),
  ],
};

export const aidPride: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.guideName} looked at ${s.name} with bright, curious eyes. "And what's that you've got there?" ${aidLine(prideEn, s)}`,
      { needs: ['aid'] },
    ),
    en(
      (s) =>
        `"I've never seen anything quite like that," said ${s.where.guideName}, leaning closer. ${aidLine(prideEn, s)} "Well," said ${s.where.guideName}, "I can tell you'll be a fine searcher."`,
      { needs: ['aid'] },
    ),
    en(
      (s) =>
        `${s.where.guideName}'s eyes went to ${s.his} ${s.aid.bare}, and ${s.name} saw them go there. Everybody looked, the first time, and ${s.name} did not mind one bit. ${aidLine(prideEn, s)} ${s.where.guideName} nodded slowly. "Thank you for telling me."`,
      { needs: ['aid'] },
    ),
    en(
      (s) =>
        `${s.where.guideName} looked at ${s.name} and nodded. "You'll be a fine searcher," ${s.where.guideName} said.`,
      { unless: ['aid'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.where.guideName} sah ${s.name} mit hellen, neugierigen Augen an. „Und was hast du da?“ ${aidLine(prideDe, s)}`,
      { needs: ['aid'] },
    ),
    de(
      (s) =>
        `„So etwas habe ich noch nie gesehen“, sagte ${s.where.guideName} und kam näher. ${aidLine(prideDe, s)} „Na, dann“, sagte ${s.where.guideName}, „wirst du bestimmt gut suchen können.“`,
      { needs: ['aid'] },
    ),
    de(
      (s) =>
        `${s.where.guideName} schaute auf ${s.aid.sein.acc}, und ${s.name} merkte es. Beim ersten Mal schauten alle hin, und das machte ${s.ihm} kein bisschen aus. ${aidLine(prideDe, s)} ${s.where.guideName} nickte langsam. „Danke, dass du es mir erzählst.“`,
      { needs: ['aid'] },
    ),
    de(
      (s) =>
        `${s.where.guideName} sah ${s.name} an und nickte. „Du wirst bestimmt gut suchen können“, sagte ${s.where.guideName}.`,
      { unless: ['aid'] },
    ),
  ],
};
