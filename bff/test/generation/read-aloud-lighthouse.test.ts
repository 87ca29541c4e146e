import { describe, expect, it } from 'vitest';
import { readAloudOrder, sceneTexts, seedsNamed } from './read-aloud-support.ts';
import { planStory } from '../../src/generation/offline/story-plan.ts';

// Faults heard reading aloud a story set in "a lighthouse by the sea" with the goal "to share his
// toys with his cousin": the cousin stood by while the companion asked for a turn of the spinning
// top and got it, and then "His cousin got a share too" of a top.

const seeds = (n: number) => seedsNamed('lighthouse', n);

describe('read aloud: the lighthouse', () => {
  it('lets the person the goal names ask for the turn and get it ("share his toys with his cousin"), not the companion', () => {
    const goals = {
      en: [
        ['to share his toys with his cousin', /\b(?:his|her) cousin\b/i],
        ['waiting for his turn with his big brother Jonas', /\bJonas\b/],
      ],
      de: [
        ['ihre Spielsachen mit ihrer Cousine teilen', /\b(?:seine|ihre|ihrer|seiner) Cousine\b/i],
        ['warten, bis er dran ist, mit seinem großen Bruder Jonas', /\bJonas\b/],
      ],
    } as const;
    const companionAsks = {
      en: (pet: string) =>
        new RegExp(`"Can I have a turn\\?" asked ${pet}|${pet}'s tummy|set it down between the two of them`),
      de: (pet: string) => new RegExp(`„Darf ich auch mal\\?“, fragte ${pet}|${pet}s Bauch|zwischen sich und ${pet}`),
    };
    const standsBy = /got a (?:share|turn) too|ging (?:auch )?nicht leer aus|kam (?:auch )?an die Reihe/;
    for (const language of ['en', 'de'] as const)
      for (const [i, seed] of seeds(60).entries()) {
        const [goal, person] = goals[language][i % 2];
        const name = language === 'de' ? (i % 2 ? 'Paul' : 'Marlene') : i % 2 ? 'Hugo' : 'Ava';
        const brief = readAloudOrder(language, { name, age: 4 + (i % 5), storyGoal: goal }, seed);
        const plan = planStory(brief);
        const scenes = sceneTexts(brief);
        const challenge = scenes[plan.beats.indexOf('challenge')];
        const mastery = scenes[plan.beats.indexOf('mastery')];
        const at = `${language} ${seed}`;
        expect(challenge, at).toMatch(person);
        expect(mastery, at).toMatch(person);
        expect(`${challenge} ${mastery}`, at).not.toMatch(companionAsks[language](plan.facts.petName));
        expect(scenes.join(' '), at).not.toMatch(standsBy);
        // Said once where they come in, not three times in two sentences.
        expect(challenge.match(new RegExp(person.source, 'gi'))?.length ?? 0, at).toBeLessThanOrEqual(2);
      }
  });
});
