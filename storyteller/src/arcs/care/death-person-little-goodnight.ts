import { de, en, type Passage } from '../types.ts';
import { cap, isAre } from './words.ts';

// The goodnight of the little story about someone who died (death-person-little.ts): home again,
// held close, still a bit sad, and that is OK.

export const deathPersonLittleGoodnight: Passage = {
  en: [
    en(
      (s) =>
        `Home again, in bed. ${cap(s.grownups.names)} ${s.grownups.one ? 'gives' : 'give'} ${s.name} a long hug. "We miss ${s.lost.name} too." Sad is OK. Love stays. Goodnight, ${s.name}.`,
      { needs: ['lost', 'grownups'] },
    ),
    en(
      (s) =>
        `Home again. ${s.pal} snuggles close. ${s.name} is still a bit sad, and that is OK. Sad is OK. Love stays. Night night, ${s.name}.`,
    ),
    en(
      (s) =>
        `Home again. ${s.keepsake.of} ${isAre(s.keepsake)} close by. ${s.pal} is close by too. Sad is OK. Love stays. Goodnight, ${s.name}.`,
      { needs: ['keepsake'] },
    ),
    en(
      (s) =>
        `Home again. ${s.name} looks out of the window and finds a little star. "That is ${s.lost.name}'s star," says ${s.name}. Goodnight, star. Goodnight, ${s.name}.`,
      { needs: ['lost', 'star'] },
    ),
    en(
      (s) =>
        `Home again, in bed. ${cap(s.grownups.names)} ${s.grownups.one ? 'stays' : 'stay'} close. "${s.grownups.one ? "I'm here. I will" : "We're here. We will"} look after you." Sad is OK. Love stays. Goodnight, ${s.name}.`,
      { needs: ['lostParent', 'grownups'] },
    ),
    en(
      (s) =>
        `Home again, in bed. ${s.pal} stays close. The grown-ups who love ${s.name} will look after ${s.him}, every day. Sad is OK. Love stays. Goodnight, ${s.name}.`,
      { needs: ['lostParent'], unless: ['grownups'] },
    ),
    en(
      (s) =>
        `Home again, in bed. "${s.lost.name} is in heaven now," ${s.grownups.names} ${s.grownups.one ? 'says' : 'say'} softly. "We will always remember ${s.lost.him}." Sad is OK. Love stays. Goodnight, ${s.name}.`,
      { needs: ['lost', 'heaven', 'grownups'] },
    ),
    en(
      (s) =>
        `Home again, in bed. ${s.name} thinks of ${s.lost.name}. A sad thought. A warm thought. Sad is OK. Love stays. Goodnight, ${s.name}.`,
      { needs: ['lost'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Wieder zu Hause, im Bett. ${cap(s.grownups.names)} ${s.grownups.plural ? 'nehmen' : 'nimmt'} ${s.name} lange in den Arm. „Wir vermissen ${s.lost.name} auch.“ Traurig sein ist okay. Die Liebe bleibt. Gute Nacht, ${s.name}.`,
      { needs: ['lost', 'grownups'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause. ${s.pal} kuschelt sich an. ${s.name} ist noch ein bisschen traurig, und das ist okay. Traurig sein ist okay. Die Liebe bleibt. Schlaf schön, ${s.name}.`,
    ),
    de(
      (s) =>
        `Wieder zu Hause. ${cap(s.keepsake.of.nom)} ${s.keepsake.plural ? 'sind' : 'ist'} ganz nah. ${s.pal} ist auch ganz nah. Traurig sein ist okay. Die Liebe bleibt. Gute Nacht, ${s.name}.`,
      { needs: ['keepsake'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause. ${s.name} schaut aus dem Fenster und findet einen kleinen Stern. „Das ist ${s.lost.genitive} Stern“, sagt ${s.name}. Gute Nacht, Stern. Gute Nacht, ${s.name}.`,
      { needs: ['lost', 'star'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause, im Bett. ${cap(s.grownups.names)} ${s.grownups.plural ? 'bleiben' : 'bleibt'} ganz nah. „${s.grownups.plural ? 'Wir sind da. Wir passen' : 'Ich bin da. Ich passe'} auf dich auf.“ Traurig sein ist okay. Die Liebe bleibt. Gute Nacht, ${s.name}.`,
      { needs: ['lostParent', 'grownups'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause, im Bett. ${s.pal} bleibt ganz nah. Die Großen, die ${s.name} lieb haben, passen auf ${s.ihn} auf, jeden Tag. Traurig sein ist okay. Die Liebe bleibt. Gute Nacht, ${s.name}.`,
      { needs: ['lostParent'], unless: ['grownups'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause, im Bett. „${s.lost.name} ist jetzt im Himmel“, ${s.grownups.plural ? 'sagen' : 'sagt'} ${s.grownups.names} leise. „Wir denken immer an ${s.lost.er.acc}.“ Traurig sein ist okay. Die Liebe bleibt. Gute Nacht, ${s.name}.`,
      { needs: ['lost', 'heaven', 'grownups'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause, im Bett. ${s.name} denkt an ${s.lost.name}. Ein trauriger Gedanke. Ein warmer Gedanke. Traurig sein ist okay. Die Liebe bleibt. Gute Nacht, ${s.name}.`,
      { needs: ['lost'] },
    ),
  ],
};
