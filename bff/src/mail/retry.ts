export interface RetryPolicy {
  /** The waits before each further attempt; `[500, 2000]` means three attempts in all. */
  delaysMs: number[];
}

export async function withRetry<T>(
  attempt: () => Promise<T>,
  { delaysMs }: RetryPolicy,
  onFailure: (error: unknown, attemptNumber: number) => void,
): Promise<T> {
  for (let index = 0; ; index++) {
    try {
      return await attempt();
    } catch (error) {
      onFailure(error, index + 1);
      if (index >= delaysMs.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, delaysMs[index]));
    }
  }
}
