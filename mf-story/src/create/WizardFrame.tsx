import type { ReactNode } from 'react';
import { useI18n } from '@dreamweaver/web-kit';
import type { MessageKey } from '@dreamweaver/contracts';
import { StepIndicator } from './StepIndicator.tsx';
import './create.css';

interface Props {
  step: 1 | 2 | 3;
  title: MessageKey;
  subtitle: MessageKey;
  children: ReactNode;
  /** Back and Next, below the content. */
  actions?: ReactNode;
}

/** One wizard step: the step indicator, the question, its answers and the way on. */
export function WizardFrame({ step, title, subtitle, children, actions }: Props) {
  const { t } = useI18n();
  return (
    <section className="story-wizard" data-testid="remote-page">
      <StepIndicator current={step} />
      <div className="story-card">
        <h1 className="story-wizard__title">{t(title)}</h1>
        <p className="story-wizard__subtitle">{t(subtitle)}</p>
        {children}
        {actions ? <div className="story-wizard__actions">{actions}</div> : null}
      </div>
    </section>
  );
}
