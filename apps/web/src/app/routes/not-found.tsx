import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import notFoundUrl from '@/assets/brand/not-found.svg';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { buttonClassName } from '@/ui/button';
import { Card } from '@/ui/card';
import { DocumentTitle } from '@/ui/document-title';
import { EmptyState } from '@/ui/empty-state';
import page from '@/ui/page.module.css';

export function Component() {
  const { t } = useTranslation('shell');
  const { isSignedIn } = useSession();
  return (
    <div className={page.centered}>
      <DocumentTitle>{t('notFound.title')}</DocumentTitle>
      <Card className={page.centeredCard}>
        <EmptyState
          headingLevel="h1"
          illustration={notFoundUrl}
          eyebrow={t('notFound.eyebrow')}
          title={t('notFound.title')}
          text={t('notFound.text')}
          action={
            <Link className={buttonClassName()} to={isSignedIn ? paths.dashboard : paths.home}>
              {isSignedIn ? t('notFound.dashboard') : t('notFound.home')}
            </Link>
          }
        />
      </Card>
    </div>
  );
}
