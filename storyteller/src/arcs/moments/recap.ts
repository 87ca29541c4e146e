import { de, en, type Passage } from '../types.ts';

// A series episode told by a care arc opens with what happened last time, quietly: the arc's own
// opening follows, and tonight may be a different kind of night.

export const recap: Passage = {
  en: [
    en((s) => `${s.series.recap} Tonight was a quieter sort of night.`, { needs: ['series'], ages: ['big'] }),
    en((s) => `${s.series.recap} But tonight, something else was on ${s.name}'s mind.`, {
      needs: ['series'],
      ages: ['big'],
    }),
    en((s) => `${s.series.recap} Tonight felt different, and that was all right.`, {
      needs: ['series'],
      ages: ['big'],
    }),
    en((s) => `${s.series.recap} Tonight is a quiet night.`, { needs: ['series'], ages: ['little'] }),
  ],
  de: [
    de((s) => `${s.series.recap} Heute war eine stillere Nacht.`, { needs: ['series'], ages: ['big'] }),
    de((s) => `${s.series.recap} Aber heute Abend ging ${s.name} etwas anderes durch den Kopf.`, {
      needs: ['series'],
      ages: ['big'],
    }),
    de((s) => `${s.series.recap} Heute fühlte sich anders an, und das war in Ordnung.`, {
      needs: ['series'],
      ages: ['big'],
    }),
    de((s) => `${s.series.recap} Heute ist eine stille Nacht.`, { needs: ['series'], ages: ['little'] }),
  ],
};
