import type { Line, Words } from './types.ts';

// Many lines from few parts: every head joined to every tail. The tails carry the story's own
// words (the companion's name, the colour, the place), so two stories seldom tell one sentence.

type Part = (w: Words) => string | false | undefined;

export function cross(heads: Part[], tails: Part[]): Line[] {
  return heads.flatMap((head) =>
    tails.map((tail) => (w: Words) => {
      const h = head(w);
      const t = tail(w);
      return typeof h === 'string' && typeof t === 'string' && h !== '' && t !== '' ? `${h}${t}` : undefined;
    }),
  );
}

/** A second interest to tell after the first, as told: not the favourite activity, nor the first when there is no activity. */
export function otherInterest(w: Words): string | undefined {
  const at = w.interests.findIndex(
    (i) => !w.activity?.toLowerCase().includes(i.toLowerCase()) && i !== (w.activity ? '' : w.interests[0]),
  );
  return at < 0 ? undefined : w.interestsTold[at];
}
