/** Runs the tasks in order with at most `limit` at a time; rejects with the first failure once the running ones settle. */
export async function runBounded(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  let firstError: unknown;
  const lane = async () => {
    while (next < tasks.length && firstError === undefined) {
      const task = tasks[next++];
      try {
        await task();
      } catch (error) {
        firstError ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, lane));
  if (firstError !== undefined) throw firstError;
}
