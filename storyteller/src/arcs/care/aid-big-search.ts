import { de, en, type Passage } from '../types.ts';
import { type AidLines, aidLine } from './aid-kinds.ts';
import { bedsideDe, findDe, homewardDe, searchDe } from './aid-lines-de.ts';
import { bedsideEn, findEn, homewardEn, searchEn } from './aid-lines-en.ts';
import type { DeOptional, DeSlots } from '../../slots/types.ts';

// An aid the child uses, for a child of five and over: the search, the finding and the way home.
// The child finds the little lost creature in the way of their aid and brings it home with it; the
// aid is named at the finding, at the triumph and at bedtime, where it waits close by.

/** What the guide calls the child's aid when thanking them: "you and your wheelchair". */
const yourAidDe: AidLines<DeSlots & Pick<DeOptional, 'aid'>> = {
  wheelchair: [() => 'dein Rollstuhl'],
  'hearing-aid': [() => 'dein Hörgerät'],
  glasses: [() => 'deine Brille'],
  cane: [() => 'dein Stock'],
  walker: [() => 'deine Gehhilfe'],
  prosthesis: [() => 'deine Prothese'],
};

export const aidSearch: Passage = {
  en: [
    en(
      (s) =>
        `They searched everywhere. ${aidLine(searchEn, s)} ${s.pal} looked up high, just in case. "Little one!" they called, softly, so as not to frighten it. ${s.sight()}`,
      { needs: ['aid'] },
    ),
    en(
      (s) =>
        `${s.sight()} But there was no sign of ${s.where.creature.the} yet. ${aidLine(searchEn, s)} "It must be somewhere," said ${s.pal}. "Little ones always are."`,
      { needs: ['aid'] },
    ),
    en(
      (s) =>
        `${aidLine(searchEn, s)} "Let's be very quiet and very clever," whispered ${s.name}. ${s.pal} searched the other side of the path, humming softly so the little one would know friends were near.`,
      { needs: ['aid'] },
    ),
    en(
      (s) =>
        `They searched everywhere, high and low, and called softly, so as not to frighten the little one. ${s.sight()}`,
      { unless: ['aid'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Sie suchten überall. ${aidLine(searchDe, s)} ${s.pal} schaute nach oben, man konnte ja nie wissen. „Kleines!“, riefen sie leise, um es nicht zu erschrecken. ${s.sight()}`,
      { needs: ['aid'] },
    ),
    de(
      (s) =>
        `${s.sight()} Aber von ${s.where.creature.der.dat} war noch keine Spur. ${aidLine(searchDe, s)} „Irgendwo muss es ja sein“, sagte ${s.pal}. „Kleine sind immer irgendwo.“`,
      { needs: ['aid'] },
    ),
    de(
      (s) =>
        `${aidLine(searchDe, s)} „Wir sind jetzt ganz leise und ganz schlau“, flüsterte ${s.name}. ${s.pal} suchte auf der anderen Seite des Weges und summte leise, damit das Kleine wusste, dass Freunde in der Nähe waren.`,
      { needs: ['aid'] },
    ),
    de(
      (s) =>
        `Sie suchten überall, oben und unten, und riefen ganz leise, um das Kleine nicht zu erschrecken. ${s.sight()}`,
      { unless: ['aid'] },
    ),
  ],
};

export const aidFind: Passage = {
  en: [
    en(
      (s) =>
        `${aidLine(findEn, s)} "Hello," said ${s.name} softly. "Everyone's been looking for you." The little one blinked, and crept closer.`,
      { needs: ['aid'] },
    ),
    en(
      (s) =>
        `${aidLine(findEn, s)} It looked up at ${s.name} with big, tired eyes. "Are you lost?" asked ${s.name}, and it gave a very small nod.`,
      { needs: ['aid'] },
    ),
    en(
      (s) =>
        `${aidLine(findEn, s)} ${s.pal} let out a long sigh of relief. "Found," ${s.palHe} whispered. "Found, found, found."`,
      { needs: ['aid'] },
    ),
    en(
      (s) =>
        `Then ${s.name} spotted it, right where nobody else had looked: ${s.where.creature.the}, curled up small. "Hello," ${s.he} whispered. "We've come to take you home."`,
      { unless: ['aid'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${aidLine(findDe, s)} „Hallo“, sagte ${s.name} leise. „Alle haben dich gesucht.“ Das Kleine blinzelte und kam ein Stückchen näher.`,
      { needs: ['aid'] },
    ),
    de(
      (s) =>
        `${aidLine(findDe, s)} Das Kleine schaute ${s.name} mit großen, müden Augen an. „Hast du dich verlaufen?“, fragte ${s.name}, und das Kleine nickte, ganz winzig.`,
      { needs: ['aid'] },
    ),
    de(
      (s) =>
        `${aidLine(findDe, s)} ${s.pal} seufzte tief vor Erleichterung. „Gefunden“, flüsterte ${s.palEr}. „Gefunden, gefunden, gefunden.“`,
      { needs: ['aid'] },
    ),
    de(
      (s) =>
        `Da entdeckte ${s.name} es, genau dort, wo sonst niemand nachgeschaut hatte: ${s.where.creature.der.acc}, ganz klein zusammengerollt. „Hallo“, flüsterte ${s.name}. „Wir bringen dich nach Hause.“`,
      { unless: ['aid'] },
    ),
  ],
};

export const aidHomeward: Passage = {
  en: [
    en(
      (s) =>
        `${aidLine(homewardEn, s, 0)} ${s.where.guideName} was waiting, and the little one tumbled happily into ${s.where.creatureHome}. "Thank you," said ${s.where.guideName}. "You found it, you and your ${s.aid.bare}." ${s.where.nightfall}`,
      { needs: ['aid'] },
    ),
    en(
      (s) =>
        `${aidLine(homewardEn, s, 1)} When they reached ${s.where.creatureHome}, the little one curled up inside with a small, contented sigh, and ${s.where.guideName} bowed low to ${s.name}. "Nobody could have done that better," ${s.where.guideName} said. ${s.where.nightfall}`,
      { needs: ['aid'] },
    ),
    en(
      (s) =>
        `${aidLine(homewardEn, s, 0)} When the little one was safely home, ${s.where.guideName} looked at ${s.name} for a long, warm moment. "That was kindly done," ${s.where.guideName} said. "Kindly, and cleverly." ${s.name} felt proud, right down to the tips of ${s.his} fingers. ${s.where.nightfall}`,
      { needs: ['aid'] },
    ),
    en(
      (s) =>
        `${s.name} carried ${s.where.creature.the} all the way home, and ${s.where.guideName} was waiting. "Thank you," ${s.where.guideName} said. ${s.where.nightfall}`,
      { unless: ['aid'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${aidLine(homewardDe, s, 0)} ${s.where.guideName} wartete schon, und das Kleine kuschelte sich glücklich in sein Zuhause. „Danke“, sagte ${s.where.guideName}. „Ihr habt es gefunden, du und ${aidLine(yourAidDe, s)}.“ ${s.where.nightfall}`,
      { needs: ['aid'] },
    ),
    de(
      (s) =>
        `${aidLine(homewardDe, s, 1)} Als sie angekommen waren, rollte sich das Kleine mit einem zufriedenen Seufzer ein, und ${s.where.guideName} verneigte sich tief vor ${s.name}. „Besser hätte das niemand machen können“, sagte ${s.where.guideName}. ${s.where.nightfall}`,
      { needs: ['aid'] },
    ),
    de(
      (s) =>
        `${aidLine(homewardDe, s, 0)} Als das Kleine sicher zu Hause war, sah ${s.where.guideName} ${s.name} lange und warm an. „Das war lieb gemacht“, sagte ${s.where.guideName}. „Lieb und klug.“ ${s.name} war stolz, bis in die Fingerspitzen. ${s.where.nightfall}`,
      { needs: ['aid'] },
    ),
    de(
      (s) =>
        `${s.name} trug ${s.where.creature.der.acc} den ganzen Weg nach Hause, und ${s.where.guideName} wartete schon. „Danke“, sagte ${s.where.guideName}. ${s.where.nightfall}`,
      { unless: ['aid'] },
    ),
  ],
};

export const aidGoodnight: Passage = {
  en: [
    en(
      (s) =>
        `Home again, ${s.name} was tucked in by ${s.grownups.names}. ${aidLine(bedsideEn, s)} "${s.lullaby}," sang ${s.pal}, softer and softer, and ${s.name}'s eyes closed.`,
      { needs: ['aid', 'grownups'] },
    ),
    en(
      (s) =>
        `In no time at all they were home. ${aidLine(bedsideEn, s)} ${s.name} snuggled down under the covers, and ${s.pal} curled up close. "${s.lullaby}," ${s.palHe} hummed. Goodnight, ${s.name}.`,
      { needs: ['aid'] },
    ),
    en(
      (s) =>
        `Back in ${s.his} own room, everything was just where ${s.he} had left it. ${aidLine(bedsideEn, s)} Then ${s.he} lay and thought about the little one, safe at home now, just like ${s.him}. "${s.lullaby}," sang ${s.pal}, and ${s.name} slept.`,
      { needs: ['aid'] },
    ),
    en(
      (s) =>
        `Home again, and the house was quiet. ${aidLine(bedsideEn, s)} ${s.name} yawned a long, slow, contented yawn. It had been a good night's work. "${s.lullaby}," whispered ${s.pal}, and ${s.name}'s eyes closed.`,
      { needs: ['aid'] },
    ),
    en(
      (s) =>
        `Home again, ${s.name} snuggled down under the covers, and ${s.pal} curled up close. "${s.lullaby}," ${s.palHe} hummed. Goodnight, ${s.name}.`,
      { unless: ['aid'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Wieder zu Hause wurde ${s.name} von ${s.grownups.dat} zugedeckt. ${aidLine(bedsideDe, s)} „${s.lullaby}“, sang ${s.pal}, leiser und leiser, und ${s.name} fielen die Augen zu.`,
      { needs: ['aid', 'grownups'] },
    ),
    de(
      (s) =>
        `Im Nu waren sie wieder zu Hause. ${aidLine(bedsideDe, s)} ${s.name} kuschelte sich unter die Decke, und ${s.pal} rollte sich dicht daneben ein. „${s.lullaby}“, summte ${s.palEr}. Gute Nacht, ${s.name}.`,
      { needs: ['aid'] },
    ),
    de(
      (s) =>
        `Im eigenen Zimmer war alles genau da, wo es sein sollte. ${aidLine(bedsideDe, s)} Dann lag ${s.er} da und dachte an das Kleine, das jetzt auch sicher zu Hause war. „${s.lullaby}“, sang ${s.pal}, und ${s.name} schlief.`,
      { needs: ['aid'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause, und im Haus war es still. ${aidLine(bedsideDe, s)} ${s.name} gähnte, ein langes, langsames, zufriedenes Gähnen. Das war eine gute Nacht gewesen. „${s.lullaby}“, flüsterte ${s.pal}, und ${s.name} fielen die Augen zu.`,
      { needs: ['aid'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause kuschelte sich ${s.name} unter die Decke, und ${s.pal} rollte sich dicht daneben ein. „${s.lullaby}“, summte ${s.palEr}. Gute Nacht, ${s.name}.`,
      { unless: ['aid'] },
    ),
  ],
};
