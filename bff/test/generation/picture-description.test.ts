import { describe, expect, it } from 'vitest';
import type { StoryBrief } from '../../src/generation/engine.ts';
import { createOfflineEngine } from '../../src/generation/offline/offline-engine.ts';
import { descriptionOfPrompt } from '../../src/generation/prompt-description.ts';
import { assertWellFormedXml } from '../../../storyteller/test/well-formed-xml.ts';

// Every picture carries one sentence in the story's language that says what it shows: the alt text
// of the viewer and the books, and the offline SVG's <title>.

const engine = createOfflineEngine();

function brief(language: 'en' | 'de', name: string): StoryBrief {
  return {
    audience: 'child',
    storyType: 'classic',
    language,
    recipientDetails: { name, age: 6, favoriteAnimal: language === 'de' ? 'Fuchs' : 'fox' },
    variety: { seed: `description-${language}`, recentPlots: [], recentTitles: [] },
  };
}

const svgTitle = (svg: string) => svg.match(/<title>([^<]*)<\/title>/)?.[1];
const xmlEscaped = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

describe('offline pictures: a description of each picture in the story’s language', () => {
  for (const [language, name] of [
    ['en', 'Mia'],
    ['de', 'Jörg'],
  ] as const)
    it(`describes every picture in one sentence that names the hero, as the SVG title (${language})`, async () => {
      const b = brief(language, name);
      const story = await engine.writeStory(b);
      for (let sceneNumber = 1; sceneNumber <= story.scenes.length; sceneNumber++) {
        const picture = await engine.illustrateScene({ brief: b, story, sceneNumber });
        const svg = picture.data.toString('utf8');
        assertWellFormedXml(svg);
        expect(picture.description).toContain(name);
        expect(svgTitle(svg)).toBe(xmlEscaped(picture.description!));
      }
    });

  it('keeps a hostile name as text: escaped in the SVG title, no control character anywhere', async () => {
    const b = brief('en', '<script>&"Mia"\'</script>');
    const story = await engine.writeStory(b);
    const picture = await engine.illustrateScene({ brief: b, story, sceneNumber: 1 });
    const svg = picture.data.toString('utf8');
    assertWellFormedXml(svg);
    expect(svg).not.toContain('<script>');
    expect(svg).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
  });
});

describe('a picture an AI server drew is described by its prompt, with the name put back in here', () => {
  it('puts the name where the prompt says the hero or holds the placeholder', () => {
    expect(descriptionOfPrompt("the hero and the hero's fox cross a moonlit bridge", 'Mia')).toBe(
      "Mia and Mia's fox cross a moonlit bridge.",
    );
    expect(descriptionOfPrompt('{{HERO}} waves at an owl.', 'Jörg Müßig')).toBe('Jörg Müßig waves at an owl.');
    expect(descriptionOfPrompt('  \n ', 'Mia')).toBeUndefined();
    expect(descriptionOfPrompt('The hero\u0001 sleeps', 'Mia')).toBe('Mia sleeps.');
    expect(descriptionOfPrompt('a'.repeat(600), 'Mia')!.length).toBeLessThanOrEqual(402);
  });
});
