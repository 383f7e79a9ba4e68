import { WEBHOOK_EVENT_TYPES } from '@mp/contract/webhooks/constants';
import {
  createWebhookEndpointBodySchema,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@mp/contract/webhooks/schemas';
import { fieldErrorKeys, useFormSubmit, useZodForm } from '@/lib/forms';
import { notify } from '@/lib/notifications';
import { useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { FieldErrors } from '@/ui/field';
import { Modal, modalStyles } from '@/ui/modal';
import { FormNoticeBar } from '@/ui/notification-bar';
import { TextField } from '@/ui/text-field';
import { useCreateEndpoint, useUpdateEndpoint } from './api/webhooks';
import { eventKey } from './event-key';
import styles from './webhooks.module.css';

/**
 * Adding an endpoint (`editing` null) or changing one: its address, description and events. A new
 * endpoint's secret is handed to `onCreated`, which shows it once. Mounted while open.
 */
export function EndpointDialog({
  editing,
  onClose,
  onCreated,
}: {
  editing: WebhookEndpoint | null;
  onClose: () => void;
  onCreated: (created: WebhookEndpointWithSecret) => void;
}) {
  const { t } = useConsoleText('consoleWebhooks');
  const create = useCreateEndpoint();
  const update = useUpdateEndpoint();
  // The form starts from the endpoint (or a new one's defaults) when the dialog mounts: the page
  // mounts it per opening, so nothing typed can be reset by an effect that runs after it.
  const form = useZodForm(createWebhookEndpointBodySchema, {
    defaultValues: editing
      ? {
          url: editing.url,
          description: editing.description,
          events: editing.events,
          enabled: editing.enabled,
        }
      : { url: '', description: '', events: [...WEBHOOK_EVENT_TYPES], enabled: true },
  });
  const { register, formState } = form;
  const { onSubmit, notice, clearNotice } = useFormSubmit(form, {
    send: async (values) => {
      if (editing) {
        await update.mutateAsync({
          id: editing.id,
          body: { url: values.url, description: values.description, events: values.events },
        });
        notify('success', 'webhook_endpoint_updated');
        onClose();
      } else {
        onCreated(await create.mutateAsync(values));
      }
    },
  });
  const eventsError = fieldErrorKeys(
    formState.errors.events as Parameters<typeof fieldErrorKeys>[0],
  );
  return (
    <Modal isOpen title={editing ? t('form.editTitle') : t('form.addTitle')} onClose={onClose}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p className={styles.muted}>{t('form.text')}</p>
        <FormNoticeBar notice={notice} onClose={clearNotice} />
        <TextField
          label={t('form.url')}
          hint={t('form.urlHint')}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          isRequired
          errors={fieldErrorKeys(formState.errors.url)}
          {...register('url')}
        />
        <TextField
          label={t('form.description')}
          hint={t('form.descriptionHint')}
          autoComplete="off"
          errors={fieldErrorKeys(formState.errors.description)}
          {...register('description')}
        />
        <fieldset
          className={styles.events}
          aria-describedby={eventsError.length > 0 ? 'webhook-events-errors' : undefined}
        >
          <legend>{t('form.events')}</legend>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <Checkbox
              key={type}
              label={t(`events.${eventKey(type)}`)}
              value={type}
              {...register('events')}
            />
          ))}
          <FieldErrors id="webhook-events-errors" errors={eventsError} />
        </fieldset>
        {!editing && <Checkbox label={t('form.enabled')} {...register('enabled')} />}
        <div className={modalStyles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" isLoading={create.isPending || update.isPending}>
            {editing ? t('form.submitEdit') : t('form.submitAdd')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
