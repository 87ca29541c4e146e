import type { ReceiptService, SentPartJson } from '@dreamweaver/contracts';

// What an engine tells a story's privacy receipt (services/privacy-receipt.ts), through the call's
// `record` option (engine.ts): an engine that sends a request to an AI service says what it sends
// just before it sends it, built from the very values it sends; the offline engine says that it
// did the work here. The pipeline writes it down with the story and scene (receipt-recorder.ts).

/** A request to an AI service: its service, host, model and every text it carries. */
interface SentRequest {
  engine: 'ai';
  service: ReceiptService;
  server: string;
  model: string;
  parts: SentPartJson[];
}

/** Work the offline engine did on our own server: nothing left it. */
interface LocalWork {
  engine: 'offline';
  service: 'text' | 'picture' | 'speech';
}

type ReceiptEntry = SentRequest | LocalWork;

/** Writes an entry down before the request goes out; a request whose entry cannot be written is not sent. */
export type RecordUse = (entry: ReceiptEntry) => Promise<void>;

/** The host of an AI server's address (api.openai.com, ollama:11434): what a parent may be shown, never a key or a path. */
function serverName(baseURL: string): string {
  try {
    return new URL(baseURL).host || baseURL;
  } catch {
    return 'unknown';
  }
}

type ChatMessage = { role: string; content?: unknown };

const partOfRole = (role: string): SentPartJson['part'] =>
  role === 'system' || role === 'developer' ? 'instructions' : role === 'assistant' ? 'earlier-answer' : 'request';

/** A chat request's messages as the receipt's parts, one per message, in the order sent. */
export function chatParts(messages: readonly ChatMessage[]): SentPartJson[] {
  return messages.map((message) => ({
    part: partOfRole(message.role),
    text: typeof message.content === 'string' ? message.content : JSON.stringify(message.content ?? ''),
  }));
}

/** Tells `record` (if any) of a request to `server`, before it is sent. */
export async function recordSent(
  record: RecordUse | undefined,
  service: ReceiptService,
  server: { baseURL: string; model: string },
  parts: SentPartJson[],
): Promise<void> {
  await record?.({ engine: 'ai', service, server: serverName(server.baseURL), model: server.model, parts });
}
