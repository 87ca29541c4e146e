import { Link } from 'react-router-dom';
import { useI18n } from '@dreamweaver/web-kit';

/** Back (a link to the previous step) and Next (disabled until a choice is made). */
export function WizardButtons({
  back,
  nextDisabled,
  onNext,
}: {
  back?: string;
  nextDisabled: boolean;
  onNext: () => void;
}) {
  const { t } = useI18n();
  return (
    <>
      {back ? (
        <Link to={back} className="story-button story-button--quiet">
          {t('button.back')}
        </Link>
      ) : (
        <span />
      )}
      <button type="button" className="story-button story-button--primary" disabled={nextDisabled} onClick={onNext}>
        {t('button.next')}
      </button>
    </>
  );
}
