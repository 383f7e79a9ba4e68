import { PASSKEY_NAME_MAX_LENGTH } from '@mp/contract/staff/constants';
import { renamePasskeyBodySchema, type StaffPasskey } from '@mp/contract/staff/schemas';
import { useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { fieldErrorKeys, useFormSubmit, useZodForm } from '@/lib/forms';
import { errorMessageOf, notify } from '@/lib/notifications';
import { isApiError } from '@/staff/api/client';
import { ConsolePage } from '@/staff/lib/console-page';
import { useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { Modal } from '@/ui/modal';
import { FormNoticeBar, NotificationBar } from '@/ui/notification-bar';
import { Skeleton } from '@/ui/skeleton';
import { TextField } from '@/ui/text-field';
import {
  canUsePasskeys,
  passkeyBrowserProblem,
  passkeysQuery,
  useAddPasskey,
  useRemovePasskey,
  useRenamePasskey,
} from './api/passkeys';
import styles from './passkeys.module.css';

function useDay() {
  const { language } = useConsoleText('consoleAccess');
  return (iso: string) =>
    new Intl.DateTimeFormat(language === 'es' ? 'es-MX' : 'en-US', { dateStyle: 'medium' }).format(
      new Date(iso),
    );
}

/** The name of a new passkey, then the browser's own dialog to create it. */
function AddPasskeyForm() {
  const { t } = useConsoleText('consoleAccess');
  const add = useAddPasskey();
  const titleId = useId();
  const form = useZodForm(renamePasskeyBodySchema, { defaultValues: { name: '' } });
  const { onSubmit, notice, setNotice, clearNotice } = useFormSubmit(form, {
    send: async (values) => {
      try {
        await add.mutateAsync(values);
      } catch (error) {
        if (isApiError(error)) throw error;
        const problem = passkeyBrowserProblem(error);
        setNotice({ type: 'error', message: t(`passkeys.${problem}`) });
        return;
      }
      form.reset({ name: '' });
      notify('success', 'staff_passkey_added');
    },
  });
  if (!canUsePasskeys()) {
    return <NotificationBar type="warning" message={t('passkeys.unsupported')} autoHideMs={0} />;
  }
  return (
    // Flush: the form keeps the list's inset (20 px), not the card's own (32 px on a desktop).
    <Card isFlush as="section" aria-labelledby={titleId}>
      <form className={styles.addForm} onSubmit={onSubmit} noValidate>
        <h2 id={titleId} className={styles.addTitle}>
          {t('passkeys.addTitle')}
        </h2>
        <FormNoticeBar notice={notice} onClose={clearNotice} />
        <TextField
          label={t('passkeys.name')}
          hint={t('passkeys.nameHint')}
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          autoComplete="off"
          isRequired
          errors={fieldErrorKeys(form.formState.errors.name)}
          {...form.register('name')}
        />
        <div>
          <Button
            type="submit"
            icon={<KeyRound size={18} aria-hidden="true" />}
            isLoading={add.isPending}
          >
            {t('passkeys.add')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function RenameDialog({ passkey, onClose }: { passkey: StaffPasskey; onClose: () => void }) {
  const { t } = useConsoleText('consoleAccess');
  const rename = useRenamePasskey();
  const form = useZodForm(renamePasskeyBodySchema, { defaultValues: { name: passkey.name } });
  const { onSubmit, notice, clearNotice } = useFormSubmit(form, {
    send: async (values) => {
      await rename.mutateAsync({ id: passkey.id, name: values.name });
      notify('success', 'staff_passkey_renamed');
      onClose();
    },
  });
  const formId = `rename-passkey-${passkey.id}`;
  return (
    <Modal
      isOpen
      title={t('passkeys.renameTitle')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('passkeys.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={rename.isPending}>
            {t('passkeys.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.stack} onSubmit={onSubmit} noValidate>
        <FormNoticeBar notice={notice} onClose={clearNotice} />
        <TextField
          label={t('passkeys.name')}
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          autoComplete="off"
          isRequired
          errors={fieldErrorKeys(form.formState.errors.name)}
          {...form.register('name')}
        />
      </form>
    </Modal>
  );
}

function PasskeyRow({
  passkey,
  onRename,
  onRemove,
}: {
  passkey: StaffPasskey;
  onRename: (passkey: StaffPasskey) => void;
  onRemove: (passkey: StaffPasskey) => void;
}) {
  const { t } = useConsoleText('consoleAccess');
  const day = useDay();
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <span className={styles.name}>{passkey.name}</span>
        <span className={styles.muted}>
          {t('passkeys.added', { date: day(passkey.created_at) })} ·{' '}
          {passkey.last_used_at
            ? t('passkeys.lastUsed', { date: day(passkey.last_used_at) })
            : t('passkeys.neverUsed')}
        </span>
      </div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="small"
          aria-label={t('passkeys.renameOf', { name: passkey.name })}
          onClick={() => onRename(passkey)}
        >
          {t('passkeys.rename')}
        </Button>
        <Button
          variant="secondary"
          size="small"
          aria-label={t('passkeys.removeOf', { name: passkey.name })}
          onClick={() => onRemove(passkey)}
        >
          {t('passkeys.remove')}
        </Button>
      </div>
    </li>
  );
}

/** /staff/passkeys: the signed-in staff member's own passkeys; add, rename, remove. */
export function Component() {
  const { t } = useConsoleText('consoleAccess');
  const passkeys = useQuery(passkeysQuery);
  const remove = useRemovePasskey();
  const [renaming, setRenaming] = useState<StaffPasskey | null>(null);
  const [removing, setRemoving] = useState<StaffPasskey | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync({ id: removing.id });
      notify('success', 'staff_passkey_removed');
    } catch (error) {
      notify('error', isApiError(error) ? errorMessageOf(error.display) : 'error_generic');
    }
    setRemoving(null);
  };

  return (
    <ConsolePage title={t('passkeys.title')} subtitle={t('passkeys.subtitle')}>
      <div className={styles.stack}>
        <AddPasskeyForm />
        {passkeys.isError ? (
          <NotificationBar
            type="error"
            message={
              isApiError(passkeys.error)
                ? errorMessageOf(passkeys.error.display)
                : t('passkeys.loadFailed')
            }
            autoHideMs={0}
          />
        ) : passkeys.isPending ? (
          <Card isFlush aria-busy="true">
            {[1, 2].map((row) => (
              <div key={row} className={styles.skeletonRow}>
                <Skeleton width="40%" height={18} />
                <Skeleton width="60%" height={14} />
              </div>
            ))}
          </Card>
        ) : passkeys.data.length === 0 ? (
          <EmptyState
            icon={<KeyRound size={28} aria-hidden="true" />}
            title={t('passkeys.empty')}
          />
        ) : (
          <Card isFlush as="section" aria-label={t('passkeys.listLabel')}>
            <ul className={styles.list}>
              {passkeys.data.map((passkey) => (
                <PasskeyRow
                  key={passkey.id}
                  passkey={passkey}
                  onRename={setRenaming}
                  onRemove={setRemoving}
                />
              ))}
            </ul>
          </Card>
        )}
      </div>
      {renaming && <RenameDialog passkey={renaming} onClose={() => setRenaming(null)} />}
      <Modal
        isOpen={removing !== null}
        title={t('passkeys.removeTitle', { name: removing?.name ?? '' })}
        onClose={() => setRemoving(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t('passkeys.cancel')}
            </Button>
            <Button isLoading={remove.isPending} onClick={confirmRemove}>
              {t('passkeys.remove')}
            </Button>
          </>
        }
      >
        <p>{t('passkeys.removeText')}</p>
      </Modal>
    </ConsolePage>
  );
}
