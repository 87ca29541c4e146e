#!/usr/bin/env node
// `npm run dev`: the bff (restarting on change) and the four front-end dev servers with live reload.
// Open the shell's dev server; it proxies /api to the bff, which points the shell at the
// remotes' dev servers through the MF_*_URL settings.
import concurrently from 'concurrently';
import { ROOT } from './frontends.mjs';

const bffPort = process.env.PORT ?? '3000';
const devPorts = { shell: 3010, 'mf-story': 3011, 'mf-account': 3012, 'mf-admin': 3013 };
const manifest = (workspace) => `http://localhost:${devPorts[workspace]}/mf-manifest.json`;

const env = {
  NODE_ENV: 'development',
  PORT: bffPort,
  MF_STORY_URL: process.env.MF_STORY_URL ?? manifest('mf-story'),
  MF_ACCOUNT_URL: process.env.MF_ACCOUNT_URL ?? manifest('mf-account'),
  MF_ADMIN_URL: process.env.MF_ADMIN_URL ?? manifest('mf-admin'),
};

console.log(`Dreamweaver dev: open http://localhost:${devPorts.shell} (bff on http://localhost:${bffPort})`);

const { result } = concurrently(
  [
    { name: 'bff', command: 'npx tsx watch --clear-screen=false bff/src/main.ts', env, prefixColor: 'yellow' },
    ...Object.keys(devPorts).map((workspace) => ({
      name: workspace,
      command: `npm run dev -w ${workspace}`,
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
