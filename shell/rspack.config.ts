import { frontendConfig } from '../rspack.config.base.ts';

export default frontendConfig({ name: 'shell', context: import.meta.dirname, html: { title: 'Dreamweaver' } });
