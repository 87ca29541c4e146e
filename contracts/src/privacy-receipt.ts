import { z } from 'zod';

// A story's privacy receipt (`GET /api/stories/:id/privacy`, for the story's creator only): what
// happened to the details of this story. What was sent, and to which service, is the record the
// bff kept at the moment each request went out (docs/security.md#the-privacy-receipt); who can
// read the story and where its pictures and sound lie are its settings as they are now. The
// receipt carries codes, not words: the viewer and the account export say them in the reader's
// language. It never holds a child's name: what was sent held the placeholders instead.

/** What a story's details were used for: reading the order into a plan, the safety check, the text, each picture, each narration. */
export const RECEIPT_SERVICES = ['plan', 'moderation', 'text', 'picture', 'speech'] as const;
export type ReceiptService = (typeof RECEIPT_SERVICES)[number];

/** Who did it: an AI service reached over the network, or the offline engine on our own server. */
export const RECEIPT_ENGINES = ['ai', 'offline'] as const;
export type ReceiptEngine = (typeof RECEIPT_ENGINES)[number];

/**
 * One text of a request, exactly as sent: the instructions (a chat's system message), the request
 * itself (the plan, the order, a correction), the model's own earlier answer sent back to it, a
 * picture's prompt, the text read aloud, how to read it, or a text the safety check was given.
 */
const SENT_PARTS = [
  'instructions',
  'request',
  'earlier-answer',
  'picture',
  'spoken',
  'voice-direction',
  'checked',
] as const;

const sentPartSchema = z.strictObject({ part: z.enum(SENT_PARTS), text: z.string() });
export type SentPartJson = z.infer<typeof sentPartSchema>;

/** One request to an AI service, as it was recorded before it was sent. */
const receiptRequestSchema = z.strictObject({
  service: z.enum(RECEIPT_SERVICES),
  /** The service's host (api.openai.com, or a self-hosted server's), never a key. */
  server: z.string(),
  model: z.string(),
  /** The scene a picture or a narration was for; null for the plan, the safety check and the text. */
  sceneNumber: z.number().int().positive().nullable(),
  sentAt: z.string(),
  parts: z.array(sentPartSchema),
});
export type ReceiptRequestJson = z.infer<typeof receiptRequestSchema>;

/** How one service was used for the story: by whom, and how often (retries included). */
const receiptServiceUseSchema = z.strictObject({
  service: z.enum(RECEIPT_SERVICES),
  engine: z.enum(RECEIPT_ENGINES),
  /** The AI service's host; null for the offline engine. */
  server: z.string().nullable(),
  model: z.string().nullable(),
  count: z.number().int().nonnegative(),
});
export type ReceiptServiceUseJson = z.infer<typeof receiptServiceUseSchema>;

/** Where the story's pictures and narration are kept: the server's own disk, or an S3-compatible object store. */
const MEDIA_PLACES = ['disk', 'object-store'] as const;
export type MediaPlace = (typeof MEDIA_PLACES)[number];

export const storyPrivacyJsonSchema = z.strictObject({
  storyId: z.string(),
  /** False for a story made before receipts were kept (or while nothing has been made yet): nothing is known of it. */
  recorded: z.boolean(),
  /** The story is still being made: more may be added to the receipt. */
  making: z.boolean(),
  /** Whether any request went to an AI service. */
  leftTheServer: z.boolean(),
  /** Whether the parent's words went through the AI service's safety check. */
  moderated: z.boolean(),
  /** The stand-ins sent in place of the children's names ({{HERO}}, {{CHILD2}} …), as found in what was sent. */
  placeholders: z.array(z.string()),
  /** Each service in the order of RECEIPT_SERVICES, then the AI's before the offline engine's. */
  services: z.array(receiptServiceUseSchema),
  /** Every request to an AI service, oldest first. */
  requests: z.array(receiptRequestSchema),
  /** Where its pictures and narration are kept now. */
  media: z.enum(MEDIA_PLACES),
  /** Who can read the story now. */
  readers: z.strictObject({
    /** Anyone with the story's link reads all of it (paid), or only its free first scene. */
    wholeStory: z.boolean(),
    /** Its title and first picture are in the public gallery. */
    gallery: z.boolean(),
  }),
});
export type StoryPrivacyJson = z.infer<typeof storyPrivacyJsonSchema>;
