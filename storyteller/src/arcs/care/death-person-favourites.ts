import { deMemory, enMemory } from '../moments/memory.ts';
import { de, en, type Passage } from '../types.ts';
import { cap } from './words.ts';

// What the parent named in a story about someone who died, told the way grief counsellors suggest:
// a food becomes a memory of the one who died (told in the past, never as if they were here), and a
// favourite activity becomes something that helps when the sad feeling grows too big. Nothing
// cheers; the activity does not make the sadness go away, it gives it somewhere to go. A proud
// moment is heard about quietly: proud and sad may live side by side.

export const deathPersonFood: Passage = {
  en: [
    en(
      (s) =>
        `${s.name} told ${s.where.guideName} about ${s.food.bare}, and the kitchen, and ${s.lost.name}. "Some tastes hold the people we love," said ${s.where.guideName}. "Whenever you have ${s.food.it} again, the remembering can come too."`,
      { needs: ['lost', 'food'], ages: ['big'] },
    ),
    en(
      (s) =>
        `Out of nowhere, ${s.name} remembered the smell of ${s.food.bare} in ${s.lost.name}'s kitchen. It made ${s.his} tummy feel warm and ${s.his} eyes feel wet, both at once. ${s.where.guideName} waited, and that helped.`,
      { needs: ['lost', 'food'], ages: ['big'] },
    ),
    en((s) => `${s.name} thinks of ${s.food.bare} with ${s.lost.name}. A warm memory, and a sad one too.`, {
      needs: ['lost', 'food'],
      ages: ['little'],
    }),
  ],
  de: [
    de(
      (s) =>
        `${s.name} erzählte ${s.where.guideName} von ${s.food.der.dat}, von der Küche und von ${s.lost.name}. „Manches schmeckt nach den Menschen, die wir lieb haben“, sagte ${s.where.guideName}. „Wenn du ${s.food.er.acc} wieder isst, darf das Erinnern mitkommen.“`,
      { needs: ['lost', 'food'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Auf einmal erinnerte sich ${s.name} an den Duft von ${s.food.bare.dat} in der Küche von ${s.lost.name}. Davon wurde der Bauch ganz warm und die Augen wurden nass, beides zugleich. ${s.where.guideName} wartete, und das half.`,
      { needs: ['lost', 'food'], ages: ['big'] },
    ),
    de((s) => `${s.name} denkt an ${s.food.bare.acc} mit ${s.lost.name}. Ein warmes Erinnern, und ein trauriges.`, {
      needs: ['lost', 'food'],
      ages: ['little'],
    }),
  ],
};

export const deathPersonActivity: Passage = {
  en: [
    en(
      (s) =>
        `"When the sad feeling gets too big, what helps?" asked ${s.where.guideName}. ${s.name} did not have to think for long. "${cap(s.activity.ing)}," ${s.he} said. "That does not make the sadness go away," said ${s.where.guideName}, "but it gives it somewhere to go."`,
      { needs: ['lost', 'activity'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.name} told ${s.where.guideName} that on the hardest days, ${s.activity.ing} helped a bit. "Then keep doing it," said ${s.where.guideName} gently. "Missing someone takes a lot of strength, and you may find it wherever you can."`,
      { needs: ['lost', 'activity'], ages: ['big'] },
    ),
    en((s) => `When ${s.name} feels very sad, ${s.activity.ing} helps a little. ${s.pal} knows.`, {
      needs: ['lost', 'activity'],
      ages: ['little'],
    }),
  ],
  de: [
    de(
      (s) =>
        `„Was hilft dir, wenn das Traurige zu groß wird?“, fragte ${s.where.guideName}. Lange überlegen musste ${s.name} nicht. „${cap(s.activity.infinitive)}“, sagte ${s.er}. „Davon geht das Traurige nicht weg“, sagte ${s.where.guideName}, „aber es hat dann einen Platz, wo es hindarf.“`,
      { needs: ['lost', 'activity'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.name} erzählte ${s.where.guideName}, dass an den schwersten Tagen ${s.activity.noun} ein bisschen half. „Dann mach das weiter“, sagte ${s.where.guideName} sanft. „Jemanden zu vermissen kostet viel Kraft, und du darfst sie dir holen, wo du sie findest.“`,
      { needs: ['lost', 'activity'], ages: ['big'] },
    ),
    de((s) => `Wenn ${s.name} sehr traurig ist, hilft ${s.activity.noun} ein bisschen. ${s.pal} weiß das.`, {
      needs: ['lost', 'activity'],
      ages: ['little'],
    }),
  ],
};

export const deathPersonProud: Passage = {
  en: [
    en(
      (s) =>
        `"I heard about ${enMemory(s.memory.kind).you}," said ${s.where.guideName} softly. ${s.name} nodded, and did not know whether to smile. "You can be proud and sad at the same time," said ${s.where.guideName}. "Both are allowed."`,
      { needs: ['lost', 'memory'], ages: ['big'] },
    ),
    en(
      (s) =>
        `"Do you know what I keep thinking about?" said ${s.pal} quietly. "${cap(enMemory(s.memory.kind).you)}." ${s.name} remembered it too. It was a proud thought and a sad one, and there was room for both.`,
      { needs: ['lost', 'memory'], ages: ['big'] },
    ),
    en((s) => `${s.pal} whispers, "${enMemory(s.memory.kind).little}" Proud and sad, both at once. That is OK.`, {
      needs: ['lost', 'memory'],
      ages: ['little'],
    }),
  ],
  de: [
    de(
      (s) =>
        `„Ich habe gehört, ${deMemory(s.memory.kind).du}“, sagte ${s.where.guideName} leise. ${s.name} nickte und wusste nicht recht, ob ${s.er} lächeln durfte. „Man kann stolz und traurig zugleich sein“, sagte ${s.where.guideName}. „Beides darf sein.“`,
      { needs: ['lost', 'memory'], ages: ['big'] },
    ),
    de(
      (s) =>
        `„Weißt du, woran ich denken muss?“, fragte ${s.pal} leise. „Daran, ${deMemory(s.memory.kind).du}.“ ${s.name} dachte auch daran. Es war ein stolzer Gedanke und ein trauriger, und beide hatten Platz.`,
      { needs: ['lost', 'memory'], ages: ['big'] },
    ),
    de(
      (s) => `${s.pal} flüstert: „${deMemory(s.memory.kind).little}“ Stolz und traurig, beides zugleich. Das ist okay.`,
      { needs: ['lost', 'memory'], ages: ['little'] },
    ),
  ],
};

export const deathPersonTogether: Passage = {
  en: [
    en(
      (s) =>
        `${s.name} told ${s.where.guideName} about ${s.together.ing} with ${s.lost.name}, and how the time always went too quickly. "Those hours are yours to keep," said ${s.where.guideName}. "Nobody can take them away."`,
      { needs: ['lost', 'together'], ages: ['big'] },
    ),
    en(
      (s) =>
        `"What did you and ${s.lost.name} like doing together?" asked ${s.pal}. "${cap(s.together.ing)}," said ${s.name}, and for a moment ${s.he} could almost remember exactly how it had felt.`,
      { needs: ['lost', 'together'], ages: ['big'] },
    ),
    en((s) => `${s.name} thinks of ${s.together.ing} with ${s.lost.name}. A warm memory.`, {
      needs: ['lost', 'together'],
      ages: ['little'],
    }),
  ],
  de: [
    de(
      (s) =>
        `${s.name} erzählte ${s.where.guideName} von ${s.together.noun.dat} mit ${s.lost.name} und davon, wie schnell die Zeit dabei immer vergangen war. „Diese Stunden gehören dir“, sagte ${s.where.guideName}. „Die kann dir niemand nehmen.“`,
      { needs: ['lost', 'together'], ages: ['big'] },
    ),
    de(
      (s) =>
        `„Was habt ihr gern zusammen gemacht, du und ${s.lost.name}?“, fragte ${s.pal}. „${cap(s.together.infinitive)}“, sagte ${s.name}, und einen Moment lang wusste ${s.er} fast wieder genau, wie sich das angefühlt hatte.`,
      { needs: ['lost', 'together'], ages: ['big'] },
    ),
    de((s) => `${s.name} denkt an ${s.together.noun.acc} mit ${s.lost.name}. Ein warmes Erinnern.`, {
      needs: ['lost', 'together'],
      ages: ['little'],
    }),
  ],
};
