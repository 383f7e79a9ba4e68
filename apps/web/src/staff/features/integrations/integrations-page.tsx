import { INTEGRATION_SCOPES, type IntegrationScope } from '@mp/contract/clubdata/constants';
import { createIntegrationKeyBodySchema, type IntegrationKey } from '@mp/contract/clubdata/schemas';
import { formatDateTime } from '@mp/contract/i18n/dates';
import { useQuery } from '@tanstack/react-query';
import { Copy, KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { fieldErrorKeys, useFormSubmit, useZodForm } from '@/lib/forms';
import { errorMessageOf, notify } from '@/lib/notifications';
import { isApiError } from '@/staff/api/client';
import { ConsolePage } from '@/staff/lib/console-page';
import { useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Checkbox } from '@/ui/checkbox';
import { cx } from '@/ui/cx';
import { EmptyState } from '@/ui/empty-state';
import { Modal, modalStyles } from '@/ui/modal';
import { FormNoticeBar, NotificationBar } from '@/ui/notification-bar';
import { Skeleton } from '@/ui/skeleton';
import { TextField } from '@/ui/text-field';
import { keysQuery, useCreateKey, useRevokeKey, useRotateKey } from './api/keys';
import styles from './integrations.module.css';

/** A scope's text key: its kind (`contracts:write` -> `contracts`; i18next reads ':' as a namespace). */
const scopeName = (scope: IntegrationScope) =>
  scope.split(':')[0] as 'members' | 'contracts' | 'due_items' | 'reservations';

const failed = (error: unknown) =>
  notify('error', isApiError(error) ? errorMessageOf(error.display) : 'error_generic');

/** The key itself, once: shown with a copy button, never again. */
function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useConsoleText('consoleIntegrations');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      notify('success', t('secret.copied'));
    } catch {
      // The key stays selectable (user-select: all) where the clipboard is not allowed.
    }
  };
  return (
    <Modal isOpen={secret !== null} title={t('secret.title')} onClose={onClose}>
      <div className={styles.form}>
        <p className={styles.muted}>{t('secret.text')}</p>
        <div>
          <p className={styles.muted} id="integration-secret-label">
            {t('secret.label')}
          </p>
          <code className={styles.secret} data-secret>
            {secret}
          </code>
        </div>
        <div className={modalStyles.actions}>
          <Button variant="secondary" icon={<Copy size={16} aria-hidden="true" />} onClick={copy}>
            {t('secret.copy')}
          </Button>
          <Button onClick={onClose}>{t('secret.done')}</Button>
        </div>
      </div>
    </Modal>
  );
}

function CreateDialog({
  isOpen,
  onClose,
  onCreated,
}: {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  const { t } = useConsoleText('consoleIntegrations');
  const create = useCreateKey();
  const form = useZodForm(createIntegrationKeyBodySchema, {
    defaultValues: { name: '', scopes: [] },
  });
  const { register, formState, reset } = form;
  const close = () => {
    reset();
    onClose();
  };
  const { onSubmit, notice, clearNotice } = useFormSubmit(form, {
    send: async (values) => {
      const created = await create.mutateAsync(values);
      notify('success', 'integration_key_created');
      reset();
      onCreated(created.secret);
    },
  });
  return (
    <Modal isOpen={isOpen} title={t('form.title')} onClose={close}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p className={styles.muted}>{t('form.text')}</p>
        <FormNoticeBar notice={notice} onClose={clearNotice} />
        <TextField
          label={t('form.name')}
          autoComplete="off"
          isRequired
          errors={fieldErrorKeys(formState.errors.name)}
          {...register('name')}
        />
        <fieldset className={styles.scopes}>
          <legend>{t('form.scopes')}</legend>
          {INTEGRATION_SCOPES.map((scope) => (
            <Checkbox
              key={scope}
              label={t(`scopes.${scopeName(scope)}`)}
              value={scope}
              {...register('scopes')}
            />
          ))}
          {formState.errors.scopes && (
            <FormNoticeBar
              notice={{ type: 'error', message: 'required' }}
              onClose={() => form.clearErrors('scopes')}
            />
          )}
        </fieldset>
        <div className={modalStyles.actions}>
          <Button variant="secondary" onClick={close}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" isLoading={create.isPending}>
            {t('form.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function KeyRow({
  apiKey,
  onRotate,
  onRevoke,
}: {
  apiKey: IntegrationKey;
  onRotate: (key: IntegrationKey) => void;
  onRevoke: (key: IntegrationKey) => void;
}) {
  const { t } = useConsoleText('consoleIntegrations');
  const lang = useLanguage();
  const at = (iso: string) => formatDateTime(new Date(iso), lang);
  const titleId = `key-${apiKey.id}`;
  return (
    <li className={styles.row} aria-labelledby={titleId}>
      <div className={styles.who}>
        <span id={titleId} className={styles.name}>
          {apiKey.name}
        </span>
        <span className={cx(styles.pill, apiKey.revoked_at && styles.revoked)}>
          {apiKey.revoked_at ? t('revoked') : t('active')}
        </span>
        {apiKey.scopes.map((scope) => (
          <span key={scope} className={styles.pill}>
            {t(`scopes.${scopeName(scope)}`)}
          </span>
        ))}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('startsWith')}</dt>
          <dd>
            <code>{apiKey.hint}…</code>
          </dd>
        </div>
        <div>
          <dt>{t('lastUsed')}</dt>
          <dd>{apiKey.last_used_at ? at(apiKey.last_used_at) : t('neverUsed')}</dd>
        </div>
        <div>
          <dt>{t('created')}</dt>
          <dd>
            {at(apiKey.created_at)}
            {apiKey.created_by && ` · ${t('createdBy', { name: apiKey.created_by })}`}
          </dd>
        </div>
        {apiKey.rotated_at && (
          <div>
            <dt>{t('rotated')}</dt>
            <dd>{at(apiKey.rotated_at)}</dd>
          </div>
        )}
        {apiKey.revoked_at && (
          <div>
            <dt>{t('revokedOn')}</dt>
            <dd>{at(apiKey.revoked_at)}</dd>
          </div>
        )}
      </dl>
      {!apiKey.revoked_at && (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="small"
            aria-label={t('rotateOf', { name: apiKey.name })}
            onClick={() => onRotate(apiKey)}
          >
            {t('rotate')}
          </Button>
          <Button
            variant="ghost"
            size="small"
            aria-label={t('revokeOf', { name: apiKey.name })}
            onClick={() => onRevoke(apiKey)}
          >
            {t('revoke')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The administrator's API keys: create (the key shown once), replace, revoke, last use. */
export function Component() {
  const { t } = useConsoleText('consoleIntegrations');
  const { t: shell } = useConsoleText('consoleShell');
  const keys = useQuery(keysQuery);
  const rotate = useRotateKey();
  const revoke = useRevokeKey();
  const [isCreating, setIsCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [rotating, setRotating] = useState<IntegrationKey | null>(null);
  const [revoking, setRevoking] = useState<IntegrationKey | null>(null);

  const confirmRotate = async () => {
    if (!rotating) return;
    try {
      const rotated = await rotate.mutateAsync(rotating.id);
      notify('success', 'integration_key_rotated');
      setSecret(rotated.secret);
    } catch (error) {
      failed(error);
    }
    setRotating(null);
  };
  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      notify('success', 'integration_key_revoked');
    } catch (error) {
      failed(error);
    }
    setRevoking(null);
  };

  return (
    <ConsolePage
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        <Button
          icon={<Plus size={18} aria-hidden="true" />}
          aria-label={t('createOf')}
          onClick={() => setIsCreating(true)}
        >
          {t('create')}
        </Button>
      }
    >
      {keys.isError ? (
        <NotificationBar
          type="error"
          message={
            isApiError(keys.error) ? errorMessageOf(keys.error.display) : shell('loadFailed')
          }
          autoHideMs={0}
        />
      ) : keys.isPending ? (
        <Card isFlush aria-busy="true">
          {[1, 2].map((row) => (
            <div key={row} className={styles.skeletonRow}>
              <Skeleton width="40%" height={18} />
              <Skeleton width="70%" height={14} />
            </div>
          ))}
        </Card>
      ) : keys.data.length === 0 ? (
        <EmptyState
          icon={<KeyRound size={28} aria-hidden="true" />}
          title={t('emptyTitle')}
          text={t('emptyText')}
        />
      ) : (
        <Card isFlush>
          <ul className={styles.list} aria-label={t('title')}>
            {keys.data.map((apiKey) => (
              <KeyRow
                key={apiKey.id}
                apiKey={apiKey}
                onRotate={setRotating}
                onRevoke={setRevoking}
              />
            ))}
          </ul>
        </Card>
      )}
      <CreateDialog
        isOpen={isCreating}
        onClose={() => setIsCreating(false)}
        onCreated={(created) => {
          setIsCreating(false);
          setSecret(created);
        }}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <Modal
        isOpen={rotating !== null}
        title={t('confirmRotate.title', { name: rotating?.name ?? '' })}
        onClose={() => setRotating(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setRotating(null)}>
              {t('confirmRotate.cancel')}
            </Button>
            <Button isLoading={rotate.isPending} onClick={confirmRotate}>
              {t('confirmRotate.confirm')}
            </Button>
          </>
        }
      >
        <p className={styles.muted}>{t('confirmRotate.text')}</p>
      </Modal>
      <Modal
        isOpen={revoking !== null}
        title={t('confirmRevoke.title', { name: revoking?.name ?? '' })}
        onClose={() => setRevoking(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setRevoking(null)}>
              {t('confirmRevoke.cancel')}
            </Button>
            <Button isLoading={revoke.isPending} onClick={confirmRevoke}>
              {t('confirmRevoke.confirm')}
            </Button>
          </>
        }
      >
        <p className={styles.muted}>{t('confirmRevoke.text')}</p>
      </Modal>
    </ConsolePage>
  );
}
