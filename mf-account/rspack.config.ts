import { frontendConfig } from '../rspack.config.base.ts';

export default frontendConfig({
  name: 'mf_account',
  context: import.meta.dirname,
  exposes: {
    './routes': './src/routes.ts',
    './AccountControl': './src/AccountControl.tsx',
  },
});
