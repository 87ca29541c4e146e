// Orders one offline story through the API, as a reader would, and waits for it (the benches of
// the story page, media and books all start from such a story).

/** Orders a story for Mia (5) and answers its id. */
export async function orderStory(url: string): Promise<string> {
  const created = await fetch(`${url}/api/stories`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      audience: 'child',
      storyType: 'classic',
      language: 'en',
      recipientDetails: { name: 'Mia', age: 5 },
    }),
  });
  if (created.status !== 201) throw new Error(`POST /api/stories answered ${created.status} ${await created.text()}`);
  return ((await created.json()) as { id: string }).id;
}

/** Statuses a story has once scene 1 (the free preview) is ready. */
const PREVIEW_OR_LATER = new Set(['preview_ready', 'creating_narration', 'completed']);

/**
 * Waits until the story is complete, asking its progress every `pollMs`; answers when its preview
 * and its completion were first seen (Date.now()).
 */
export async function storyCompletion(url: string, id: string, { pollMs = 250, timeoutMs = 180_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let previewAt: number | undefined;
  for (;;) {
    const { status } = (await (await fetch(`${url}/api/stories/${id}/progress`)).json()) as { status: string };
    if (PREVIEW_OR_LATER.has(status)) previewAt ??= Date.now();
    if (status === 'completed') return { previewAt: previewAt!, completedAt: Date.now() };
    if (status === 'failed' || Date.now() > deadline) throw new Error(`the story ended ${status}`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** Makes one offline story and waits until it is complete; its id. */
export async function completedStory(url: string): Promise<string> {
  const id = await orderStory(url);
  await storyCompletion(url, id);
  return id;
}
