import type { StaffAccount } from '@mp/contract/staff/schemas';
import { useQuery } from '@tanstack/react-query';
import { UserPlus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { errorMessageOf, notify } from '@/lib/notifications';
import { isApiError } from '@/staff/api/client';
import { useStaffSession } from '@/staff/api/session';
import { ConsolePage } from '@/staff/lib/console-page';
import { useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { cx } from '@/ui/cx';
import { EmptyState } from '@/ui/empty-state';
import { Modal } from '@/ui/modal';
import { NotificationBar } from '@/ui/notification-bar';
import { Skeleton } from '@/ui/skeleton';
import styles from './accounts.module.css';
import { accountsQuery, useSetAccountEnabled } from './api/accounts';
import { InviteDialog } from './invite-form';

function AccountRow({
  account,
  isSelf,
  onDisable,
}: {
  account: StaffAccount;
  isSelf: boolean;
  onDisable: (account: StaffAccount) => void;
}) {
  const { t } = useConsoleText('consoleAccounts');
  const { t: shell } = useConsoleText('consoleShell');
  const toggle = useSetAccountEnabled();
  const enable = async () => {
    try {
      await toggle.mutateAsync({ id: account.id, enabled: true });
      notify('success', t('enabled', { name: account.name }));
    } catch (error) {
      notify('error', isApiError(error) ? errorMessageOf(error.display) : 'error_generic');
    }
  };
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <span className={styles.name}>
          {account.name} {isSelf && t('you')}
        </span>
        <span className={styles.email}>{account.email}</span>
      </div>
      <dl className={styles.facts}>
        <dt>{t('columns.role')}</dt>
        <dd className={styles.pill}>{shell(`role.${account.role}`)}</dd>
        <dt>{t('columns.status')}</dt>
        <dd className={cx(styles.pill, styles[account.status])}>{t(`status.${account.status}`)}</dd>
        {account.status === 'active' && !account.enrolled && (
          <>
            <dt>{t('columns.status')}</dt>
            <dd className={styles.pill}>{t('notEnrolled')}</dd>
          </>
        )}
        <dt>{t('columns.language')}</dt>
        <dd className={styles.pill}>{t(`languageName.${account.language}`)}</dd>
      </dl>
      <div className={styles.actions}>
        {!isSelf &&
          (account.status === 'disabled' ? (
            <Button
              variant="secondary"
              size="small"
              aria-label={t('enableOf', { name: account.name })}
              isLoading={toggle.isPending}
              onClick={enable}
            >
              {t('enable')}
            </Button>
          ) : (
            <Button
              variant="ghost"
              size="small"
              aria-label={t('disableOf', { name: account.name })}
              onClick={() => onDisable(account)}
            >
              {t('disable')}
            </Button>
          ))}
      </div>
    </li>
  );
}

/** The administrator's staff accounts: who may sign in, invitations, disable and enable. */
export function Component() {
  const { t } = useConsoleText('consoleAccounts');
  const { t: shell } = useConsoleText('consoleShell');
  const session = useStaffSession();
  const accounts = useQuery(accountsQuery);
  const [isInviting, setIsInviting] = useState(false);
  const [disabling, setDisabling] = useState<StaffAccount | null>(null);
  const toggle = useSetAccountEnabled();

  const confirmDisable = async () => {
    if (!disabling) return;
    try {
      await toggle.mutateAsync({ id: disabling.id, enabled: false });
      notify('success', t('disabled', { name: disabling.name }));
    } catch (error) {
      notify('error', isApiError(error) ? errorMessageOf(error.display) : 'error_generic');
    }
    setDisabling(null);
  };

  return (
    <ConsolePage
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        <Button
          icon={<UserPlus size={18} aria-hidden="true" />}
          aria-label={t('inviteOf')}
          onClick={() => setIsInviting(true)}
        >
          {t('invite')}
        </Button>
      }
    >
      {accounts.isError ? (
        <NotificationBar
          type="error"
          message={
            isApiError(accounts.error)
              ? errorMessageOf(accounts.error.display)
              : shell('loadFailed')
          }
          autoHideMs={0}
        />
      ) : accounts.isPending ? (
        <Card isFlush aria-busy="true">
          {[1, 2, 3].map((row) => (
            <div key={row} className={styles.skeletonRow}>
              <Skeleton width="40%" height={18} />
              <Skeleton width="60%" height={14} />
            </div>
          ))}
        </Card>
      ) : accounts.data.length === 0 ? (
        <EmptyState
          icon={<UsersRound size={28} aria-hidden="true" />}
          title={t('emptyTitle')}
          text={t('emptyText')}
        />
      ) : (
        <Card isFlush as="section" aria-label={t('tableCaption')}>
          <ul className={styles.list}>
            {accounts.data.map((account) => (
              <AccountRow
                key={account.id}
                account={account}
                isSelf={account.id === session?.staff.id}
                onDisable={setDisabling}
              />
            ))}
          </ul>
        </Card>
      )}
      <InviteDialog isOpen={isInviting} onClose={() => setIsInviting(false)} />
      <Modal
        isOpen={disabling !== null}
        title={t('confirmDisable.title', { name: disabling?.name ?? '' })}
        onClose={() => setDisabling(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDisabling(null)}>
              {t('confirmDisable.cancel')}
            </Button>
            <Button isLoading={toggle.isPending} onClick={confirmDisable}>
              {t('confirmDisable.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('confirmDisable.text')}</p>
      </Modal>
    </ConsolePage>
  );
}
