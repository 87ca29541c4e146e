// `npm run dev` (node --import tsx: the registry of front ends is TypeScript): the bff
// (restarting on change) and every front end's dev server with live reload.
// Open the shell's dev server; it proxies /api to the bff, which points the shell at the
// remotes' dev servers through the MF_*_URL settings.
import concurrently from 'concurrently';
import { FRONTENDS, REMOTES, SHELL } from '../contracts/src/frontends.ts';
import { ROOT } from './frontends.mjs';

const bffPort = process.env.PORT ?? '3000';

const env = {
  NODE_ENV: 'development',
  PORT: bffPort,
  // Each remote's setting points at its dev server, unless set already.
  ...Object.fromEntries(
    REMOTES.map((remote) => [
      remote.setting,
      process.env[remote.setting] ?? `http://localhost:${remote.devPort}/mf-manifest.json`,
    ]),
  ),
};

console.log(`Dreamweaver dev: open http://localhost:${SHELL.devPort} (bff on http://localhost:${bffPort})`);

const { result } = concurrently(
  [
    { name: 'bff', command: 'npx tsx watch --clear-screen=false bff/src/main.ts', env, prefixColor: 'yellow' },
    ...FRONTENDS.map(({ folder }) => ({
      name: folder,
      command: `npm run dev -w ${folder}`,
      env,
      prefixColor: 'cyan',
    })),
  ],
  { cwd: ROOT, killOthersOn: ['failure'], prefix: 'name' },
);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
