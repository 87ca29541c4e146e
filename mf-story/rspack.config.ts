import { frontendConfig } from '../rspack.config.base.ts';

export default frontendConfig({
  name: 'mf_story',
  context: import.meta.dirname,
  exposes: {
    './routes': './src/routes.ts',
  },
});
