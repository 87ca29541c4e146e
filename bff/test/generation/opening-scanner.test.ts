import { describe, expect, it } from 'vitest';
import { openingScanner } from '../../src/generation/openai/opening-scanner.ts';

/** Feeds `text` one character at a time; returns the opening and how many characters it took. */
function scan(text: string): { opening?: string; at: number } {
  const scanner = openingScanner();
  for (let i = 0; i < text.length; i++) {
    const opening = scanner.feed(text[i]);
    if (opening !== undefined) return { opening, at: i + 1 };
  }
  return { at: text.length };
}

const story = {
  title: 'A "quoted" {title} with [brackets]',
  summary: 'scenes: [{ not these }] \\ and a backslash',
  characterDescription: 'a child',
  scenes: [
    { text: 'One } ] {', imagePrompt: 'one', pictureDescription: 'one' },
    { text: 'Two', imagePrompt: 'two', pictureDescription: 'two' },
  ],
};

describe('opening scanner', () => {
  it('finds scene 1 the moment it closes, whatever its strings hold', () => {
    const json = JSON.stringify(story);
    const { opening, at } = scan(json);
    expect(JSON.parse(opening!)).toEqual({ ...story, scenes: story.scenes.slice(0, 1) });
    expect(json.slice(0, at).endsWith('"pictureDescription":"one"}')).toBe(true);
  });

  it('reads through a Markdown fence and white space, and tells the opening only once', () => {
    const json = `\`\`\`json\n${JSON.stringify(story, null, 2)}\n\`\`\``;
    const scanner = openingScanner();
    const told = [...json].map((char) => scanner.feed(char)).filter((opening) => opening !== undefined);
    expect(told).toHaveLength(1);
    expect(JSON.parse(told[0]!).scenes).toHaveLength(1);
  });

  it('tells nothing for a story whose scenes are nested elsewhere or never close', () => {
    expect(scan(JSON.stringify({ other: { scenes: [{ a: 1 }] } })).opening).toBeUndefined();
    expect(scan('{"title":"t","scenes":[{"text":"never closed').opening).toBeUndefined();
    expect(scan('not json at all } ] {').opening).toBeUndefined();
  });
});
