import type { Language } from '@dreamweaver/contracts';
import { repetitionAcrossChildren } from '../src/lint/measures.ts';
import { maskedWords, maskWords, storySentences, wordRuns } from '../src/lint/text.ts';
import { settlePlan } from '../src/teller/settle.ts';
import { tellStory } from '../src/teller/tell.ts';
import { fourteenChildren } from '../test/adventure-plans.ts';

// For writers: the fourteen children of test/adventure-plans.ts told, and the share of each story's
// sentences that share a run of six words (names masked) with another child's story, as the quality
// bench measures it. `--shared` lists the runs told to more than one child, most shared first.
//   npx tsx storyteller/scripts/repetition.ts [--shared] [--age 7]

const showShared = process.argv.includes('--shared');
const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : undefined;
};
const age = option('--age');
/** Each round tells the same fourteen children with other seeds; the figure is their mean. */
const rounds = option('--rounds') ?? 1;

function told(language: Language, round = 0) {
  return fourteenChildren(language, { age }).map(({ plan, seed: childSeed }, i) => {
    const seed = round === 0 ? childSeed : `${childSeed}-round-${round}`;
    const settled = settlePlan(plan, { seed });
    const story = tellStory(settled, { seed });
    const request = {
      audience: 'child' as const,
      storyType: 'classic' as const,
      language,
      recipientDetails: { name: plan.hero.name },
    };
    return { id: `child-${i}`, order: { request }, plan: settled, story };
  });
}

for (const language of ['en', 'de'] as const) {
  const means = Array.from({ length: rounds }, (_, round) => repetitionAcrossChildren(told(language, round)).mean ?? 0);
  const average = means.reduce((sum, mean) => sum + mean, 0) / rounds;
  const stories = told(language);
  const measured = repetitionAcrossChildren(stories);
  const arcs = stories.map((s) => s.story.arc).join(' ');
  console.log(
    `${language}: ${(100 * average).toFixed(1)} % over ${rounds} round(s); the first: worst ${(100 * (measured.worst ?? 0)).toFixed(1)} % · ${arcs}`,
  );
  if (!showShared) continue;
  const owners = new Map<string, Set<number>>();
  const example = new Map<string, string>();
  stories.forEach((story, i) => {
    const masks = maskWords(story.plan);
    for (const sentence of storySentences(story.story))
      for (const run of wordRuns(maskedWords(sentence.text, masks))) {
        owners.set(run, (owners.get(run) ?? new Set()).add(i));
        if (!example.has(run)) example.set(run, sentence.text);
      }
  });
  const shared = [...owners].filter(([, who]) => who.size > 1);
  const bySentence = new Map<string, number>();
  for (const [run, who] of shared)
    bySentence.set(example.get(run)!, Math.max(bySentence.get(example.get(run)!) ?? 0, who.size));
  for (const [sentence, count] of [...bySentence].sort((a, b) => b[1] - a[1])) console.log(`  ${count}× ${sentence}`);
}
