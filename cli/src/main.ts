import { processIo } from './io.ts';
import { runStoryctl } from './program.ts';

// The exit status is set rather than forced, so the process ends only once the database is closed.
process.exitCode = await runStoryctl(process.argv.slice(2), processIo);
