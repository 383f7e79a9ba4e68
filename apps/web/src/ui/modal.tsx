import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './modal.module.css';

export interface ModalProps {
  isOpen: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
}

const FIRST_FIELD =
  'main :is(input, select, textarea, button, [href], [tabindex="0"]):not([disabled], [type="hidden"])';

/**
 * Native <dialog> opened with showModal(): the browser traps focus, makes the page inert and
 * closes on Escape (the 'cancel' event). Focus goes back to whatever had it before opening,
 * or to the page's first field.
 */
export function Modal({ isOpen, title, onClose, children, actions }: ModalProps) {
  const { t } = useTranslation('common');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !isOpen) return;
    const returnFocusTo =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // Start at the title: screen readers read it first, and no button looks pre-selected.
    dialog.querySelector<HTMLElement>('[data-dialog-title]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // A dialog opened with the page (nothing focused yet) hands focus to the page's first
      // field, not to the body, where the next Tab would land in the footer.
      const target =
        returnFocusTo && returnFocusTo !== document.body && returnFocusTo.isConnected
          ? returnFocusTo
          : document.querySelector<HTMLElement>(FIRST_FIELD);
      target?.focus();
    };
  }, [isOpen]);

  if (!isOpen) return null;

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
    >
      <div className={styles.content}>
        <h2 id={titleId} className={styles.title} tabIndex={-1} data-dialog-title>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label={t('close')} onClick={onClose}>
          <X size={22} aria-hidden="true" />
        </button>
        {children}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </dialog>
  );
}

/** For a form inside a dialog with its own submit (`form`, then `actions` at its end). */
export { styles as modalStyles };
