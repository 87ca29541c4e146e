import {
  type CreateStoryRequest,
  PLAN_SETTINGS,
  type PlanSetting,
  type StoryPlan,
  STORY_SIBLINGS_MAX,
} from '@dreamweaver/contracts';
import { lexicon } from '../lexicon/index.ts';
import type { Reading } from './reading.ts';
import { alternation, wordPattern, wordsOf } from './text.ts';

// Where the story happens and who comes along: the form's setting (one of its six ids, or the
// parent's own words, read into a place the lexicon knows by its spellings and kept as typed), and
// the brothers and sisters of the form. The free text never moves the story: stars on the pyjamas
// are no space adventure.

const DEFAULT_SETTING: PlanSetting = 'magical-forest';

/** „ä“ and „ae“ as one, so a spelling is found however the parent typed it. */
const spelledOut = (text: string) =>
  text.replace(/ä/gu, 'ae').replace(/ö/gu, 'oe').replace(/ü/gu, 'ue').replace(/ß/gu, 'ss');

const isPlanSetting = (value: string): value is PlanSetting => (PLAN_SETTINGS as readonly string[]).includes(value);

export function readSetting(request: CreateStoryRequest, reading: Reading): StoryPlan['setting'] {
  const typed = (request.storySetting ?? request.recipientDetails.storySetting ?? '').trim();
  if (!typed) return { id: DEFAULT_SETTING, words: null };
  if (isPlanSetting(typed)) return { id: typed, words: null };
  const source = reading.sources.find((s) => s.kind === 'setting');
  if (!source) return { id: DEFAULT_SETTING, words: null };
  const words = wordsOf(source, { start: 0, end: source.text.length }) || null;
  for (const language of [source.language, source.language === 'en' ? 'de' : 'en'] as const) {
    const spellings = lexicon
      .settings()
      .flatMap((s) => s.spellings[language].map((spelling) => ({ spelling, id: s.id })));
    if (spellings.length === 0) continue;
    const match = wordPattern(`(${alternation(spellings.map((s) => s.spelling))})`).exec(source.lower);
    const found = match && spellings.find((s) => spelledOut(s.spelling) === spelledOut(match[1]));
    if (found) return { id: found.id, words };
  }
  return { id: DEFAULT_SETTING, words };
}

/** The form's brothers and sisters, as given; a role left empty is a helper. */
export function readSiblings(request: CreateStoryRequest): StoryPlan['siblings'] {
  return (request.siblings ?? []).slice(0, STORY_SIBLINGS_MAX).map((sibling, index) => ({
    id: `s${index + 1}`,
    name: sibling.name,
    age: sibling.age ?? null,
    pronoun: sibling.pronoun === 'he' || sibling.pronoun === 'she' ? sibling.pronoun : 'they',
    role: sibling.role ?? 'helper',
  }));
}
