import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
  disabled?: boolean;
}

interface TabsProps<T extends string> {
  /** The remote's CSS prefix (remotes share no CSS): classes `{prefix}-tabs` and `{prefix}-tabs__tab`. */
  classPrefix: string;
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  panelClassName?: string;
  /** The selected tab's panel. */
  children: ReactNode;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** A WAI-ARIA tab list: arrows, Home and End move between tabs; only the selected tab is in the Tab order. */
export function Tabs<T extends string>({
  classPrefix,
  label,
  tabs,
  selected,
  onSelect,
  panelClassName,
  children,
}: TabsProps<T>) {
  const baseId = useId();
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.id === selected);
    const target = tabs[move(index, tabs.length)].id;
    onSelect(target);
    buttons.current.get(target)?.focus();
  };

  return (
    <>
      <div className={`${classPrefix}-tabs`} role="tablist" aria-label={label}>
        {tabs.map(({ id, label: tabLabel, disabled }) => (
          <button
            key={id}
            ref={(element) => {
              if (element) buttons.current.set(id, element);
              else buttons.current.delete(id);
            }}
            type="button"
            role="tab"
            id={`${baseId}-${id}-tab`}
            aria-selected={selected === id}
            aria-controls={`${baseId}-${id}-panel`}
            tabIndex={selected === id ? 0 : -1}
            className={`${classPrefix}-tabs__tab`}
            disabled={disabled}
            onClick={() => onSelect(id)}
            onKeyDown={onKeyDown}
          >
            {tabLabel}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${selected}-panel`}
        aria-labelledby={`${baseId}-${selected}-tab`}
        className={panelClassName}
      >
        {children}
      </div>
    </>
  );
}
