// How the fake server cuts a streamed story (fake-openai-server.ts).

/** Where the story's JSON has scene 1 complete: the length of its opening. */
export function openingLength(content: string): number {
  try {
    const story = JSON.parse(content) as { scenes: unknown[] };
    const opening = JSON.stringify({ ...story, scenes: story.scenes.slice(0, 1) });
    return content.startsWith(opening.slice(0, -2)) ? opening.length - 2 : 0;
  } catch {
    return 0;
  }
}

/** Small pieces, so the engine sees scene 1 end inside a chunk, never only at a convenient edge. */
export function pieces(text: string): string[] {
  return text.match(/[\s\S]{1,23}/g) ?? [];
}
