// A query that died with its database connection (the embedded database's owner was killed and
// another process is taking it over, PostgreSQL restarted or failed over) says nothing about what
// it asked: the generation worker puts the job back in the queue instead of failing the story,
// and a lean read (lean-read.ts) is tried again on another connection.

const LOST_CONNECTION_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
]);

// "not queryable": pg's answer to a query on a client whose connection has already failed.
const LOST_CONNECTION_MESSAGE =
  /Connection terminated|read ECONNRESET|connect ECONNREFUSED|write EPIPE|Timeout acquiring a connection|not queryable/i;

// The same ECONNREFUSED comes from any socket: an error is the database's only if nothing on its
// way up says it came from elsewhere. The media store wraps its failures in a MediaStoreError
// (services/media-store.ts), and an error of the AWS SDK carries `$metadata`.

/** An error (or one of its causes) of the media store or the S3 SDK: the media store's outage, not the database's. */
export function isMediaStoreFailure(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const { name, $metadata, cause } = current as { name?: unknown; $metadata?: unknown; cause?: unknown };
    if (name === 'MediaStoreError' || (typeof $metadata === 'object' && $metadata !== null)) return true;
    current = cause;
  }
  return false;
}

export function isLostDatabaseConnection(error: unknown): boolean {
  if (isMediaStoreFailure(error)) return false;
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && LOST_CONNECTION_CODES.has(code)) return true;
    if (typeof message === 'string' && LOST_CONNECTION_MESSAGE.test(message)) return true;
    current = cause;
  }
  return false;
}
