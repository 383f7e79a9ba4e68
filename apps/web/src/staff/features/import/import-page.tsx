import { CLUB_ENTITIES, type ClubEntity } from '@mp/contract/clubdata/constants';
import type { ImportSummary } from '@mp/contract/clubdata/schemas';
import { formatDateTime } from '@mp/contract/i18n/dates';
import { useQuery } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLanguage } from '@/i18n/use-language';
import { errorMessageOf, notify } from '@/lib/notifications';
import { isApiError } from '@/staff/api/client';
import { ConsolePage } from '@/staff/lib/console-page';
import { useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { cx } from '@/ui/cx';
import { EmptyState } from '@/ui/empty-state';
import { NotificationBar } from '@/ui/notification-bar';
import { Select } from '@/ui/select';
import { Skeleton } from '@/ui/skeleton';
import { importsQuery, useUploadImport } from './api/imports';
import styles from './import.module.css';

export const importPath = (id: number) => `/staff/import/${id}`;

function UploadForm() {
  const { t } = useConsoleText('consoleImport');
  const upload = useUploadImport();
  const navigate = useNavigate();
  const fileId = useId();
  const [entity, setEntity] = useState<ClubEntity>('contracts');
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [percent, setPercent] = useState(0);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    setPercent(0);
    try {
      const created = await upload.mutateAsync({ entity, file, onProgress: setPercent });
      notify('success', 'import_started');
      navigate(importPath(created.id));
    } catch (error) {
      notify('error', isApiError(error) ? errorMessageOf(error.display) : 'error_generic');
    }
  };

  return (
    <Card isFlush>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <fieldset className={styles.fieldset}>
          <legend>{t('upload.legend')}</legend>
          <Select
            label={t('upload.entity')}
            isRequired
            value={entity}
            onChange={(event) => setEntity(event.target.value as ClubEntity)}
            options={CLUB_ENTITIES.map((value) => ({ value, label: t(`entities.${value}`) }))}
          />
          <div className={styles.fileField}>
            <label htmlFor={fileId}>{t('upload.file')}</label>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={`${fileId}-hint${missing ? ` ${fileId}-error` : ''}`}
              aria-invalid={missing || undefined}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setMissing(false);
              }}
            />
            <p id={`${fileId}-hint`} className={styles.hint}>
              {t('upload.fileHint')}
            </p>
            {missing && (
              <p id={`${fileId}-error`} className={styles.error} role="alert">
                {t('upload.noFile')}
              </p>
            )}
          </div>
        </fieldset>
        <div className={styles.actions}>
          <Button
            type="submit"
            icon={<FileUp size={18} aria-hidden="true" />}
            isLoading={upload.isPending}
          >
            {t('upload.submit')}
          </Button>
          {upload.isPending && (
            <span className={styles.muted} aria-live="polite">
              {t('upload.sending', { percent })}
            </span>
          )}
        </div>
      </form>
    </Card>
  );
}

export function ImportRow({ item }: { item: ImportSummary }) {
  const { t } = useConsoleText('consoleImport');
  const lang = useLanguage();
  const file = item.file_name ?? t('detail.unnamed');
  return (
    <li className={styles.row}>
      <div>
        <Link
          className={styles.rowLink}
          to={importPath(item.id)}
          aria-label={t('history.open', { file })}
        >
          {file}
        </Link>
        <div className={styles.meta}>
          <span>{t(`entities.${item.entity}`)}</span>
          <span>{t('detail.rows', { count: item.rows_total })}</span>
          <span>{formatDateTime(new Date(item.created_at), lang)}</span>
          {item.staff_name && <span>{t('history.by', { name: item.staff_name })}</span>}
        </div>
      </div>
      <span className={cx(styles.pill, item.status === 'failed' && styles.failed)}>
        {t(`status.${item.status}`)}
      </span>
    </li>
  );
}

/** The administrator's CSV import: upload a file (checked first), and the imports so far. */
export function Component() {
  const { t } = useConsoleText('consoleImport');
  const { t: shell } = useConsoleText('consoleShell');
  const imports = useQuery(importsQuery(1));
  return (
    <ConsolePage title={t('title')} subtitle={t('subtitle')}>
      <UploadForm />
      <section className={styles.section} aria-labelledby="imports-history">
        <h2 id="imports-history">{t('history.title')}</h2>
        {imports.isError ? (
          <NotificationBar
            type="error"
            message={
              isApiError(imports.error)
                ? errorMessageOf(imports.error.display)
                : shell('loadFailed')
            }
            autoHideMs={0}
          />
        ) : imports.isPending ? (
          <Card isFlush aria-busy="true">
            {[1, 2].map((row) => (
              <div key={row} className={styles.skeleton}>
                <Skeleton width="40%" height={18} />
                <Skeleton width="60%" height={14} />
              </div>
            ))}
          </Card>
        ) : imports.data.items.length === 0 ? (
          <EmptyState
            icon={<FileUp size={28} aria-hidden="true" />}
            title={t('history.emptyTitle')}
            text={t('history.emptyText')}
          />
        ) : (
          <Card isFlush>
            <ul className={styles.list}>
              {imports.data.items.map((item) => (
                <ImportRow key={item.id} item={item} />
              ))}
            </ul>
          </Card>
        )}
      </section>
    </ConsolePage>
  );
}
