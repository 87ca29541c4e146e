import type { Language, PlanDetail, StoryPlan } from '@dreamweaver/contracts';
import { lexicon } from '../../lexicon/index.ts';
import { storySentences, wholeWords, wordsOf } from '../text.ts';
import type { Finding, StoryRule } from '../types.ts';

// A detail of the parent's stamped on the story: the same colour word, the same food or garment, or
// the parent's own phrase for a detail said more than twice. Told twice a detail is a thread; told
// a third time it is a label. A toy or an animal is left out: it may be a character of the story.

const TIMES = 2;

function colourWords(id: string, language: Language): string[] {
  const colour = lexicon.colour(id);
  if (!colour) return [];
  if (language === 'en') return [colour.forms.en.adjective];
  const { stem, invariable } = colour.forms.de;
  return invariable ? [stem] : ['', 'e', 'en', 'er', 'es', 'em'].map((ending) => stem + ending);
}

function nounWords(detail: PlanDetail, language: Language): string[] {
  if (detail.lexeme === null) return [];
  const entry = detail.kind === 'food' ? lexicon.food(detail.lexeme) : lexicon.clothing(detail.lexeme);
  if (!entry) return [];
  const forms = entry.forms[language];
  return [forms.noun, ...(forms.plural ? [forms.plural] : [])];
}

/** Each stamp of the plan's details, named, with the words that make it. */
function stamps(plan: StoryPlan): { name: string; words: string[] }[] {
  const found: { name: string; words: string[] }[] = [];
  const colours = new Set(
    plan.details.flatMap((detail) => [
      ...(detail.kind === 'colour' && detail.lexeme ? [detail.lexeme] : []),
      ...(detail.colour ? [detail.colour] : []),
    ]),
  );
  for (const colour of colours) found.push({ name: colour, words: colourWords(colour, plan.language) });
  for (const detail of plan.details) {
    // The place the story happens is named wherever the story is: "am Meer" is the setting, not a label.
    if (detail.kind === 'place' && detail.lexeme === plan.setting.id) continue;
    if (detail.kind === 'food' || detail.kind === 'clothing')
      found.push({ name: detail.words, words: nounWords(detail, plan.language) });
    if (wordsOf(detail.words).length >= 2) found.push({ name: detail.words, words: [detail.words] });
  }
  return found.filter((stamp) => stamp.words.length > 0);
}

export const detailStamped: StoryRule = ({ id, plan, story }) => {
  const findings: Finding[] = [];
  const sentences = [{ scene: null, text: story.title }, ...storySentences(story)];
  for (const stamp of stamps(plan)) {
    const pattern = wholeWords(stamp.words);
    if (!pattern) continue;
    let times = 0;
    for (const sentence of sentences) {
      times += [...sentence.text.matchAll(pattern)].length;
      if (times <= TIMES) continue;
      findings.push({
        rule: 'detail-stamped',
        story: id,
        scene: sentence.scene,
        sentence: sentence.text,
        message: `the detail “${stamp.name}” is said a ${times === 3 ? 'third' : `${times}th`} time`,
      });
      break;
    }
  }
  return findings;
};
