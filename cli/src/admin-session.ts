import { openAppContext, type OpenAppContext } from '@dreamweaver/bff';
import type { CliIo } from './io.ts';

/** What a storyctl command works with: the bff's own context (settings, database, mailer, rules). */
export type AdminSession = OpenAppContext;

/**
 * Opens the bff's context as the server would (DATABASE_URL, else the embedded database in
 * DATA_DIR, joining a running server's socket when there is one), runs the command, and always
 * closes it again: an open pool or PGlite would keep the process alive.
 */
export async function withAdminSession<T>(
  io: CliIo,
  command: (session: AdminSession) => Promise<T>,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<T> {
  const session = await openAppContext({
    env: io.env,
    role: 'client',
    migrate,
    // The bff logs JSON lines to stdout; the CLI's output is its own, so only debugging shows them.
    logLevel: io.env.LOG_LEVEL === 'debug' ? 'debug' : 'silent',
  });
  try {
    return await command(session);
  } finally {
    await session.close();
  }
}
