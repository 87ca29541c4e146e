// What an engine tells the pipeline about a call a paid AI service answered, through the call's
// `use` option (engine.ts): what the service counts its price from. The pipeline writes it down
// with the story (usage-recorder.ts); the prices turn it into dollars (cost/prices.ts). The
// offline engine tells nothing: its work costs nothing.

export type UsageService = 'plan' | 'moderation' | 'text' | 'picture' | 'speech';

export interface ModelUsage {
  service: UsageService;
  /** The host of the AI server (api.openai.com, ollama:11434). */
  server: string;
  model: string;
  /** Text tokens in (for a picture: the prompt's tokens). */
  inputTokens?: number;
  /** Picture tokens in (a reference picture sent with the prompt). */
  inputImageTokens?: number;
  outputTokens?: number;
  pictures?: number;
  /** The picture's size (1024x1024) and quality (low, medium, high, standard, hd) as the server says or as asked. */
  size?: string;
  quality?: string;
  /** Characters read aloud. */
  characters?: number;
}

/** Writes a call's usage down; it never fails the story (a lost row is logged). */
export type RecordUsage = (usage: ModelUsage) => Promise<void>;

/** The host of an AI server's address: what is kept, never a key or a path. */
export function serverHost(baseURL: string): string {
  try {
    return new URL(baseURL).host || baseURL;
  } catch {
    return 'unknown';
  }
}
