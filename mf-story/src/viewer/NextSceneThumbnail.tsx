import type { SceneJson } from '@dreamweaver/contracts';
import { useI18n } from '@dreamweaver/web-kit';
import { SelfHidingImage } from '../common/index.ts';

/** The floating 'Next Scene' card; which scenes get one is decided by showsNextSceneThumbnail. */
export function NextSceneThumbnail({ scene, onOpen }: { scene: SceneJson; onOpen: () => void }) {
  const { t } = useI18n();
  return (
    <button type="button" className="viewer-next-thumb" onClick={onOpen} data-testid="next-scene-thumbnail">
      {scene.imageUrl ? <SelfHidingImage src={scene.imageUrl} alt="" className="viewer-next-thumb__img" /> : null}
      <span className="viewer-next-thumb__label">{t('viewer.nextScene')}</span>
    </button>
  );
}
