import { processIo } from './io.ts';
import { runStoryctl } from './program.ts';

// The exit status is set rather than forced, so the process ends only once the database is closed.
// What storyctl writes in DATA_DIR (the database, media) is for this user alone, as the server's files are.
process.umask(0o077);
process.exitCode = await runStoryctl(process.argv.slice(2), processIo);
