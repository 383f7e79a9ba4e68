import { LOCALE_BY_LANGUAGE } from '@mp/contract/constants';
import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@mp/contract/webhooks/schemas';
import { useQuery } from '@tanstack/react-query';
import { ListChecks, Plus, Webhook } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '@/i18n/use-language';
import { errorMessageOf, notify } from '@/lib/notifications';
import { isApiError } from '@/staff/api/client';
import { ConsolePage } from '@/staff/lib/console-page';
import { useConsoleText } from '@/staff/lib/texts';
import { Button, buttonClassName } from '@/ui/button';
import { Card } from '@/ui/card';
import { cx } from '@/ui/cx';
import { EmptyState } from '@/ui/empty-state';
import { Modal } from '@/ui/modal';
import { NotificationBar } from '@/ui/notification-bar';
import { Skeleton } from '@/ui/skeleton';
import { endpointsQuery, useRotateSecret, useUpdateEndpoint } from './api/webhooks';
import { EndpointDialog } from './endpoint-dialog';
import { eventKey } from './event-key';
import { webhooksPaths } from './paths';
import { SecretDialog } from './secret-dialog';
import styles from './webhooks.module.css';

function EndpointRow({
  endpoint,
  format,
  onEdit,
  onRotate,
}: {
  endpoint: WebhookEndpoint;
  format: Intl.DateTimeFormat;
  onEdit: (endpoint: WebhookEndpoint) => void;
  onRotate: (endpoint: WebhookEndpoint) => void;
}) {
  const { t } = useConsoleText('consoleWebhooks');
  const update = useUpdateEndpoint();
  const toggle = async () => {
    try {
      await update.mutateAsync({ id: endpoint.id, body: { enabled: !endpoint.enabled } });
      notify(
        'success',
        endpoint.enabled ? 'webhook_endpoint_disabled' : 'webhook_endpoint_enabled',
      );
    } catch (error) {
      notify('error', isApiError(error) ? errorMessageOf(error.display) : 'error_generic');
    }
  };
  const last = endpoint.last_delivery;
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <span className={styles.url}>{endpoint.url}</span>
        {endpoint.description && <span className={styles.muted}>{endpoint.description}</span>}
        <ul className={styles.pills} aria-label={t('form.events')}>
          {endpoint.events.map((type) => (
            <li key={type} className={styles.pill}>
              {t(`events.${eventKey(type)}`)}
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.facts}>
        <span className={cx(styles.pill, endpoint.enabled ? styles.delivered : styles.failed)}>
          {endpoint.enabled ? t('enabled') : t('disabled')}
        </span>
        <span className={styles.muted}>{t('secretHint', { hint: endpoint.secret_hint })}</span>
        <span className={styles.muted}>
          {last
            ? t('lastDelivery', {
                status: t(`status.${last.status}`),
                when: format.format(new Date(last.at)),
              })
            : t('noDelivery')}
        </span>
      </div>
      <div className={styles.actions}>
        <Link
          className={buttonClassName('ghost', { size: 'small' })}
          to={webhooksPaths.deliveries(endpoint.id)}
          aria-label={t('deliveriesOf', { url: endpoint.url })}
        >
          {t('deliveries')}
        </Link>
        <Button
          variant="ghost"
          size="small"
          aria-label={t('editOf', { url: endpoint.url })}
          onClick={() => onEdit(endpoint)}
        >
          {t('edit')}
        </Button>
        <Button
          variant="ghost"
          size="small"
          aria-label={t('rotateOf', { url: endpoint.url })}
          onClick={() => onRotate(endpoint)}
        >
          {t('rotate')}
        </Button>
        <Button
          variant="secondary"
          size="small"
          isLoading={update.isPending}
          aria-label={
            endpoint.enabled
              ? t('disableOf', { url: endpoint.url })
              : t('enableOf', { url: endpoint.url })
          }
          onClick={toggle}
        >
          {endpoint.enabled ? t('disable') : t('enable')}
        </Button>
      </div>
    </li>
  );
}

/** The admin's webhook endpoints: add, edit, enable or disable, rotate the secret. */
export function Component() {
  const { t } = useConsoleText('consoleWebhooks');
  const { t: shell } = useConsoleText('consoleShell');
  const language = useLanguage();
  const endpoints = useQuery(endpointsQuery);
  const [dialog, setDialog] = useState<{ editing: WebhookEndpoint | null } | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const rotate = useRotateSecret();
  const format = new Intl.DateTimeFormat(LOCALE_BY_LANGUAGE[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const created = (result: WebhookEndpointWithSecret) => {
    setDialog(null);
    notify('success', 'webhook_endpoint_created');
    setSecret(result.secret);
  };
  const confirmRotate = async () => {
    if (!rotating) return;
    try {
      const result = await rotate.mutateAsync(rotating.id);
      setSecret(result.secret);
      notify('success', 'webhook_secret_rotated');
    } catch (error) {
      notify('error', isApiError(error) ? errorMessageOf(error.display) : 'error_generic');
    }
    setRotating(null);
  };

  return (
    <ConsolePage
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        <>
          <Link className={buttonClassName('secondary')} to={webhooksPaths.deliveries()}>
            <ListChecks size={18} aria-hidden="true" />
            {t('log')}
          </Link>
          <Button
            icon={<Plus size={18} aria-hidden="true" />}
            onClick={() => setDialog({ editing: null })}
          >
            {t('add')}
          </Button>
        </>
      }
    >
      {endpoints.isError ? (
        <NotificationBar
          type="error"
          message={
            isApiError(endpoints.error)
              ? errorMessageOf(endpoints.error.display)
              : shell('loadFailed')
          }
          autoHideMs={0}
        />
      ) : endpoints.isPending ? (
        <Card isFlush aria-busy="true">
          {[1, 2].map((row) => (
            <div key={row} className={styles.skeletonRow}>
              <Skeleton width="50%" height={18} />
              <Skeleton width="70%" height={14} />
            </div>
          ))}
        </Card>
      ) : endpoints.data.length === 0 ? (
        <EmptyState
          icon={<Webhook size={28} aria-hidden="true" />}
          title={t('emptyTitle')}
          text={t('emptyText')}
        />
      ) : (
        <Card isFlush as="section" aria-label={t('listCaption')}>
          <ul className={styles.list}>
            {endpoints.data.map((endpoint) => (
              <EndpointRow
                key={endpoint.id}
                endpoint={endpoint}
                format={format}
                onEdit={(e) => setDialog({ editing: e })}
                onRotate={setRotating}
              />
            ))}
          </ul>
        </Card>
      )}
      {dialog && (
        <EndpointDialog
          key={dialog.editing?.id ?? 'new'}
          editing={dialog.editing}
          onClose={() => setDialog(null)}
          onCreated={created}
        />
      )}
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <Modal
        isOpen={rotating !== null}
        title={t('rotateConfirm.title')}
        onClose={() => setRotating(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setRotating(null)}>
              {t('rotateConfirm.cancel')}
            </Button>
            <Button isLoading={rotate.isPending} onClick={confirmRotate}>
              {t('rotateConfirm.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('rotateConfirm.text')}</p>
      </Modal>
    </ConsolePage>
  );
}
