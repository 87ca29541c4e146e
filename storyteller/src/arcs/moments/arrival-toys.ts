import { de, type DeVariant, en, type EnVariant } from '../types.ts';

// More ways for the child's own cuddly toy to wake up and take the child along: a child told a
// series of ten hears each of them before one comes again.

export const toyWakeUps: { en: EnVariant[]; de: DeVariant[] } = {
  en: [
    en(
      (s) =>
        `Something soft bumped against ${s.name}'s cheek. It was ${s.pal}, nose to nose with ${s.him} and wide awake. "Shh," ${s.palHe} whispered. "Look at the window." Outside, ${s.where.way} was waiting to lead them ${s.where.into}.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.pal} had been lying very still at the foot of the bed, the way cuddly toys do. But the moment the house was quiet, ${s.palHe} sat up and gave a little wave. "Ready when you are," ${s.palHe} said, and beyond the window ${s.where.way} opened up, ${s.where.into}.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `A tiny yawn came from the pillow, and ${s.pal} stretched as far as ${s.palHe} could go. "What a long day of sitting still," ${s.palHe} said. "Shall we?" ${s.name} nodded, and off they went, ${s.where.into}.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Etwas Weiches stupste ${s.name} an die Wange. Es war ${s.pal}, Nase an Nase und hellwach. „Pst“, flüsterte ${s.palEr}. „Schau mal zum Fenster.“ Draußen wartete ${s.where.way}, bereit, sie ${s.where.into} zu führen.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.pal} hatte ganz still am Fußende gelegen, so wie Kuscheltiere das eben tun. Doch kaum war es im Haus ruhig, setzte ${s.palEr} sich auf und winkte. „Von mir aus kann es losgehen“, sagte ${s.palEr}, und hinter dem Fenster tat sich ${s.where.way} auf, ${s.where.into}.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Vom Kopfkissen kam ein winziges Gähnen, und ${s.pal} reckte sich, so weit ${s.palEr} nur konnte. „Was für ein langer Tag voller Stillsitzen“, sagte ${s.palEr}. „Gehen wir?“ ${s.name} nickte, und schon ging es los, ${s.where.into}.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
  ],
};
