/** A task that may only start once `ready()` says so (checked again whenever another task settles). */
export interface GatedTask {
  run: () => Promise<void>;
  ready?: () => boolean;
}

/**
 * Runs the tasks with at most `limit` at a time: whenever a place is free, the first task in list
 * order that is ready starts. Rejects with the first failure once the running ones settle (nothing
 * new starts after it), and if tasks are left that can never become ready.
 */
export function runBounded(tasks: readonly ((() => Promise<void>) | GatedTask)[], limit: number): Promise<void> {
  const pending: GatedTask[] = tasks.map((task) => (typeof task === 'function' ? { run: task } : task));
  const places = Math.max(1, limit);
  let running = 0;
  let failed = false;
  let firstError: unknown;
  return new Promise<void>((resolve, reject) => {
    const pump = () => {
      while (!failed && running < places) {
        const index = pending.findIndex((task) => task.ready?.() ?? true);
        if (index < 0) break;
        const [task] = pending.splice(index, 1);
        running++;
        Promise.resolve()
          .then(task.run)
          .catch((error: unknown) => {
            if (!failed) {
              failed = true;
              firstError = error;
            }
          })
          .finally(() => {
            running--;
            pump();
          });
      }
      if (running > 0) return;
      if (failed) reject(firstError);
      else if (pending.length > 0) reject(new Error(`${pending.length} tasks can never start`));
      else resolve();
    };
    pump();
  });
}
