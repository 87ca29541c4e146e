import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';

// Things that happen to a story that other parts of this process act on, without the service that
// makes them happen knowing who listens: 'paid' (the story was unlocked) builds its books ahead
// (app.ts). The database is part of the event, so an app listens only to its own.
const storyEvents = new EventEmitter();
storyEvents.setMaxListeners(0);

export function signalStoryPaid(db: Knex, storyId: string): void {
  storyEvents.emit('paid', db, storyId);
}

export function onStoryPaid(listener: (db: Knex, storyId: string) => void): () => void {
  storyEvents.on('paid', listener);
  return () => storyEvents.off('paid', listener);
}
