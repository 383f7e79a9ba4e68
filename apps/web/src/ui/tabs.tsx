import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styles from './tabs.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

export interface TabsProps<K extends string> {
  label: string;
  tabs: readonly TabItem<K>[];
  selectedKey: K;
  onSelect: (key: K) => void;
  /** The selected tab's content. */
  children: ReactNode;
  /**
   * Filter tabs (the staff console's queues): each label on one line at its own width, narrower
   * on a phone, and the row scrolls inside itself if it still does not fit. Without it (the
   * member app's sign-in) the tabs share the row equally.
   */
  isCompact?: boolean;
}

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move and select. */
export function Tabs<K extends string>({
  label,
  tabs,
  selectedKey,
  onSelect,
  children,
  isCompact = false,
}: TabsProps<K>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;

  const focusAndSelect = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    const element = tabRefs.current.get(tab.key);
    element?.focus();
    // In a row that scrolls, the chosen tab comes into view.
    element?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    onSelect(tab.key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusAndSelect(target);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className={isCompact ? `${styles.tablist} ${styles.compact}` : styles.tablist}
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.key === selectedKey;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.key, element);
                else tabRefs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              className={styles.tab}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selectedKey)}
        className={styles.panel}
      >
        {children}
      </div>
    </div>
  );
}
