import { Copy, Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { nextFrom } from '@/staff/lib/paths';
import { useConsoleText } from '@/staff/lib/texts';
import { Button, buttonClassName } from '@/ui/button';
import styles from './access.module.css';
import { AccessHeading } from './access-heading';
import { forgetRecoveryCodes, takeRecoveryCodes } from './api/access';
import { useCopy } from './use-copy';

/** The ten recovery codes of a new enrolment, shown once: copy them, download them, go on. */
export function Component() {
  const { t } = useConsoleText('consoleAccess');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [fresh] = useState(takeRecoveryCodes);
  const { copied, copy } = useCopy();
  const [download, setDownload] = useState<string | null>(null);

  useEffect(() => {
    if (!fresh) return;
    const text = [
      t('recovery.fileHeading', { email: fresh.email }),
      t('recovery.fileNote'),
      '',
      ...fresh.codes,
      '',
    ].join('\n');
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    setDownload(url);
    return () => URL.revokeObjectURL(url);
  }, [fresh, t]);

  // Shown once: a reload or a later visit finds none, and the console opens.
  if (!fresh) return <Navigate to={nextFrom(`?${search}`)} replace />;
  const go = async () => {
    forgetRecoveryCodes();
    await navigate(nextFrom(`?${search}`), { replace: true });
  };

  return (
    <div className={styles.form}>
      <AccessHeading
        eyebrow={t('layout.eyebrow')}
        title={t('recovery.title')}
        subtitle={t('recovery.subtitle')}
      />
      <ol className={styles.codes} aria-label={t('recovery.listLabel')}>
        {fresh.codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="small"
          icon={<Copy size={16} aria-hidden="true" />}
          aria-label={t('recovery.copyOf')}
          onClick={() => copy(fresh.codes.join('\n'))}
        >
          {t('recovery.copy')}
        </Button>
        {download && (
          <a
            className={buttonClassName('secondary', { size: 'small' })}
            href={download}
            download={t('recovery.fileName')}
            aria-label={t('recovery.downloadOf')}
          >
            <Download size={16} aria-hidden="true" />
            {t('recovery.download')}
          </a>
        )}
      </div>
      <p className={styles.status} role="status">
        {copied ? t('recovery.copied') : ''}
      </p>
      <Button isBlock onClick={go}>
        {t('recovery.continue')}
      </Button>
    </div>
  );
}
