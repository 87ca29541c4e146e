import type OpenAI from 'openai';
import { sniffPicture } from '../../media-types.ts';
import { ProviderRequestError, TransientProviderError } from './provider-errors.ts';
import type { OpenAiServer, Request } from './servers.ts';

// The picture in an image server's answer. OpenAI answers base64 (`b64_json`); LocalAI and other
// self-hosted servers often answer a URL on themselves (`/generated-images/….png`) even when
// asked for base64. Such a URL is fetched only from the configured image server's own origin
// (scheme, host and port), redirects included, so an answer can never make the bff fetch from
// anywhere else; the body is read up to a size limit, within the call's time limit and the
// story's deadline, and must be a picture by its bytes.

/** The largest picture fetched from a URL answer; a 1024×1024 PNG is about 1–3 MB. */
const MAX_PICTURE_BYTES = 20 * 1024 * 1024;
const MAX_REDIRECTS = 3;

export interface PictureAnswer {
  data: Buffer;
  /** The picture's format as the server said it (`output_format`), if it did. */
  declared?: string;
}

function refuseOrigin(): never {
  throw new ProviderRequestError("picture: the AI server's answer pointed to another server; only its own are fetched");
}

/** The body, read up to `maxBytes` (more is refused without reading it all). */
async function readLimited(response: Response, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new TransientProviderError('picture: the picture the AI server pointed to is too large');
  const declared = Number(response.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  const parts: Buffer[] = [];
  let size = 0;
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    parts.push(Buffer.from(value));
  }
  return Buffer.concat(parts);
}

/** `address` read against `base`; an address that is no URL is refused like one to another server. */
function resolved(address: string, base: string | URL): URL {
  try {
    return new URL(address, base);
  } catch {
    return refuseOrigin();
  }
}

/** Fetches a picture URL the server answered, from its own origin only, redirects followed by hand. */
async function download(address: string, server: OpenAiServer, { signal }: Request, maxBytes: number): Promise<Buffer> {
  const origin = new URL(server.baseURL).origin;
  let url = resolved(address, server.baseURL);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (url.origin !== origin) refuseOrigin();
    let response: Response;
    try {
      response = await fetch(url, {
        signal,
        redirect: 'manual',
        headers: server.apiKey ? { authorization: `Bearer ${server.apiKey}` } : {},
      });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new TransientProviderError('picture: the picture the AI server pointed to could not be fetched');
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel().catch(() => {});
      url = resolved(location, url);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new TransientProviderError(
        `picture: the picture the AI server pointed to could not be fetched (HTTP ${response.status})`,
      );
    }
    const data = await readLimited(response, maxBytes);
    if (!sniffPicture(data))
      throw new TransientProviderError('picture: what the AI server pointed to is not a picture');
    return data;
  }
  throw new TransientProviderError('picture: the AI server redirected the picture too often');
}

/** The picture of the answer: its base64, or the URL it names on the image server itself. */
export async function pictureOfAnswer(
  answer: OpenAI.ImagesResponse | undefined,
  server: OpenAiServer,
  request: Request,
  maxBytes = MAX_PICTURE_BYTES,
): Promise<PictureAnswer> {
  const first = answer?.data?.[0];
  const declared = (answer as { output_format?: string } | undefined)?.output_format;
  if (typeof first?.b64_json === 'string' && first.b64_json !== '') {
    const data = Buffer.from(first.b64_json, 'base64');
    if (data.length > 0) return { data, declared };
  }
  if (typeof first?.url === 'string' && first.url !== '')
    return { data: await download(first.url, server, request, maxBytes) };
  throw new TransientProviderError('picture: the AI server returned no picture');
}
