import type OpenAI from 'openai';
import { z } from 'zod';
import { TransientProviderError } from './provider-errors.ts';

// Pictures that develop in front of the child: the Images API (generate and edit) streams rough
// partial pictures before the final one when asked with `stream: true` and `partial_images` 1–3.
// It sends `image_generation.partial_image` (or `image_edit.partial_image`) events, each with
// `b64_json` and `partial_image_index`, then one `…completed` event with the final picture. Fewer
// partials may come when the picture is quick. Only gpt-image models stream.

/** How many partial pictures to ask for: the setting when given (0–3), else 2 for gpt-image models and 0 for others. */
export function partialPicturesFor(model: string, setting: number | undefined): number {
  if (setting !== undefined) return Math.max(0, Math.min(3, Math.floor(setting)));
  return model.startsWith('gpt-image') ? 2 : 0;
}

/** One picture as the server sent it: base64 and the format it said it has. */
export interface StreamedPicture {
  base64: string;
  format?: string;
  /** The final picture's: what it used (gpt-image models say their tokens), its size and quality. */
  usage?: OpenAI.ImagesResponse['usage'];
  size?: string;
  quality?: string;
}

const partialEvent = z.object({
  type: z.enum(['image_generation.partial_image', 'image_edit.partial_image']),
  b64_json: z.string().min(1),
  partial_image_index: z.number().int().min(0),
  output_format: z.string().optional(),
});

const completedEvent = z.object({
  type: z.enum(['image_generation.completed', 'image_edit.completed']),
  b64_json: z.string().min(1),
  output_format: z.string().optional(),
  size: z.string().optional(),
  quality: z.string().optional(),
  usage: z.record(z.string(), z.unknown()).optional(),
});

/**
 * Reads a streamed picture to its end: each partial is handed to `onPartial` as it arrives (a
 * failing callback never breaks the stream), and the final picture is returned. Events of other
 * types are skipped; a stream that ends without the final picture is a transient failure.
 */
export async function readPictureStream(
  stream: AsyncIterable<unknown>,
  onPartial?: (partial: StreamedPicture, index: number) => void,
): Promise<StreamedPicture> {
  for await (const event of stream) {
    const completed = completedEvent.safeParse(event);
    if (completed.success) {
      const { b64_json, output_format, usage, size, quality } = completed.data;
      return { base64: b64_json, format: output_format, usage: usage as StreamedPicture['usage'], size, quality };
    }
    const partial = partialEvent.safeParse(event);
    if (!partial.success || !onPartial) continue;
    try {
      onPartial(
        { base64: partial.data.b64_json, format: partial.data.output_format },
        partial.data.partial_image_index,
      );
    } catch {
      // The partial is only a preview: losing one never costs the picture.
    }
  }
  throw new TransientProviderError('picture: the AI server ended the stream before the picture was complete');
}

/**
 * A picture streamed with `partials` partial pictures, from text (`images.generate`) or from
 * reference pictures (`images.edit`), answered in the shape of the unstreamed answer
 * (`data[0].b64_json`, `output_format`, `usage`) so the caller reads both alike.
 */
export async function drawStreamed(
  openai: OpenAI,
  asked: { generate: OpenAI.ImageGenerateParamsNonStreaming } | { edit: OpenAI.ImageEditParamsNonStreaming },
  partials: number,
  request: { signal: AbortSignal; timeout: number },
  onPartial?: (partial: StreamedPicture, index: number) => void,
): Promise<OpenAI.ImagesResponse> {
  const stream =
    'edit' in asked
      ? await openai.images.edit({ ...asked.edit, stream: true, partial_images: partials }, request)
      : await openai.images.generate({ ...asked.generate, stream: true, partial_images: partials }, request);
  const final = await readPictureStream(stream, onPartial);
  return {
    created: 0,
    data: [{ b64_json: final.base64 }],
    output_format: final.format as OpenAI.ImagesResponse['output_format'],
    size: final.size as OpenAI.ImagesResponse['size'],
    quality: final.quality as OpenAI.ImagesResponse['quality'],
    usage: final.usage,
  };
}
