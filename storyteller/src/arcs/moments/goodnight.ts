import { de, en, type Passage } from '../types.ts';

// Home again and asleep: short sentences, the night song, who says goodnight. Every story ends here,
// calmly; nothing cheers, and nobody who died is in the room.

export const goodnight: Passage = {
  en: [
    en(
      (s) =>
        `Home again, ${s.name} climbed into bed, and ${s.pal} curled up close. ${s.grownups.names} came in to tuck the blanket round ${s.him} and switch off the lamp. "${s.lullaby}," sang ${s.pal}, softer and softer. ${s.name}'s eyes closed. Goodnight, ${s.name}.`,
      { needs: ['grownups'], ages: ['big'] },
    ),
    en(
      (s) =>
        `The way home was short, the way home always is. ${s.name} was back under the covers before ${s.he} knew it, warm and heavy and slow. "${s.lullaby}," hummed ${s.pal}. ${s.name} yawned a yawn as big as the moon, and then ${s.he} ${s.was} asleep. Goodnight, ${s.name}. Goodnight, ${s.pal}.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Back in bed, ${s.name} held ${s.toy.his} close and listened. The house creaked softly. Outside, the stars were still there. "${s.lullaby}," whispered ${s.pal}, and ${s.name} smiled a sleepy smile and was gone, off into ${s.his} own dreams.`,
      { needs: ['toy'], ages: ['big'] },
    ),
    en(
      (s) =>
        `Then ${s.name} was home, in ${s.his} own bed, with ${s.homePet.name} snoring gently at ${s.his} feet. "${s.lullaby}," sang ${s.pal} one last time. ${s.name} breathed slow and deep, and slept.`,
      { needs: ['homePet'], ages: ['big'] },
    ),
    en((s) => `Home again. Into bed. ${s.pal} snuggles close. "${s.lullaby}." Eyes closed. Goodnight, ${s.name}.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `Home again, in the cosy bed. ${s.grownups.names} give${s.grownups.one ? 's' : ''} ${s.name} a goodnight kiss. "${s.lullaby}." Sleep tight, ${s.name}.`,
      { needs: ['grownups'], ages: ['little'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Wieder zu Hause kletterte ${s.name} ins Bett, und ${s.pal} kuschelte sich dicht an ${s.ihn}. ${s.grownups.names} ${s.grownups.plural ? 'kamen' : 'kam'} herein, ${s.grownups.plural ? 'steckten' : 'steckte'} die Decke fest und ${s.grownups.plural ? 'knipsten' : 'knipste'} die Lampe aus. „${s.lullaby}“, sang ${s.pal}, leiser und leiser. ${s.name} fielen die Augen zu. Gute Nacht, ${s.name}.`,
      { needs: ['grownups'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Der Weg nach Hause war kurz, wie der Weg nach Hause immer kurz ist. Schon lag ${s.name} wieder unter der Decke, warm und schwer und langsam. „${s.lullaby}“, summte ${s.pal}. ${s.name} gähnte ein Gähnen so groß wie der Mond, und dann schlief ${s.er}. Gute Nacht, ${s.name}. Gute Nacht, ${s.pal}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Wieder im Bett hielt ${s.name} ${s.toy.sein.acc} fest im Arm und lauschte. Das Haus knarrte leise. Draußen waren die Sterne noch da. „${s.lullaby}“, flüsterte ${s.pal}, und ${s.name} lächelte ein müdes Lächeln und war fort, in ${s.sein('e')} eigenen Träume.`,
      { needs: ['toy'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Dann war ${s.name} zu Hause, im eigenen Bett, und ${s.homePet.name} schnarchte leise am Fußende. „${s.lullaby}“, sang ${s.pal} ein letztes Mal. ${s.name} atmete langsam und tief und schlief.`,
      { needs: ['homePet'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause. Ab ins Bett. ${s.pal} kuschelt sich an. „${s.lullaby}.“ Augen zu. Gute Nacht, ${s.name}.`,
      {
        ages: ['little'],
      },
    ),
    de(
      (s) =>
        `Wieder zu Hause, im kuscheligen Bett. ${s.grownups.names} ${s.grownups.plural ? 'geben' : 'gibt'} ${s.name} einen Gutenachtkuss. „${s.lullaby}.“ Schlaf gut, ${s.name}.`,
      { needs: ['grownups'], ages: ['little'] },
    ),
  ],
};
