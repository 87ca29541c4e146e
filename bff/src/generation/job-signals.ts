import { EventEmitter } from 'node:events';

// Wakes a worker in the same process as soon as a story is queued, instead of at its next poll.
export const jobSignals = new EventEmitter();
jobSignals.setMaxListeners(50);

export function signalJobQueued(): void {
  jobSignals.emit('queued');
}
