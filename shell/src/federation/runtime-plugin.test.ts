import { describe, expect, it, vi } from 'vitest';
import remoteFallbackPlugin, { REMOTE_UNAVAILABLE } from './runtime-plugin.ts';

describe('the remote fallback runtime plugin', () => {
  const hook = remoteFallbackPlugin().errorLoadRemote!;
  const args = (lifecycle: 'onLoad' | 'afterResolve' | 'beforeRequest' | 'beforeLoadShare') =>
    ({ id: 'mf_admin/routes', error: new Error('down'), from: 'runtime', lifecycle, origin: {} }) as Parameters<
      typeof hook
    >[0];

  it('turns a failed remote load into a marker instead of an exception', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await hook(args('onLoad'))).toEqual({ [REMOTE_UNAVAILABLE]: true, id: 'mf_admin/routes' });
  });

  it('leaves the earlier stages to fail, so the load reaches onLoad', async () => {
    expect(await hook(args('afterResolve'))).toBeUndefined();
    expect(await hook(args('beforeLoadShare'))).toBeUndefined();
  });
});
