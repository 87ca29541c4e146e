import type OpenAI from 'openai';
import type { StoryPlan } from '@dreamweaver/contracts';
import { extensionOfMediaType, mediaTypeOfExtension, sniffPicture } from '../../media-types.ts';
import type { IllustrateOptions, MediaFile, WrittenStory } from '../engine.ts';
import { recordSent } from '../receipt-entry.ts';
import { pictureOfAnswer } from './picture-answer.ts';
import { generateStreamed, partialPicturesFor } from './picture-stream.ts';
import { imagePrompt } from './prompts.ts';
import { call, configured, type Servers } from './servers.ts';
import { pictureUsage } from './usage.ts';

/** The picture's type by its bytes, else by what the server said it sent (PNG when it said nothing known). */
function pictureType(data: Buffer, declared: string | undefined): { contentType: string; extension: string } {
  const sniffed = sniffPicture(data);
  if (sniffed) return sniffed;
  const type = mediaTypeOfExtension(declared ?? '');
  const extension = type?.startsWith('image/') ? extensionOfMediaType(type) : undefined;
  return extension ? { contentType: type!, extension } : { contentType: 'image/png', extension: 'png' };
}

export async function illustrateScene(
  servers: Servers,
  plan: StoryPlan,
  story: WrittenStory,
  sceneNumber: number,
  { signal, record, use, onPartial }: IllustrateOptions = {},
): Promise<MediaFile> {
  const image = configured(servers.options.image, 'picture');
  const openai = configured(servers.clients.image, 'picture');
  const scene = story.scenes[sceneNumber - 1];
  if (!scene) throw new Error(`picture: the story has no scene ${sceneNumber}`);
  // GPT image models always answer in base64 and refuse response_format; others default to a URL.
  const base64Param = image.model.startsWith('gpt-image') ? {} : { response_format: 'b64_json' as const };
  const prompt = imagePrompt(story.characterDescription, scene.imagePrompt, plan);
  const partials = partialPicturesFor(image.model, image.partials);
  const { data, declared } = await call(servers, 'picture', servers.timeouts.image, signal, async (request) => {
    await recordSent(record, 'picture', image, [{ part: 'picture', text: prompt }]);
    const params = { model: image.model, prompt, size: image.size as OpenAI.ImageGenerateParams['size'], n: 1 };
    const answer =
      partials > 0 && onPartial
        ? await generateStreamed(openai, params, partials, request, (partial, index) => {
            const data = Buffer.from(partial.base64, 'base64');
            if (data.length > 0) onPartial({ ...pictureType(data, partial.format), data }, index);
          })
        : await openai.images.generate({ ...params, ...base64Param }, request);
    // Billed once answered, whether or not the picture it names can be fetched.
    await use?.(pictureUsage(image, answer));
    // Base64, or a URL on the image server itself (picture-answer.ts), fetched within this call's limits.
    return pictureOfAnswer(answer, image, request);
  });
  return { ...pictureType(data, declared), data };
}
