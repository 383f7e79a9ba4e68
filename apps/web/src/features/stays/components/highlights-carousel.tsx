import { useQuery } from '@tanstack/react-query';
import useEmblaCarousel from 'embla-carousel-react';
import { MapPin } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/i18n/use-language';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { CarouselControls } from '@/ui/carousel-controls';
import { Skeleton } from '@/ui/skeleton';
import { destinationHighlightsQueryOptions } from '../api/stays-queries';
import block from './dashboard-block.module.css';
import { destinationArt } from './destination-art';
import styles from './highlights-carousel.module.css';

/**
 * The dashboard's destination highlights (issue 7): a carousel of cards, each opening
 * /destination-highlights/{id}. Swipe, drag, the arrow buttons or Tab through the links move it;
 * it never moves by itself. Nothing shows when the club has no highlights.
 */
export function HighlightsCarousel() {
  const { t } = useTranslation('stays');
  const language = useLanguage();
  const highlights = useQuery(destinationHighlightsQueryOptions(language));
  const titleId = useId();
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', duration: 20 });

  if (highlights.data?.length === 0) return null;
  const count = highlights.data?.length ?? 0;

  return (
    <Card
      as="section"
      className={block.section}
      aria-labelledby={titleId}
      aria-roledescription="carousel"
    >
      <div className={styles.header}>
        <div>
          <h2 id={titleId} className={block.title}>
            {t('highlights.title')}
          </h2>
          <p className={block.subtitle}>{t('highlights.subtitle')}</p>
        </div>
        {count > 1 && (
          <CarouselControls
            embla={embla}
            previousLabel={t('highlights.previous')}
            nextLabel={t('highlights.next')}
          />
        )}
      </div>
      {highlights.isPending && (
        <div className={styles.loading} aria-busy="true">
          <p className="visually-hidden" role="status">
            {t('highlights.loading')}
          </p>
          <Skeleton height={220} />
        </div>
      )}
      {highlights.isError && (
        <div className={styles.error} role="alert">
          <p>{t('highlights.error')}</p>
          <Button
            variant="secondary"
            size="small"
            onClick={() => highlights.refetch()}
            isLoading={highlights.isFetching}
          >
            {t('highlights.retry')}
          </Button>
        </div>
      )}
      {highlights.data && (
        <div className={styles.viewport} ref={viewportRef}>
          <ul className={styles.track}>
            {highlights.data.map((highlight, index) => (
              <li
                key={highlight.id}
                className={styles.slide}
                aria-roledescription="slide"
                aria-label={t('highlights.slide', { index: index + 1, count })}
              >
                <Link
                  className={styles.slideLink}
                  to={`${paths.destinationHighlights}/${highlight.id}`}
                  // Tabbing to a card brings it into view, so keyboard users can browse too.
                  onFocus={() => embla?.scrollTo(index)}
                >
                  <img
                    className={styles.art}
                    src={destinationArt(highlight.image_location)}
                    alt=""
                    width={400}
                    height={300}
                    loading="lazy"
                  />
                  <span className={styles.slideText}>
                    <span className={styles.slideName}>{highlight.name}</span>
                    <span className={styles.slideLocation}>
                      <MapPin size={14} aria-hidden="true" />
                      {highlight.location}
                    </span>
                    <span className="visually-hidden">
                      {t('highlights.discover', { name: highlight.name })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
