import { DECISION_REASON_MAX_LENGTH } from '@mp/contract/desk/constants';
import { DECLINE_TEMPLATE_IDS } from '@mp/contract/desk/decline-templates';
import {
  type DeskReservationRequest,
  declineReservationBodySchema,
} from '@mp/contract/desk/schemas';
import { fieldErrorKeys, useFormSubmit, useZodForm } from '@/lib/forms';
import { notify } from '@/lib/notifications';
import { DecisionDialog } from '@/staff/lib/decision-dialog';
import { useConsoleText } from '@/staff/lib/texts';
import { Select } from '@/ui/select';
import { TextArea } from '@/ui/text-area';
import { useDeclineRequest } from './api/requests';

/** Declining: one of the contract's bilingual reasons, a written one, or both. */
export function DeclineDialog({
  request,
  onClose,
}: {
  request: DeskReservationRequest;
  onClose: () => void;
}) {
  const { t } = useConsoleText('consoleDesk');
  const decline = useDeclineRequest();
  const form = useZodForm(declineReservationBodySchema, {
    defaultValues: { template: 'no_availability', reason: '' },
  });
  const { register, formState } = form;
  const submit = useFormSubmit(form, {
    send: async (body) => {
      await decline.mutateAsync({ id: request.id, body });
      notify('success', 'reservation_request_declined');
      onClose();
    },
  });
  const number = request.request_number ?? String(request.id);
  return (
    <DecisionDialog
      title={t('requests.declineTitle', { number })}
      text={t('requests.declineText')}
      submit={submit}
      submitLabel={t('requests.declineSubmit')}
      isPending={decline.isPending}
      onClose={onClose}
    >
      <Select
        label={t('requests.template')}
        options={[
          ...DECLINE_TEMPLATE_IDS.map((id) => ({ value: id, label: t(`templates.${id}`) })),
          { value: '', label: t('requests.noTemplate') },
        ]}
        errors={fieldErrorKeys(formState.errors.template)}
        {...register('template', { setValueAs: (value: string) => value || undefined })}
      />
      <TextArea
        label={t('requests.reason')}
        hint={t('requests.reasonHint')}
        rows={4}
        maxLength={DECISION_REASON_MAX_LENGTH}
        errors={fieldErrorKeys(formState.errors.reason)}
        {...register('reason')}
      />
    </DecisionDialog>
  );
}
