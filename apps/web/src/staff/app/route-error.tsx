import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { staffPaths } from '@/staff/lib/paths';
import { useConsoleText } from '@/staff/lib/texts';
import { Button, buttonClassName } from '@/ui/button';
import { DocumentTitle } from '@/ui/document-title';
import { EmptyState } from '@/ui/empty-state';

/**
 * Inside the console's layout: a screen the role may not use (403), a path that names no screen
 * (404, also the console's `*` route), or a failure, each with its way on.
 */
export function ConsoleRouteError() {
  const error = useRouteError();
  const { t } = useConsoleText('consoleShell');
  const status = error === undefined ? 404 : isRouteErrorResponse(error) ? error.status : 500;
  if (status === 403 || status === 404) {
    const texts = status === 403 ? 'forbidden' : 'notFound';
    return (
      <div style={{ padding: 'var(--space-12) var(--space-4)' }}>
        <DocumentTitle>{t(`${texts}.title`)}</DocumentTitle>
        <EmptyState
          headingLevel="h1"
          eyebrow={t(`${texts}.eyebrow`)}
          title={t(`${texts}.title`)}
          text={t(`${texts}.text`)}
          action={
            <Link to={staffPaths.home} className={buttonClassName('primary')}>
              {t(`${texts}.home`)}
            </Link>
          }
        />
      </div>
    );
  }
  return <Failure />;
}

function Failure() {
  const { t } = useConsoleText('consoleShell');
  return (
    <div style={{ padding: 'var(--space-12) var(--space-4)' }}>
      <DocumentTitle>{t('error.title')}</DocumentTitle>
      <EmptyState
        headingLevel="h1"
        title={t('error.title')}
        text={t('error.text')}
        action={<Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>}
      />
    </div>
  );
}

/** A failure no screen handled (a chunk that did not load, a bug), outside the layout: reload. */
export function ConsoleRootError() {
  return (
    <main id="main">
      <Failure />
    </main>
  );
}
