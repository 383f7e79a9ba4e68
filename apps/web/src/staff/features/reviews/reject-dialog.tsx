import { DECISION_REASON_MAX_LENGTH } from '@mp/contract/desk/constants';
import { type DeskProfileReview, rejectReviewBodySchema } from '@mp/contract/desk/schemas';
import { fieldErrorKeys, useFormSubmit, useZodForm } from '@/lib/forms';
import { notify } from '@/lib/notifications';
import { DecisionDialog } from '@/staff/lib/decision-dialog';
import { useConsoleText } from '@/staff/lib/texts';
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
  const submit = useFormSubmit(form, {
    send: async ({ reason }) => {
      await reject.mutateAsync({ id: review.id, reason });
      notify('success', 'profile_review_rejected');
      onClose();
    },
  });
  const name = `${review.member.first_name} ${review.member.last_name}`;
  return (
    <DecisionDialog
      title={t('reviews.rejectTitle', { name })}
      text={t('reviews.rejectText')}
      submit={submit}
      submitLabel={t('reviews.rejectSubmit')}
      isPending={reject.isPending}
      onClose={onClose}
    >
      <TextArea
        label={t('reviews.reason')}
        isRequired
        rows={4}
        maxLength={DECISION_REASON_MAX_LENGTH}
        errors={fieldErrorKeys(formState.errors.reason)}
        {...register('reason')}
      />
    </DecisionDialog>
  );
}
