import type OpenAI from 'openai';
import { extensionOfMediaType, mediaTypeOfExtension, sniffPicture } from '../../media-types.ts';
import type { IllustrateOptions, MediaFile, StoryBrief, WrittenStory } from '../engine.ts';
import { openingSceneOf } from '../opening-scene.ts';
import { recordSent } from '../receipt-entry.ts';
import { pictureOfAnswer } from './picture-answer.ts';
import { type Cast, castOf, formText, picturePrompt, referenceImages } from './picture-request.ts';
import { drawStreamed, partialPicturesFor } from './picture-stream.ts';
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
  cast: Cast,
  story: WrittenStory,
  sceneNumber: number,
  options: IllustrateOptions = {},
  sheet?: MediaFile,
): Promise<MediaFile> {
  const scene = story.scenes[sceneNumber - 1];
  if (!scene) throw new Error(`picture: the story has no scene ${sceneNumber}`);
  const prompt = picturePrompt(cast, story.characterDescription, scene.imagePrompt, { fromSheet: Boolean(sheet) });
  return drawPrompt(servers, prompt, options, sheet);
}

/**
 * Scene 1's picture from the plan alone (opening-scene.ts), before any text is written: the fixed
 * description and the plan's opening, nothing the writer wrote.
 */
export async function illustrateOpening(
  servers: Servers,
  brief: StoryBrief,
  options: IllustrateOptions = {},
  sheet?: MediaFile,
): Promise<MediaFile> {
  const prompt = picturePrompt(castOf(brief), undefined, openingSceneOf(brief).imagePrompt, {
    fromSheet: Boolean(sheet),
  });
  return drawPrompt(servers, prompt, options, sheet);
}

/**
 * One picture from a prompt: drawn from the reference sheet when given one (images.edit), else from
 * the text alone; streamed as partial pictures when the caller shows them and the model can.
 */
export async function drawPrompt(
  servers: Servers,
  text: string,
  { signal, record, use, onPartial }: IllustrateOptions = {},
  sheet?: MediaFile,
): Promise<MediaFile> {
  const image = configured(servers.options.image, 'picture');
  const openai = configured(servers.clients.image, 'picture');
  // GPT image models always answer in base64 and refuse response_format; others default to a URL.
  const base64Param = image.model.startsWith('gpt-image') ? {} : { response_format: 'b64_json' as const };
  const size = image.size as OpenAI.ImageGenerateParams['size'];
  const prompt = sheet ? formText(text) : text;
  const partials = onPartial ? partialPicturesFor(image.model, image.partials) : 0;
  const { data, declared } = await call(servers, 'picture', servers.timeouts.image, signal, async (request) => {
    await recordSent(record, 'picture', image, [{ part: 'picture', text: prompt }]);
    const params = { model: image.model, prompt, size, n: 1 };
    const edit = sheet && { model: image.model, prompt, image: await referenceImages(sheet), size, n: 1 };
    let answer: OpenAI.ImagesResponse;
    if (partials > 0 && onPartial)
      answer = await drawStreamed(openai, edit ? { edit } : { generate: params }, partials, request, (partial, i) => {
        const data = Buffer.from(partial.base64, 'base64');
        if (data.length > 0) onPartial({ ...pictureType(data, partial.format), data }, i);
      });
    else if (edit) answer = await openai.images.edit({ ...edit, ...base64Param }, request);
    else answer = await openai.images.generate({ ...params, ...base64Param }, request);
    // Billed once answered, whether or not the picture it names can be fetched.
    await use?.(pictureUsage(image, answer));
    // Base64, or a URL on the image server itself (picture-answer.ts), fetched within this call's limits.
    return pictureOfAnswer(answer, image, request);
  });
  return { ...pictureType(data, declared), data };
}
