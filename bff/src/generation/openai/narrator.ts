import type OpenAI from 'openai';
import type { Language } from '@dreamweaver/contracts';
import type { EngineCallOptions, MediaFile } from '../engine.ts';
import { recordSent } from '../receipt-entry.ts';
import { call, configured, type Servers } from './servers.ts';
import { speechAsMp3 } from './speech-answer.ts';
import { speechUsage } from './usage.ts';

/** The seam hands over the text with a nickname in place of the name. */
export async function narrateScene(
  servers: Servers,
  spoken: string,
  { signal, record, use }: EngineCallOptions = {},
  language?: Language,
): Promise<MediaFile> {
  const speech = configured(servers.options.speech, 'narration');
  const openai = configured(servers.clients.speech, 'narration');
  const input = spoken.slice(0, 4096);
  // Only OpenAI's GPT speech models take instructions; tts-1 and self-hosted ones may refuse them.
  const instructions = /^gpt-.*tts/.test(speech.model)
    ? 'Read slowly and softly, like a calm bedtime story.'
    : undefined;
  const data = await call(servers, 'narration', servers.timeouts.speech, signal, async (request) => {
    await recordSent(record, 'speech', speech, [
      { part: 'spoken', text: input },
      ...(instructions ? [{ part: 'voice-direction' as const, text: instructions }] : []),
    ]);
    const response = await openai.audio.speech.create(
      {
        model: speech.model,
        // Self-hosted servers name their voices their own way (Kokoro's af_heart, Piper's de_DE-thorsten-medium).
        voice: ((language && speech.voices?.[language]) ?? speech.voice) as OpenAI.Audio.SpeechCreateParams['voice'],
        input,
        response_format: speech.format ?? 'mp3',
        ...(instructions ? { instructions } : {}),
      },
      request,
    );
    return Buffer.from(await response.arrayBuffer());
  });
  await use?.(speechUsage(speech, input));
  // Judged by its bytes and stored as MP3 whatever was asked for or said (speech-answer.ts).
  return speechAsMp3(data, signal);
}
