import type { ReactNode } from 'react';
import type { useFormSubmit } from '@/lib/forms';
import { useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { Modal, modalStyles } from '@/ui/modal';
import { FormNoticeBar } from '@/ui/notification-bar';
import { deskStyles } from './desk';

/**
 * A desk decision with its reason (declining a request, rejecting a change): the dialog, its
 * explanation, the form's notice, the screen's own fields, then cancel and submit. The form is
 * the caller's (`useZodForm` + `useFormSubmit` from @/lib/forms); this is its frame.
 */
export function DecisionDialog({
  title,
  text,
  submit,
  submitLabel,
  isPending,
  onClose,
  children,
}: {
  title: string;
  text: string;
  submit: Pick<ReturnType<typeof useFormSubmit>, 'onSubmit' | 'notice' | 'clearNotice'>;
  submitLabel: string;
  isPending: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useConsoleText('consoleDesk');
  return (
    <Modal isOpen title={title} onClose={onClose}>
      <form className={deskStyles.form} onSubmit={submit.onSubmit} noValidate>
        <p className={deskStyles.muted}>{text}</p>
        <FormNoticeBar notice={submit.notice} onClose={submit.clearNotice} />
        {children}
        <div className={modalStyles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" isLoading={isPending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
