// A take is sent again by itself when the server is busy or asks to slow down (a 503 or 429 with
// Retry-After), after the wait it asked for, so a parent's take is not lost to a busy moment. It
// has no imports: the upload bench (bench/uploads.bench.ts) sends its takes the same way.

/** How often a take is sent again by itself before the server's message is shown. */
export const TAKE_RETRIES = 5;
/** A longer wait than this is not waited for: the message says when to save the take again. */
export const LONGEST_WAIT_SECONDS = 60;

/** The seconds an error from the API asks to wait before sending again (a 503 or 429 with Retry-After). */
export function waitAskedFor(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const { status, retryAfterSeconds } = error as Error & { status?: unknown; retryAfterSeconds?: unknown };
  if (status !== 503 && status !== 429) return undefined;
  return typeof retryAfterSeconds === 'number' && retryAfterSeconds > 0 ? retryAfterSeconds : undefined;
}

export interface SendAgainOptions {
  /** Told before each wait, with the seconds asked for. */
  onWait?: (seconds: number) => void;
  retries?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `send`, and again after each wait the server asks for, up to `retries` times; the last error is thrown. */
export async function sendAgainAfterWaits<T>(
  send: () => Promise<T>,
  { onWait, retries = TAKE_RETRIES, sleep = pause, random = Math.random }: SendAgainOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      const seconds = waitAskedFor(error);
      if (seconds === undefined || seconds > LONGEST_WAIT_SECONDS || attempt >= retries) throw error;
      onWait?.(seconds);
      // A little later than asked, each take by its own amount: takes turned away together do not all come back together.
      await sleep(seconds * 1000 * (1 + random() * 0.25));
    }
  }
}
