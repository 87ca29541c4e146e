import { capitalise } from './grammar.ts';
import type { Line, Words } from './types.ts';

// Many lines from few parts: every head joined to every tail. The tails carry the story's own
// words (the companion's name, the colour, the place), so two stories seldom tell one sentence.

type Part = (w: Words) => string | false | undefined;

/** A German activity typed as one verb („malen“) said as a noun („Nichts sei schöner als Malen“); a phrase („Lego bauen“) as it is. */
export const activityNounDe = (activity: string): string =>
  /^\p{Ll}+$/u.test(activity) ? capitalise(activity) : activity;

export function cross(heads: Part[], tails: Part[]): Line[] {
  return heads.flatMap((head) =>
    tails.map((tail) => (w: Words) => {
      const h = head(w);
      const t = tail(w);
      return typeof h === 'string' && typeof t === 'string' && h !== '' && t !== '' ? `${h}${t}` : undefined;
    }),
  );
}

/** Riding is the favourite and the companion can carry a rider: the child rides the companion, who does not learn to ride. */
export const ridesCompanion = (w: Words): boolean =>
  /\b(?:rid(?:e|es|ing)|reiten)\b/iu.test(w.activity ?? '') &&
  /horse|pony|unicorn|donkey|Pferd|Pony|Einhorn|Esel/iu.test(w.speciesWord);

/** An activity done sitting still („Sterne anschauen“, "reading", "drawing"): nobody is out of breath after it. */
export const quietActivity = (w: Words): boolean =>
  /\b(?:look|watch|gaz|read|draw|paint|colou?r|puzzl|knit|sew|listen|sing|cuddl|writ|lego|jigsaw)|anschau|ansehen|beobacht|lesen|malen|zeichnen|puzzl|strick|näh|hören|singen|kuscheln|schreiben|vorlesen/iu.test(
    w.activity ?? '',
  );

/** A second interest to tell after the first, as told: not the favourite activity, nor the first when there is no activity. */
export function otherInterest(w: Words): string | undefined {
  // „das Malen“ is the activity „malen“ again: compared without the article.
  // "trampolines" is "jumping on the trampoline" again: any word of the interest, without its plural ending.
  const bare = (text: string) => text.toLowerCase().replace(/^(?:das|die|der|den|the)\s+/, '');
  const stems = (text: string) =>
    bare(text)
      .split(/[^\p{L}]+/u)
      .filter((word) => word.length >= 4)
      .map((word) => word.replace(/(?:es|s|en|n|e)$/u, ''));
  // „Höhlen bauen“ is „das Höhlenbauen“ again: the activity is compared with its words run together.
  const activity = w.activity && bare(w.activity).replace(/[\s-]+/g, '');
  const sameAsActivity = (interest: string) =>
    Boolean(activity) && stems(interest).some((stem) => stem.length >= 3 && activity!.includes(stem));
  const at = w.interests.findIndex((i) => !sameAsActivity(i) && i !== (w.activity ? '' : w.interests[0]));
  return at < 0 ? undefined : w.interestsTold[at];
}
