import { useSyncExternalStore } from 'react';
import { DESKTOP_MEDIA_QUERY } from './listing.ts';

const media = () => window.matchMedia(DESKTOP_MEDIA_QUERY);

export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = media();
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => media().matches,
    () => true,
  );
}
