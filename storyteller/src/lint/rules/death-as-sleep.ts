import type { Language } from '@dreamweaver/contracts';
import { storySentences, wholeWords } from '../text.ts';
import type { Finding, StoryRule } from '../types.ts';
import { rememberedOnes } from './who.ts';

// A death told as sleep or as going away, in a story where someone died: "went to sleep forever",
// „für immer eingeschlafen“, "passed away", "we lost him". A child who hears it fears falling asleep,
// or that whoever went away may come back. Some words are only wrong about the one who died ("went
// away", "fell asleep", "lost", „eingeschlafen“): those count in a sentence that names them (not
// their things: "Grandpa's hat was lost" is about the hat).

const ALWAYS: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:(?:went|gone|go|goes|fell|falls) to sleep forever|(?:asleep|sleeping|sleeps|sleep) forever|forever asleep|eternal sleep|never (?:woke|wake|wakes) up|(?:won't|will not|didn't|did not) wake up again|passed away|pass away|put to sleep|rest in peace|we lost (?:him|her|them))(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:für immer (?:eingeschlafen|schlafen|schläft|schlief)|ewige[nm]? schlaf|nicht mehr aufgewacht|nicht mehr aufwachen|nie mehr aufwachen|eingeschläfert|entschlafen|von uns gegangen|ruht in frieden|wir haben (?:ihn|sie) verloren)(?![\p{L}])/iu,
};

const ABOUT_THEM: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:went to sleep|gone to sleep|fell asleep|is sleeping|was sleeping|asleep|went away|gone away|left us|is resting|was lost|lost)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:eingeschlafen|schläft|schlief|fortgegangen|weggegangen|ging fort|ging weg|ist fort|ist weg|verloren|ruht)(?![\p{L}])/iu,
};

export const deathAsSleep: StoryRule = ({ id, plan, story }) => {
  const remembered = rememberedOnes(plan);
  const aboutDeath = plan.theme.id === 'death-person' || plan.theme.id === 'death-pet';
  if (remembered.length === 0 && !aboutDeath) return [];
  const words = wholeWords(
    remembered.flatMap((one) => one.words),
    { possessive: false },
  );
  const named = words && new RegExp(words.source, 'iu');
  const findings: Finding[] = [];
  for (const sentence of storySentences(story)) {
    const always = ALWAYS[plan.language].exec(sentence.text);
    const aboutThem = named?.test(sentence.text) ? ABOUT_THEM[plan.language].exec(sentence.text) : null;
    const found = always ?? aboutThem;
    if (found)
      findings.push({
        rule: 'death-as-sleep',
        story: id,
        scene: sentence.scene,
        sentence: sentence.text,
        message: `a death told as sleep or going away: “${found[0]}”`,
      });
  }
  return findings;
};
