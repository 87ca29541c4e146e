import { useEffect, useRef, useState } from 'react';
import { Modal, useI18n } from '@dreamweaver/web-kit';
import { downloadMyData } from '../api/account-export.ts';

type Step = 'ask' | 'asking' | 'preparing' | 'done' | 'failed';

/** 'Download my data', from the account menu: says what the ZIP holds, then waits for it and saves it. */
export function DownloadMyDataDialog({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const [step, setStep] = useState<Step>('ask');
  const stop = useRef<AbortController | null>(null);
  useEffect(() => () => stop.current?.abort(), []);

  const start = async () => {
    stop.current = new AbortController();
    setStep('asking');
    try {
      await downloadMyData({ onPreparing: () => setStep('preparing'), signal: stop.current.signal });
      setStep('done');
    } catch (error) {
      if (!stop.current.signal.aborted) {
        console.info('[mf-account] the data export failed:', error);
        setStep('failed');
      }
    }
  };
  const working = step === 'asking' || step === 'preparing';
  const status =
    step === 'preparing'
      ? t('accountExport.dialog.preparing')
      : step === 'done'
        ? t('accountExport.dialog.done')
        : step === 'failed'
          ? t('accountExport.dialog.failed')
          : '';

  return (
    <Modal
      classPrefix="account"
      title={t('accountExport.dialog.title')}
      description={t('accountExport.dialog.description')}
      closeLabel={t('accountExport.dialog.cancel')}
      onClose={onClose}
      testId="download-my-data-dialog"
    >
      <div className="account-form">
        <p role="status" aria-live="polite" data-testid="download-my-data-status">
          {status}
        </p>
        <button
          type="button"
          className="account-button account-button--wide"
          disabled={working}
          aria-busy={working}
          onClick={() => void start()}
          data-testid="download-my-data-start"
        >
          {t('accountExport.dialog.start')}
        </button>
      </div>
    </Modal>
  );
}
