import type OpenAI from 'openai';
import { extensionOfMediaType, mediaTypeOfExtension, sniffPicture } from '../../media-types.ts';
import type { EngineCallOptions, MediaFile, WrittenStory } from '../engine.ts';
import { recordSent } from '../receipt-entry.ts';
import { type Cast, formText, picturePrompt, referenceImages } from './picture-request.ts';
import { TransientProviderError } from './provider-errors.ts';
import { call, configured, type Servers } from './servers.ts';

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
  options: EngineCallOptions = {},
  sheet?: MediaFile,
): Promise<MediaFile> {
  const scene = story.scenes[sceneNumber - 1];
  if (!scene) throw new Error(`picture: the story has no scene ${sceneNumber}`);
  const prompt = picturePrompt(cast, story.characterDescription, scene.imagePrompt, { fromSheet: Boolean(sheet) });
  return drawPrompt(servers, prompt, options, sheet);
}

/** One picture from a prompt: drawn from the reference sheet when given one (images.edit), else from the text alone. */
export async function drawPrompt(
  servers: Servers,
  text: string,
  { signal, record }: EngineCallOptions = {},
  sheet?: MediaFile,
): Promise<MediaFile> {
  const image = configured(servers.options.image, 'picture');
  const openai = configured(servers.clients.image, 'picture');
  // GPT image models always answer in base64 and refuse response_format; others default to a URL.
  const base64Param = image.model.startsWith('gpt-image') ? {} : { response_format: 'b64_json' as const };
  const size = image.size as OpenAI.ImageGenerateParams['size'];
  const prompt = sheet ? formText(text) : text;
  const result = await call(servers, 'picture', servers.timeouts.image, signal, async (request) => {
    await recordSent(record, 'picture', image, [{ part: 'picture', text: prompt }]);
    if (sheet)
      return openai.images.edit(
        { model: image.model, prompt, image: await referenceImages(sheet), size, n: 1, ...base64Param },
        request,
      );
    return openai.images.generate({ model: image.model, prompt, size, n: 1, ...base64Param }, request);
  });
  const base64 = result?.data?.[0]?.b64_json;
  const data = typeof base64 === 'string' ? Buffer.from(base64, 'base64') : Buffer.alloc(0);
  if (data.length === 0) throw new TransientProviderError('picture: the AI server returned no picture');
  return { ...pictureType(data, (result as { output_format?: string }).output_format), data };
}
