import {
  EXCHANGES_TABLET_MIN_WIDTH,
  EXCHANGES_WIDE_MIN_WIDTH,
  type ExchangesColumnWidth,
  exchangesLayout,
} from '@mp/contract/stays/rules/exchanges';
import { useQuery } from '@tanstack/react-query';
import useEmblaCarousel from 'embla-carousel-react';
import { CalendarDays, Globe, type LucideIcon, MessageSquare, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMediaQuery } from '@/lib/media';
import { notify } from '@/lib/notifications';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { CarouselControls } from '@/ui/carousel-controls';
import { cx } from '@/ui/cx';
import { EmptyState } from '@/ui/empty-state';
import page from '@/ui/page.module.css';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { exchangesQueryOptions } from '../api/stays-queries';
import { ExchangePartnerTile } from './exchange-partner-tile';
import styles from './exchanges-page.module.css';

/**
 * Embla's duration is a step count, not milliseconds: at 20 a slide settles (within 1 % of its
 * travel) in about 500 ms, the spec's speed 500. Reduced motion jumps instead.
 */
const EMBLA_DURATION_FOR_500_MS = 20;

const SPAN_CLASS: Readonly<Record<ExchangesColumnWidth, string | undefined>> = {
  12: styles.span12,
  6: styles.span6,
  4: styles.span4,
};

/** The layout rule changes only at its two widths: follow those, not every pixel of a resize. */
function useRuleWidth(): number {
  const isWide = useMediaQuery(`(min-width: ${EXCHANGES_WIDE_MIN_WIDTH}px)`);
  const isTablet = useMediaQuery(`(min-width: ${EXCHANGES_TABLET_MIN_WIDTH}px)`);
  return isWide ? EXCHANGES_WIDE_MIN_WIDTH : isTablet ? EXCHANGES_TABLET_MIN_WIDTH : 0;
}

/**
 * money-and-stays §2 "Exchanges": the member's exchange companies as cards, a grid or a carousel
 * by their number and the window's width (the contract's rule); with none, a notice and home.
 */
export function ExchangesPage() {
  const { t } = useTranslation('stays');
  const navigate = useNavigate();
  const exchanges = useQuery(exchangesQueryOptions());
  const layout = exchangesLayout(exchanges.data?.length ?? 0, useRuleWidth());
  const isEmpty = exchanges.data?.length === 0;

  useEffect(() => {
    if (!isEmpty) return;
    // Spec §8 "No exchange partners": the exchange partner notice, then home.
    notify('warning', t('exchangesPage.empty'));
    navigate(paths.dashboard, { replace: true });
  }, [isEmpty, navigate, t]);

  return (
    <div className={page.page}>
      <PageHeader title={t('exchangesPage.title')} subtitle={t('exchangesPage.subtitle')} />
      <div className={cx(page.body, styles.body)}>
        {exchanges.isError ? (
          <Card>
            <EmptyState
              icon={<TriangleAlert size={28} aria-hidden="true" />}
              title={t('exchangesPage.errorTitle')}
              text={t('exchangesPage.errorText')}
              action={
                <Button onClick={() => exchanges.refetch()} isLoading={exchanges.isFetching}>
                  {t('exchangesPage.retry')}
                </Button>
              }
            />
          </Card>
        ) : !exchanges.data || layout.kind === 'empty' ? (
          <div className={styles.loading} aria-busy="true">
            <p className="visually-hidden" role="status">
              {t('exchangesPage.loading')}
            </p>
            <Skeleton width="30%" height={28} />
            <div className={styles.loadingCards}>
              {[0, 1, 2].map((card) => (
                <Skeleton key={card} height={220} radius="var(--radius)" />
              ))}
            </div>
          </div>
        ) : (
          <>
            <Partners
              types={exchanges.data}
              slidesPerView={layout.kind === 'carousel' ? layout.slidesPerView : null}
              columnWidth={layout.kind === 'grid' ? layout.columnWidth : null}
            />
            <ExchangeHelp />
          </>
        )}
      </div>
    </div>
  );
}

function Partners({
  types,
  slidesPerView,
  columnWidth,
}: {
  types: string[];
  slidesPerView: 1 | 2 | 3 | null;
  columnWidth: ExchangesColumnWidth | null;
}) {
  const { t } = useTranslation('stays');
  const isCarousel = slidesPerView !== null;
  const isReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    duration: isReducedMotion ? 0 : EMBLA_DURATION_FOR_500_MS,
  });

  const count = types.length;
  return (
    <section
      className={styles.partners}
      aria-labelledby="exchange-partners-title"
      aria-roledescription={isCarousel ? 'carousel' : undefined}
      data-layout={isCarousel ? `carousel-${slidesPerView}` : `grid-${columnWidth}`}
    >
      <div className={styles.header}>
        <div>
          <h2 id="exchange-partners-title" className={styles.title}>
            {t('exchangesPage.listTitle')}
          </h2>
          <p className={styles.count}>{t('exchangesPage.count', { count })}</p>
        </div>
        {isCarousel && count > slidesPerView && (
          <CarouselControls
            embla={embla}
            previousLabel={t('exchangesPage.previous')}
            nextLabel={t('exchangesPage.next')}
          />
        )}
      </div>
      {isCarousel ? (
        <div className={styles.viewport} ref={viewportRef}>
          <ul className={cx(styles.track, styles[`slides${slidesPerView}`])}>
            {types.map((type, index) => (
              <li
                key={type}
                className={styles.slide}
                aria-roledescription="slide"
                aria-label={t('exchangesPage.slide', { index: index + 1, count })}
              >
                <ExchangePartnerTile
                  membershipType={type}
                  variant="card"
                  onFocus={() => embla?.scrollTo(index)}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ul className={styles.grid}>
          {types.map((type) => (
            <li key={type} className={columnWidth ? SPAN_CLASS[columnWidth] : undefined}>
              <ExchangePartnerTile
                membershipType={type}
                variant="card"
                isWide={columnWidth === 12}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const HELP: readonly {
  key: 'weeks' | 'book' | 'care';
  icon: LucideIcon;
  link?: { to: string; label: 'weeksLink' | 'careLink' };
}[] = [
  { key: 'weeks', icon: CalendarDays, link: { to: paths.myContracts, label: 'weeksLink' } },
  { key: 'book', icon: Globe },
  { key: 'care', icon: MessageSquare, link: { to: paths.contact, label: 'careLink' } },
];

/** What a member should know before trading a week, with the two places that help. */
function ExchangeHelp() {
  const { t } = useTranslation('stays');
  return (
    <Card as="section" aria-labelledby="exchange-help-title" className={styles.help}>
      <h2 id="exchange-help-title" className={styles.title}>
        {t('exchangesPage.help.title')}
      </h2>
      <ul className={styles.tips}>
        {HELP.map(({ key, icon: Icon, link }) => (
          <li key={key} className={styles.tip}>
            <span className={styles.tipIcon}>
              <Icon size={20} aria-hidden="true" />
            </span>
            <strong className={styles.tipTitle}>{t(`exchangesPage.help.${key}Title`)}</strong>
            <span className={styles.tipText}>{t(`exchangesPage.help.${key}Text`)}</span>
            {link && (
              <Link className={styles.tipLink} to={link.to}>
                {t(`exchangesPage.help.${link.label}`)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
