import type { ImportCounts, ImportDetail, ImportSample } from '@mp/contract/clubdata/schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorMessageOf, notify } from '@/lib/notifications';
import { isApiError } from '@/staff/api/client';
import { ConsolePage } from '@/staff/lib/console-page';
import { useConsoleText } from '@/staff/lib/texts';
import { BackLink } from '@/ui/back-link';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Modal } from '@/ui/modal';
import { NotificationBar } from '@/ui/notification-bar';
import { Skeleton } from '@/ui/skeleton';
import { importQuery, useApplyImport, useDiscardImport } from './api/imports';
import styles from './import.module.css';

const OUTCOMES = ['created', 'changed', 'unchanged', 'waiting'] as const;

/** A validation or message key in the console's language (the row rules' texts). */
function useKeyText() {
  const { t } = useTranslation(['validation', 'messages']);
  return (key: string) =>
    t(key as 'required', { ns: ['validation', 'messages'], defaultValue: key });
}

function Counts({ counts, title }: { counts: ImportCounts; title: string }) {
  const { t } = useConsoleText('consoleImport');
  return (
    <section className={styles.section} aria-label={title}>
      <h2>{title}</h2>
      <dl className={styles.counts}>
        {OUTCOMES.map((outcome) => (
          <div key={outcome} className={styles.count} title={t(`detail.outcomeHints.${outcome}`)}>
            <dt>{t(`detail.outcomes.${outcome}`)}</dt>
            <dd>{counts[outcome].toLocaleString()}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Samples({ detail }: { detail: ImportDetail }) {
  const { t } = useConsoleText('consoleImport');
  return (
    <>
      {OUTCOMES.filter((outcome) => detail.samples[outcome].length > 0).map((outcome) => (
        <Card isFlush key={outcome}>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption>
                {t(`detail.outcomes.${outcome}`)} · {t('detail.firstRows')}
                <span className={styles.hint}> — {t(`detail.outcomeHints.${outcome}`)}</span>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('detail.line')}</th>
                  <th scope="col">{t('detail.id')}</th>
                  {outcome === 'changed' && <th scope="col">{t('detail.changedColumns')}</th>}
                </tr>
              </thead>
              <tbody>
                {detail.samples[outcome].map((sample: ImportSample) => (
                  <tr key={`${sample.line}-${sample.id}`}>
                    <td>{sample.line}</td>
                    <td>{sample.id}</td>
                    {outcome === 'changed' && <td>{sample.changed.join(', ')}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      ))}
    </>
  );
}

function Errors({ detail }: { detail: ImportDetail }) {
  const { t } = useConsoleText('consoleImport');
  const text = useKeyText();
  if (detail.errors_total === 0) {
    return detail.status === 'checked' ? (
      <p className={styles.muted}>{t('detail.errorsNone')}</p>
    ) : null;
  }
  return (
    <section className={styles.section} aria-labelledby="import-errors">
      <h2 id="import-errors">{t('detail.errors', { count: detail.errors_total })}</h2>
      {detail.errors.length < detail.errors_total && (
        <p className={styles.muted}>
          {t('detail.errorsMore', { shown: detail.errors.length, count: detail.errors_total })}
        </p>
      )}
      <Card isFlush>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('detail.line')}</th>
                <th scope="col">{t('detail.column')}</th>
                <th scope="col">{t('detail.problem')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.errors.map((error) => (
                <tr key={`${error.line}-${error.field}-${error.key}`}>
                  <td>{error.line}</td>
                  <td>{error.field ?? t('detail.wholeLine')}</td>
                  <td>{text(error.key)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </section>
  );
}

function Progress({ detail }: { detail: ImportDetail }) {
  const { t } = useConsoleText('consoleImport');
  if (detail.status === 'checking') {
    return (
      <div className={styles.section}>
        <progress className={styles.progress} aria-label={t('status.checking')} />
        <p className={styles.muted} aria-live="polite">
          {t('detail.checkingProgress', { count: detail.rows_done })}
        </p>
      </div>
    );
  }
  if (detail.status === 'applying') {
    return (
      <div className={styles.section}>
        <progress
          className={styles.progress}
          aria-label={t('status.applying')}
          max={Math.max(detail.rows_total, 1)}
          value={detail.rows_done}
        />
        <p className={styles.muted} aria-live="polite">
          {t('detail.applyingProgress', { done: detail.rows_done, total: detail.rows_total })}
        </p>
      </div>
    );
  }
  return null;
}

/** One import: its progress, what it would do (or did), every error by line, apply or discard. */
export function Component() {
  const { t } = useConsoleText('consoleImport');
  const { t: shell } = useConsoleText('consoleShell');
  const text = useKeyText();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const query = useQuery(importQuery(id));
  const apply = useApplyImport();
  const discard = useDiscardImport();
  const [isConfirming, setIsConfirming] = useState(false);
  const detail = query.data;
  const file = detail?.file_name ?? t('detail.unnamed');

  const onApply = async () => {
    setIsConfirming(false);
    try {
      await apply.mutateAsync(id);
      notify('success', 'import_applied');
      await query.refetch();
    } catch (error) {
      notify('error', isApiError(error) ? errorMessageOf(error.display) : 'error_generic');
    }
  };
  const onDiscard = async () => {
    try {
      await discard.mutateAsync(id);
      notify('success', 'import_discarded');
      navigate('/staff/import');
    } catch (error) {
      notify('error', isApiError(error) ? errorMessageOf(error.display) : 'error_generic');
    }
  };

  return (
    <ConsolePage
      title={detail ? t('detail.title', { file }) : t('title')}
      subtitle={
        detail ? `${t(`entities.${detail.entity}`)} · ${t(`status.${detail.status}`)}` : undefined
      }
    >
      <BackLink to="/staff/import">{t('detail.back')}</BackLink>
      {query.isError ? (
        <NotificationBar
          type="error"
          message={
            isApiError(query.error) ? errorMessageOf(query.error.display) : shell('loadFailed')
          }
          autoHideMs={0}
        />
      ) : !detail ? (
        <Card isFlush aria-busy="true">
          <div className={styles.skeleton}>
            <Skeleton width="50%" height={20} />
            <Skeleton width="80%" height={14} />
            <Skeleton width="70%" height={14} />
          </div>
        </Card>
      ) : (
        <>
          <Progress detail={detail} />
          {detail.status === 'failed' && (
            <NotificationBar
              type="error"
              message={t('detail.failed', { reason: text(detail.failure ?? 'error_generic') })}
              autoHideMs={0}
            />
          )}
          {detail.status !== 'checking' && detail.status !== 'failed' && (
            <>
              <p className={styles.muted}>{t('detail.rows', { count: detail.rows_total })}</p>
              <Counts counts={detail.dry_run} title={t('detail.dryRun')} />
            </>
          )}
          {detail.applied && (detail.status === 'applied' || detail.status === 'applying') && (
            <Counts counts={detail.applied} title={t('detail.appliedTitle')} />
          )}
          {detail.status === 'checked' && (
            <div className={styles.section}>
              {detail.errors_total > 0 && (
                <NotificationBar type="error" message={t('detail.applyBlocked')} autoHideMs={0} />
              )}
              <div className={styles.actions}>
                <Button
                  disabled={detail.errors_total > 0}
                  isLoading={apply.isPending}
                  onClick={() => setIsConfirming(true)}
                >
                  {t('detail.apply')}
                </Button>
                <Button variant="secondary" isLoading={discard.isPending} onClick={onDiscard}>
                  {t('detail.discard')}
                </Button>
              </div>
            </div>
          )}
          <Errors detail={detail} />
          {detail.status !== 'checking' && <Samples detail={detail} />}
        </>
      )}
      <Modal
        isOpen={isConfirming}
        title={t('detail.confirmApply.title')}
        onClose={() => setIsConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setIsConfirming(false)}>
              {t('detail.confirmApply.cancel')}
            </Button>
            <Button onClick={onApply}>{t('detail.confirmApply.confirm')}</Button>
          </>
        }
      >
        <p className={styles.muted}>
          {t('detail.confirmApply.text', {
            created: detail?.dry_run.created ?? 0,
            changed: detail?.dry_run.changed ?? 0,
          })}
        </p>
      </Modal>
    </ConsolePage>
  );
}
