import type { Language, StoryJson, Translate } from '@dreamweaver/contracts';
import { toneWavDataUrl } from './test-tone.ts';

// The 10 scenes of the viewer test page, with the generationDetails test data carries.
const TEST_SCENE_COUNT = 10;

export interface TestStory extends StoryJson {
  generationDetails: {
    audience: 'child';
    storyType: 'classic' | 'custom';
    language: Language;
    recipientDetails: { name: string; age: number; favoriteColor: string };
  };
}

const HUES = [250, 280, 210, 320, 190, 260, 300, 230, 340, 270];

/** A night scene drawn as an SVG data URL: sky, moon, hills and a few stars, tinted per scene. */
function testPicture(scene: number): string {
  const hue = HUES[(scene - 1) % HUES.length];
  const stars = Array.from({ length: 12 }, (_, i) => {
    const x = (i * 83 + scene * 37) % 400;
    const y = (i * 47 + scene * 19) % 150;
    return `<circle cx="${x}" cy="${y}" r="${1 + (i % 3) * 0.6}" fill="#fff8e1"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,14%)"/><stop offset="1" stop-color="hsl(${hue + 30},50%,38%)"/></linearGradient></defs><rect width="400" height="300" fill="url(#s)"/>${stars}<circle cx="${300 - scene * 12}" cy="70" r="28" fill="#f5c86b"/><path d="M0 240 Q100 190 200 235 T400 220 V300 H0Z" fill="hsl(${hue},40%,20%)"/><text x="20" y="285" font-family="Georgia" font-size="22" fill="#fdf8ff">${scene}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function buildTestStory(t: Translate, language: Language): TestStory {
  const name = 'Mia';
  const audioUrl = toneWavDataUrl(3);
  return {
    id: 'story-viewer-test',
    title: t('viewerTest.storyTitle'),
    summary: null,
    isPaid: true,
    createdAt: new Date(0).toISOString(),
    generationStatus: 'completed',
    language,
    scenes: Array.from({ length: TEST_SCENE_COUNT }, (_, i) => ({
      sceneNumber: i + 1,
      text: t('viewerTest.scene', { name, number: i + 1 }),
      imageUrl: testPicture(i + 1),
      audioUrl,
      locked: false,
    })),
    generationDetails: {
      audience: 'child',
      storyType: 'classic',
      language,
      recipientDetails: { name, age: 5, favoriteColor: 'purple' },
    },
  };
}
