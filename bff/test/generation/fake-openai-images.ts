import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { fakeImageUsage } from './fake-openai-usage.ts';

// The fake OpenAI server's streamed pictures (fake-openai-server.ts): asked with `"stream": true`
// and `partial_images` n, the Images API sends n `image_generation.partial_image` events, then
// `image_generation.completed`, as server-sent events. With a picture's latency P the partials
// come evenly spaced before it (P/(n+1), 2P/(n+1), …) and the final picture at P.

/** The partials asked for by a request body (0–3), as the Images API reads `partial_images`. */
function partialImagesAsked(body: string): number {
  try {
    const asked = (JSON.parse(body) as { partial_images?: unknown }).partial_images;
    return typeof asked === 'number' ? Math.max(0, Math.min(3, Math.floor(asked))) : 0;
  } catch {
    return 0;
  }
}

const event = (data: object) => `event: ${(data as { type: string }).type}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Streams one picture: its partials, then the final one. `breakAfterPartials` ends the connection
 * after the partials without the final picture (a stream that fails midway).
 */
export async function streamPicture(
  res: ServerResponse,
  {
    body,
    picture,
    latency = 0,
    breakAfterPartials = false,
    kind = 'image_generation',
    partials: asked,
    hold,
  }: {
    body: string;
    picture: Buffer;
    latency?: number;
    breakAfterPartials?: boolean;
    /** `image_edit` for a picture drawn from reference pictures (its events are named so). */
    kind?: 'image_generation' | 'image_edit';
    /** The partials asked for, when the body is no JSON (an edit's multipart upload). */
    partials?: number;
    /** Waited for after the partials, before the final picture (a picture held half-drawn). */
    hold?: () => Promise<void>;
  },
): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const partials = asked ?? partialImagesAsked(body);
  const started = performance.now();
  const waitUntil = (ms: number) => sleep(Math.max(0, ms - (performance.now() - started)));
  const b64_json = picture.toString('base64');
  const common = { background: 'opaque', created_at: 1, output_format: 'png', quality: 'auto', size: '1024x1024' };
  for (let index = 0; index < partials; index++) {
    await waitUntil((latency * (index + 1)) / (partials + 1));
    if (res.destroyed) return;
    res.write(event({ type: `${kind}.partial_image`, ...common, b64_json, partial_image_index: index }));
  }
  await hold?.();
  if (breakAfterPartials) {
    res.write(': more to come\n\n', () => res.socket?.end());
    return;
  }
  await waitUntil(latency);
  if (res.destroyed) return;
  // The final picture says what it used, as an unstreamed answer does (fake-openai-usage.ts).
  res.end(event({ type: `${kind}.completed`, ...common, b64_json, ...fakeImageUsage(res) }));
}
