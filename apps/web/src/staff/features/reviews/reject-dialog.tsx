import { DECISION_REASON_MAX_LENGTH } from '@mp/contract/desk/constants';
import { type DeskProfileReview, rejectReviewBodySchema } from '@mp/contract/desk/schemas';
import { fieldErrorKeys, useFormSubmit, useZodForm } from '@/lib/forms';
import { notify } from '@/lib/notifications';
import { deskStyles as styles } from '@/staff/lib/desk';
import { useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { Modal, modalStyles } from '@/ui/modal';
import { FormNoticeBar } from '@/ui/notification-bar';
import { TextArea } from '@/ui/text-area';
import { useRejectReview } from './api/reviews';

/** Rejecting a change: the reason the member reads by e-mail; the values before come back. */
export function RejectDialog({
  review,
  onClose,
}: {
  review: DeskProfileReview;
  onClose: () => void;
}) {
  const { t } = useConsoleText('consoleDesk');
  const reject = useRejectReview();
  const form = useZodForm(rejectReviewBodySchema, { defaultValues: { reason: '' } });
  const { register, formState } = form;
  const { onSubmit, notice, clearNotice } = useFormSubmit(form, {
    send: async ({ reason }) => {
      await reject.mutateAsync({ id: review.id, reason });
      notify('success', 'profile_review_rejected');
      onClose();
    },
  });
  const name = `${review.member.first_name} ${review.member.last_name}`;
  return (
    <Modal isOpen title={t('reviews.rejectTitle', { name })} onClose={onClose}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p className={styles.muted}>{t('reviews.rejectText')}</p>
        <FormNoticeBar notice={notice} onClose={clearNotice} />
        <TextArea
          label={t('reviews.reason')}
          isRequired
          rows={4}
          maxLength={DECISION_REASON_MAX_LENGTH}
          errors={fieldErrorKeys(formState.errors.reason)}
          {...register('reason')}
        />
        <div className={modalStyles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" isLoading={reject.isPending}>
            {t('reviews.rejectSubmit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
