import { useQuery } from '@tanstack/react-query';
import { ExternalLink, MapPin, SearchX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/client';
import { useLanguage } from '@/i18n/use-language';
import { paths } from '@/lib/paths';
import { BackLink } from '@/ui/back-link';
import { Button, buttonClassName } from '@/ui/button';
import { Card } from '@/ui/card';
import { DocumentTitle } from '@/ui/document-title';
import { EmptyState } from '@/ui/empty-state';
import page from '@/ui/page.module.css';
import { Skeleton } from '@/ui/skeleton';
import { destinationHighlightQueryOptions } from '../api/stays-queries';
import { destinationArt } from './destination-art';
import styles from './destination-highlight-page.module.css';

/** An external link of the highlight, in a new tab, said so to screen readers. */
function OutLink({
  href,
  label,
  variant,
}: {
  href: string;
  label: string;
  variant: 'primary' | 'secondary';
}) {
  const { t } = useTranslation('stays');
  return (
    <a className={buttonClassName(variant)} href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <ExternalLink size={16} aria-hidden="true" />
      <span className="visually-hidden"> {t('highlight.opensInNewTab')}</span>
    </a>
  );
}

/**
 * money-and-stays §2: one destination highlight: its image, description, a read-more link and a
 * buy link ('#' means there is none). The description is HTML the server has sanitised.
 */
export function DestinationHighlightPage({ id }: { id: number }) {
  const { t } = useTranslation('stays');
  const language = useLanguage();
  const highlight = useQuery({
    ...destinationHighlightQueryOptions(id, language),
    enabled: Number.isInteger(id) && id > 0,
  });
  const isMissing =
    !(Number.isInteger(id) && id > 0) ||
    (isApiError(highlight.error) && highlight.error.status === 404);
  const back = <BackLink to={paths.dashboard}>{t('highlight.back')}</BackLink>;

  if (isMissing || highlight.isError) {
    return (
      <div className={page.detail}>
        <div className={page.detailInner}>
          {back}
          <Card>
            <EmptyState
              headingLevel="h1"
              icon={
                isMissing ? (
                  <SearchX size={28} aria-hidden="true" />
                ) : (
                  <TriangleAlert size={28} aria-hidden="true" />
                )
              }
              title={isMissing ? t('highlight.notFoundTitle') : t('highlight.errorTitle')}
              text={isMissing ? t('highlight.notFoundText') : t('highlight.errorText')}
              action={
                isMissing ? undefined : (
                  <Button onClick={() => highlight.refetch()} isLoading={highlight.isFetching}>
                    {t('highlight.retry')}
                  </Button>
                )
              }
            />
          </Card>
        </div>
      </div>
    );
  }

  const data = highlight.data;
  return (
    <div className={page.detail}>
      {data && <DocumentTitle>{data.name}</DocumentTitle>}
      <div className={page.detailInner}>
        {back}
        {!data ? (
          <Card aria-busy="true" className={styles.card}>
            <p className="visually-hidden" role="status">
              {t('highlight.loading')}
            </p>
            <div className={styles.artPlaceholder} aria-hidden="true" />
            <Skeleton width="50%" height={32} />
            <Skeleton height={16} />
            <Skeleton width="80%" height={16} />
          </Card>
        ) : (
          <Card as="article" className={styles.card} aria-labelledby="highlight-title">
            <img
              className={styles.art}
              src={destinationArt(data.image_location)}
              alt=""
              width={400}
              height={300}
            />
            <div className={styles.body}>
              <h1 id="highlight-title" className={styles.title}>
                {data.name}
              </h1>
              <p className={styles.location}>
                <MapPin size={16} aria-hidden="true" />
                {data.location}
              </p>
              <div
                className={styles.description}
                // Sanitised on the server with an allow-list (platform/sanitize.ts).
                // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML
                dangerouslySetInnerHTML={{ __html: data.description }}
              />
              <div className={styles.actions}>
                <OutLink
                  href={data.read_more_link}
                  label={t('highlight.readMore')}
                  variant="secondary"
                />
                {data.buy_link !== '#' && (
                  <OutLink href={data.buy_link} label={t('highlight.buy')} variant="primary" />
                )}
              </div>
            </div>
          </Card>
        )}
      </div>
    </div>
  );
}
