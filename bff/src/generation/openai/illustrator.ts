import type OpenAI from 'openai';
import type { StoryPlan } from '@dreamweaver/contracts';
import { extensionOfMediaType, mediaTypeOfExtension, sniffPicture } from '../../media-types.ts';
import type { EngineCallOptions, MediaFile, WrittenStory } from '../engine.ts';
import { recordSent } from '../receipt-entry.ts';
import { pictureOfAnswer } from './picture-answer.ts';
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
  { signal, record, use }: EngineCallOptions = {},
): Promise<MediaFile> {
  const image = configured(servers.options.image, 'picture');
  const openai = configured(servers.clients.image, 'picture');
  const scene = story.scenes[sceneNumber - 1];
  if (!scene) throw new Error(`picture: the story has no scene ${sceneNumber}`);
  // GPT image models always answer in base64 and refuse response_format; others default to a URL.
  const base64Param = image.model.startsWith('gpt-image') ? {} : { response_format: 'b64_json' as const };
  const prompt = imagePrompt(story.characterDescription, scene.imagePrompt, plan);
  const { data, declared } = await call(servers, 'picture', servers.timeouts.image, signal, async (request) => {
    await recordSent(record, 'picture', image, [{ part: 'picture', text: prompt }]);
    const answer = await openai.images.generate(
      { model: image.model, prompt, size: image.size as OpenAI.ImageGenerateParams['size'], n: 1, ...base64Param },
      request,
    );
    // Billed once answered, whether or not the picture it names can be fetched.
    await use?.(pictureUsage(image, answer));
    // Base64, or a URL on the image server itself (picture-answer.ts), fetched within this call's limits.
    return pictureOfAnswer(answer, image, request);
  });
  return { ...pictureType(data, declared), data };
}
