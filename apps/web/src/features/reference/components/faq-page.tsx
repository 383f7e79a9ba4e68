import { useQuery } from '@tanstack/react-query';
import { ChevronDown, CircleHelp, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { cx } from '@/ui/cx';
import { EmptyState } from '@/ui/empty-state';
import page from '@/ui/page.module.css';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { faqsQueryOptions } from '../api/reference-data';
import styles from './faq-page.module.css';

/**
 * Spec §2: a header and an accordion of questions, the first open at start and only one open
 * at a time. Native <details> sharing one name give exactly that, with the keyboard and screen
 * reader behaviour of the platform. The answers are HTML the server has sanitised.
 */
export function FaqPage() {
  const { t } = useTranslation('reference');
  const language = useLanguage();
  const faqs = useQuery(faqsQueryOptions(language));

  return (
    <div className={page.page}>
      <PageHeader title={t('faq.title')} subtitle={t('faq.subtitle')} />
      <div className={cx(page.body, page.narrow)}>
        {faqs.isPending && (
          <Card aria-busy="true" className={styles.loading}>
            <p className="visually-hidden" role="status">
              {t('faq.loading')}
            </p>
            {[1, 2, 3, 4, 5].map((n) => (
              <Skeleton key={n} height={56} />
            ))}
          </Card>
        )}
        {faqs.isError && (
          <Card>
            <EmptyState
              icon={<TriangleAlert size={28} aria-hidden="true" />}
              title={t('faq.errorTitle')}
              text={t('faq.errorText')}
              action={
                <Button onClick={() => faqs.refetch()} isLoading={faqs.isFetching}>
                  {t('faq.retry')}
                </Button>
              }
            />
          </Card>
        )}
        {faqs.data?.length === 0 && (
          <Card>
            <EmptyState
              icon={<CircleHelp size={28} aria-hidden="true" />}
              title={t('faq.emptyTitle')}
              text={t('faq.emptyText')}
            />
          </Card>
        )}
        {faqs.data && faqs.data.length > 0 && (
          <div className={styles.list}>
            {faqs.data.map((faq, index) => (
              <details key={faq.id} name="faq" className={styles.item} open={index === 0}>
                <summary className={styles.question}>
                  <span>{faq.title}</span>
                  <ChevronDown size={20} aria-hidden="true" className={styles.chevron} />
                </summary>
                <div
                  className={styles.answer}
                  // Sanitised on the server with an allow-list (platform/sanitize.ts).
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML
                  dangerouslySetInnerHTML={{ __html: faq.content }}
                />
              </details>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
