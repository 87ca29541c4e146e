import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { inertOutside } from './inert.ts';

/** Inside the shell's layer (when there is one) so toasts stay above the dialog. */
const portalRoot = () => document.querySelector<HTMLElement>('.shell') ?? document.body;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  /** The remote's CSS prefix (remotes share no CSS): classes are `{prefix}-modal`, `{prefix}-modal__panel`, … */
  classPrefix: string;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}

/**
 * A modal dialog: the page behind it is inert while it is open, focus moves in and stays in
 * (Tab wraps), Esc or the backdrop closes it, focus returns to the opener on close.
 */
export function Modal({ classPrefix, title, description, closeLabel, onClose, children, testId }: ModalProps) {
  const css = (part = '') => `${classPrefix}-modal${part}`;
  const backdrop = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const restoreReach = backdrop.current ? inertOutside(backdrop.current) : () => undefined;
    const first = panel.current?.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled])');
    (first ?? panel.current)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null,
      );
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const [head, tail] = [items[0], items[items.length - 1]];
      const inside = panel.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === head || !inside)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (document.activeElement === tail || !inside)) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = overflow;
      restoreReach();
      previous?.focus?.();
    };
  }, []);

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a press on the backdrop closes for a pointer; Escape and the close button do for the keyboard
    <div ref={backdrop} className={css()} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panel}
        className={css('__panel')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        data-testid={testId}
      >
        <button type="button" className={css('__close')} aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
        <h2 id={titleId} className={css('__title')}>
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className={css('__description')}>
            {description}
          </p>
        ) : null}
        {children}
      </div>
    </div>,
    portalRoot(),
  );
}
