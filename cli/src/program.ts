import { Command, CommanderError } from 'commander';
import {
  AppError,
  DatabaseUnavailableError,
  EmbeddedDatabaseError,
  SettingsError,
  describeAppError,
} from '@dreamweaver/bff';
import { CommandFailure } from './command-failure.ts';
import { budgetCommand } from './commands/budget.ts';
import { childrenCommand } from './commands/children.ts';
import { dbCommand } from './commands/db.ts';
import { mediaCommand } from './commands/media.ts';
import { paymentsCommand } from './commands/payments.ts';
import { storiesCommand } from './commands/stories.ts';
import { usersCommand } from './commands/users.ts';
import { terminalSafe, type CliIo } from './io.ts';

const EXIT_OK = 0;
const EXIT_FAILURE = 1;
const EXIT_USAGE = 2;

const HELP_FOOTER = `
Settings come from the environment, as for the server: DATABASE_URL (PostgreSQL), otherwise
the embedded database in DATA_DIR (default ./data), which storyctl shares with a running
server. SMTP_URL and MAIL_FROM send the welcome email; without them it goes to DATA_DIR/outbox,
as it does with the sandbox checkout (no STRIPE_SECRET_KEY) unless SANDBOX_MAIL=smtp.
The S3_* settings name the bucket that "media migrate --to s3" copies DATA_DIR/media to.

Exit status: 0 success, 1 failure (one line on stderr), 2 usage error.`;

function createProgram(io: CliIo): Command {
  const program = new Command('storyctl')
    .description("The Dreamweaver admin's terminal tool: user accounts, stories, child profile counts and refunds")
    .version('0.1.0')
    // Set before the subcommands are added, which inherit them.
    .exitOverride()
    .configureOutput({ writeOut: io.out, writeErr: io.err })
    .showHelpAfterError('(add --help for usage)')
    .addHelpText('after', HELP_FOOTER);
  usersCommand(program, io);
  storiesCommand(program, io);
  paymentsCommand(program, io);
  childrenCommand(program, io);
  dbCommand(program, io);
  mediaCommand(program, io);
  budgetCommand(program, io);
  return program;
}

/** Runs one storyctl command line and answers its exit status; it never exits the process itself. */
export async function runStoryctl(argv: string[], io: CliIo): Promise<number> {
  try {
    await createProgram(io).parseAsync(argv, { from: 'user' });
    return EXIT_OK;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Commander has already printed the help, version or usage problem.
      return error.code === 'commander.helpDisplayed' || error.code === 'commander.version' ? EXIT_OK : EXIT_USAGE;
    }
    io.err(`error: ${terminalSafe(failureMessage(error))}\n`);
    if (io.env.LOG_LEVEL === 'debug' && error instanceof Error) io.err(`${terminalSafe(String(error.stack))}\n`);
    // 400: the input on the command line was refused.
    return error instanceof AppError && error.status === 400 ? EXIT_USAGE : EXIT_FAILURE;
  }
}

const EXPECTED_FAILURES = [AppError, CommandFailure, SettingsError, DatabaseUnavailableError, EmbeddedDatabaseError];

function failureMessage(error: unknown): string {
  // A service's coded error, put into storyctl's language, English.
  const message =
    error instanceof AppError
      ? describeAppError(error, 'en').message
      : error instanceof Error
        ? error.message
        : String(error);
  const firstLine = message.split('\n')[0].trim() || 'unknown failure';
  if (EXPECTED_FAILURES.some((kind) => error instanceof kind)) return firstLine;
  return `unexpected failure: ${firstLine} (run with LOG_LEVEL=debug for details)`;
}
