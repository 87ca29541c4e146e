// `npm start` (node --import tsx: the registry of front ends is TypeScript): build whichever
// front end is missing, then serve the whole product from the bff.
import { spawn } from 'node:child_process';
import { FRONTENDS, ROOT, build, isBuilt } from './frontends.mjs';

const missing = FRONTENDS.filter((frontend) => !isBuilt(frontend)).map((frontend) => frontend.workspace);
if (missing.length > 0) {
  console.log(`Building the front end: ${missing.join(', ')}`);
  try {
    build(missing);
  } catch (error) {
    console.error(`Dreamweaver could not start: ${error.message}`);
    process.exit(1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'bff/src/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: process.env,
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}

server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }[signal] ?? 1) : 1));
});
