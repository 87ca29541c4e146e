import type { MediaFile, StoryBrief } from '../engine.ts';
import { planStory, type Beat } from './story-plan.ts';
import { companion, hero, sleepingInBed, windowFrame, type HeroLook } from './svg-figures.ts';
import { escapeXml, sparkle } from './svg-kit.ts';
import { landscape, magicSparkles, palettes, sky } from './svg-scenery.ts';

// A procedural picture for one scene: the setting at that hour of the night, the hero in the
// favourite colour with the companion, and a prop for what happens on that page.

const skins = ['#f6d7c3', '#eac0a0', '#d9a27e', '#b97c56', '#8d5a3b', '#6b4530'];
const hairs = ['#3b2a20', '#6b4226', '#c58b3f', '#e3c16f', '#1f1a1a', '#a0522d'];

function prop(beat: Beat, accent: string, favourite: string, x: number): string {
  switch (beat) {
    case 'food':
      return `<ellipse cx="${x + 120}" cy="540" rx="110" ry="26" fill="${favourite}" opacity="0.85"/><ellipse cx="${x + 120}" cy="532" rx="30" ry="9" fill="#ffffff"/><circle cx="${x + 110}" cy="526" r="8" fill="#e0a050"/><circle cx="${x + 128}" cy="524" r="8" fill="#d9704a"/>`;
    case 'achievement':
      return `<circle cx="${x}" cy="330" r="22" fill="#ffd24a" stroke="#c9962a" stroke-width="4"/>${sparkle(x, 330, 14, '#fff6c8')}${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${x - 150 + i * 60}" y="${250 + (i % 3) * 30}" width="8" height="14" fill="${['#ff6f91', '#ffe66d', '#7fd1ff'][i % 3]}" transform="rotate(${i * 25} ${x - 146 + i * 60} ${257 + (i % 3) * 30})"/>`).join('')}`;
    case 'wish':
      return `<path d="M520 60 L690 200" stroke="#fff6c8" stroke-width="4" stroke-linecap="round" opacity="0.8"/>${sparkle(700, 210, 22, '#ffe27a')}`;
    case 'activity':
      return `<circle cx="${x + 150}" cy="520" r="22" fill="${accent}" stroke="#ffffff" stroke-width="4"/>`;
    case 'departure':
    case 'homecoming':
      return `<path d="M${x} 600 Q${x + 150} 500 ${x + 380} 430" fill="none" stroke="${accent}" stroke-width="16" stroke-linecap="round" opacity="0.6"/>`;
    case 'guide':
      return `<circle cx="${x + 230}" cy="420" r="34" fill="url(#glow)"/><circle cx="${x + 230}" cy="420" r="12" fill="${accent}"/>`;
    default:
      return '';
  }
}

export function illustrateOfflineScene(brief: StoryBrief, sceneNumber: number): MediaFile {
  const plan = planStory(brief);
  const index = Math.min(Math.max(sceneNumber, 1), plan.beats.length) - 1;
  const beat = plan.beats[index];
  const random = plan.random.fork(`picture-${sceneNumber}`);
  const looks = plan.random.fork('looks');
  const f = plan.facts;
  const kind = f.place.landscape;
  const accent = palettes[kind].accent;
  const look: HeroLook = { outfit: f.colour.hex, skin: looks.pick(skins), hair: looks.pick(hairs) };
  const night = plan.beats.length > 1 ? index / (plan.beats.length - 1) : 0;
  const atHome = beat === 'opening' || beat === 'sleep';

  const parts: string[] = [sky(atHome ? 'dreamland' : kind, night, random)];
  if (beat === 'sleep') {
    parts.push(windowFrame(), `<rect x="0" y="470" width="800" height="130" fill="#4a3a5e"/>`, sleepingInBed(look, f.animal, f.colour.hex));
  } else {
    parts.push(landscape(kind, random, f.colour.hex));
    if (atHome) parts.push(windowFrame());
    const heroX = atHome ? 330 : random.int(160, 560);
    const groundY = atHome ? 470 : random.int(520, 565);
    const scale = atHome ? 1.25 : 0.9 + random.next() * 0.35;
    const facing: 1 | -1 = random.next() < 0.5 ? 1 : -1;
    parts.push(prop(beat, accent, f.colour.hex, heroX));
    parts.push(hero(heroX, groundY, scale, look, beat === 'achievement' || beat === 'wish' ? 'up' : beat === 'guide' ? 'wave' : 'down'));
    parts.push(companion(heroX + 90 * facing * scale, groundY, scale * 0.9, f.animal, facing === 1 ? -1 : 1));
  }
  if (f.storyType === 'custom') parts.push(magicSparkles(random, accent));

  const title = escapeXml(`${f.name} and ${f.petName}, scene ${sceneNumber}`);
  const svg = `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img"><title>${title}</title>${parts.join('')}</svg>\n`;
  return { contentType: 'image/svg+xml', extension: 'svg', data: Buffer.from(svg, 'utf8') };
}
