import type { IncomingMessage, ServerResponse } from 'node:http';

// The fake server's answers as self-hosted servers give them (Ollama, llama.cpp, LocalAI,
// Kokoro-FastAPI, Piper servers): no strict JSON schema, JSON in fences or prose, no streaming,
// other voices and audio formats, pictures as URLs. fake-openai-server.ts hands every mode it does
// not know to `answerCompat`, and every GET under /files/ to `serveFile`.

export type CompatMode =
  /** chat: 400 to `response_format: json_schema` (JSON mode and plain requests are answered). */
  | 'no-json-schema'
  /** chat: 400 to any `response_format` (a server that only answers plain text). */
  | 'no-response-format'
  /** chat: 400 to `stream: true`. */
  | 'no-stream'
  /** chat: the JSON answer in a Markdown fence. */
  | 'fenced'
  /** chat: the JSON answer with words before and after it. */
  | 'prose-wrapped'
  /** speech: a WAV (labelled audio/wav), whatever was asked for. */
  | 'wav'
  /** speech: a WAV labelled audio/mpeg. */
  | 'wav-as-mp3'
  /** speech: 200 audio/mpeg with a web page in it. */
  | 'not-audio'
  /** speech: Kokoro's and Piper's voice names only (400 for OpenAI's), and 400 to `mp3`: WAV otherwise. */
  | 'own-voices-wav-only'
  /** images: `data[0].url` on the fake server itself. */
  | 'url'
  /** images: `data[0].url` on another origin (the same fake, called by another host name). */
  | 'url-foreign'
  /** images: a URL on the fake server that redirects to another origin. */
  | 'url-redirect-foreign'
  /** images: a URL on the fake server that redirects to the picture on the fake server. */
  | 'url-redirect-same'
  /** images: a URL on the fake server answering a web page. */
  | 'url-not-image'
  /** images: a URL on the fake server answering a picture larger than the engine's limit, streamed without a length. */
  | 'url-too-large';

/** The voices of the 'own-voices-wav-only' speech server. */
export const OWN_VOICES = ['af_heart', 'af_bella', 'bf_emma', 'de_DE-thorsten-medium'];

/** One second of a 440 Hz tone, 16-bit mono PCM at 24 kHz (what Kokoro and Piper servers make). */
export function toneWav(seconds = 1, sampleRate = 24_000): Buffer {
  const count = Math.round(seconds * sampleRate);
  const wav = Buffer.alloc(44 + count * 2);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + count * 2, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(count * 2, 40);
  for (let i = 0; i < count; i++)
    wav.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)), 44 + i * 2);
  return wav;
}

/** The picture answered at a URL larger than this (the engine's limit is 20 MiB). */
const TOO_LARGE_BYTES = 21 * 1024 * 1024;

interface CompatContext {
  res: ServerResponse;
  /** The raw request body. */
  body: string;
  /** e.g. http://127.0.0.1:1234 */
  origin: string;
  /** The answer of the endpoint in 'normal' mode; for chat, `content` maps the JSON it would answer. */
  normally(content?: (json: string) => string): void;
  json(status: number, body: unknown): void;
}

type Normally = (map: (content: string | null) => string | null) => void;

function badRequest(context: CompatContext, message: string) {
  context.json(400, { error: { message, type: 'invalid_request_error', code: null } });
}

function pictureUrl(context: CompatContext, path: string) {
  context.json(200, { created: 1, data: [{ url: `${context.origin}${path}` }] });
}

/** Answers a request in one of the modes above; `normally` answers as in 'normal' mode, its chat content mapped. */
export function answerCompat(mode: CompatMode, res: ServerResponse, body: string, baseURL: string, normally: Normally) {
  const origin = new URL(baseURL).origin;
  answerIn(mode, {
    res,
    body,
    origin,
    normally: (content) => normally((json) => (json !== null && content ? content(json) : json)),
    json: (status, answer) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    },
  });
}

function answerIn(mode: CompatMode, context: CompatContext) {
  const request = JSON.parse(context.body || '{}') as {
    response_format?: { type?: string } | string;
    stream?: boolean;
    voice?: string;
  };
  const { res } = context;
  const format = typeof request.response_format === 'object' ? request.response_format.type : request.response_format;
  switch (mode) {
    case 'no-json-schema':
      if (format === 'json_schema') return badRequest(context, "response_format 'json_schema' is not supported");
      return context.normally();
    case 'no-response-format':
      if (request.response_format) return badRequest(context, 'response_format is not supported');
      return context.normally();
    case 'no-stream':
      if (request.stream) return badRequest(context, 'streaming is not supported');
      return context.normally();
    case 'fenced':
      return context.normally((json) => `\`\`\`json\n${json}\n\`\`\``);
    case 'prose-wrapped':
      return context.normally((json) => `Here is the JSON you asked for:\n\n${json}\n\nI hope the child sleeps well!`);
    case 'wav':
      res.writeHead(200, { 'content-type': 'audio/wav' });
      return res.end(toneWav());
    case 'wav-as-mp3':
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      return res.end(toneWav());
    case 'not-audio':
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      return res.end('<html><body>Kokoro is starting…</body></html>');
    case 'own-voices-wav-only':
      if (!OWN_VOICES.includes(request.voice ?? '')) return badRequest(context, `unknown voice ${request.voice}`);
      if (format === 'mp3') return badRequest(context, 'mp3 is not supported, use wav');
      res.writeHead(200, { 'content-type': 'audio/wav' });
      return res.end(toneWav());
    case 'url':
      return pictureUrl(context, '/files/picture.png');
    case 'url-foreign':
      return context.json(200, {
        created: 1,
        data: [{ url: `${context.origin.replace('127.0.0.1', 'localhost')}/files/picture.png` }],
      });
    case 'url-redirect-foreign':
      return pictureUrl(context, '/files/redirect-foreign');
    case 'url-redirect-same':
      return pictureUrl(context, '/files/redirect-same');
    case 'url-not-image':
      return pictureUrl(context, '/files/page.html');
    case 'url-too-large':
      return pictureUrl(context, '/files/huge.png');
  }
}

/** GET /files/…: the pictures the URL answers point to. False for any other request. */
export function serveFile(req: IncomingMessage, res: ServerResponse, baseURL: string, picture: Buffer): boolean {
  if (req.method !== 'GET' || !req.url?.startsWith('/files/')) return false;
  const origin = new URL(baseURL).origin;
  res.on('error', () => {});
  switch (req.url) {
    case '/files/picture.png':
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(picture);
      return true;
    case '/files/redirect-foreign':
      res.writeHead(302, { location: `${origin.replace('127.0.0.1', 'localhost')}/files/picture.png` });
      res.end();
      return true;
    case '/files/redirect-same':
      res.writeHead(302, { location: '/files/picture.png' });
      res.end();
      return true;
    case '/files/page.html':
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end('<!doctype html><title>Not a picture</title>');
      return true;
    case '/files/huge.png': {
      res.writeHead(200, { 'content-type': 'image/png' });
      const block = Buffer.alloc(1024 * 1024);
      picture.copy(block);
      let sent = 0;
      const more = () => {
        while (sent < TOO_LARGE_BYTES && !res.destroyed) {
          sent += block.length;
          if (!res.write(block)) return void res.once('drain', more);
        }
        res.end();
      };
      more();
      return true;
    }
  }
  res.writeHead(404).end();
  return true;
}
