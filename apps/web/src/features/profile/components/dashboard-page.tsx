import type { Profile } from '@mp/contract/profile/schemas';
import { ArrowRight, FileText, MessageSquare, TriangleAlert, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HowItWorksVideo } from '@/components/how-it-works-video';
import { useProfile } from '@/features/profile/api/profile';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { cx } from '@/ui/cx';
import { DocumentTitle } from '@/ui/document-title';
import { EmptyState } from '@/ui/empty-state';
import { Eyebrow } from '@/ui/eyebrow';
import { Skeleton } from '@/ui/skeleton';
import styles from './dashboard.module.css';
import { ResortLogo } from './resort-logo';

function WelcomeBanner({ firstName }: { firstName: string | undefined }) {
  const { t } = useTranslation('dashboard');
  const name = firstName?.trim();
  return (
    <section className={styles.banner} aria-labelledby="welcome-title">
      <div className={styles.bannerInner}>
        <Eyebrow tone="dark">{t('welcome.eyebrow')}</Eyebrow>
        <h1 id="welcome-title" className={styles.welcome}>
          {name ? t('welcome.title', { name }) : t('welcome.titleNoName')}
        </h1>
        <p className={styles.bannerText}>{t('welcome.text')}</p>
      </div>
      <svg
        className={styles.waves}
        viewBox="0 0 1440 64"
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <path
          fill="currentColor"
          d="M0 40c120-18 240-26 360-14s240 34 360 30 240-34 360-38 240 14 360 22v24H0z"
        />
      </svg>
    </section>
  );
}

function MembershipCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card as="section" aria-labelledby="membership-title">
      <h2 id="membership-title" className={styles.cardTitle}>
        {t('membership.title')}
      </h2>
      <div className={styles.membership}>
        <dl className={styles.details}>
          <div>
            <dt>{t('membership.memberId')}</dt>
            <dd className={styles.memberId}>
              {profile.vida_member_id ?? t('membership.notProvided')}
            </dd>
          </div>
          <div>
            <dt>{t('membership.email')}</dt>
            <dd>{profile.email}</dd>
          </div>
          <div>
            <dt>{t('membership.resort')}</dt>
            <dd>{profile.resort_name ?? t('membership.notProvided')}</dd>
          </div>
        </dl>
        <ResortLogo resortName={profile.resort_name} />
      </div>
    </Card>
  );
}

function StatsCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('dashboard');
  const stats = [
    { key: 'contracts', icon: FileText, value: profile.contracts.length, isHighlighted: false },
    {
      key: 'unread',
      icon: MessageSquare,
      value: profile.unread_messages,
      isHighlighted: profile.unread_messages > 0,
    },
    { key: 'payments', icon: Wallet, value: profile.payments, isHighlighted: profile.payments > 0 },
  ] as const;
  return (
    <Card as="section" aria-labelledby="stats-title">
      <h2 id="stats-title" className={styles.cardTitle}>
        {t('stats.title')}
      </h2>
      <dl className={styles.stats}>
        {stats.map(({ key, icon: Icon, value, isHighlighted }) => (
          <div key={key} className={cx(styles.stat, isHighlighted && styles.highlight)}>
            {/* Inside the dt: a dl's groups may hold only dt and dd. */}
            <dt>
              <span className={styles.statIcon}>
                <Icon size={20} aria-hidden="true" />
              </span>
              {t(`stats.${key}`)}
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function DashboardSkeleton() {
  const { t } = useTranslation('dashboard');
  return (
    <div className={styles.grid} aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
      <Card>
        <div className={styles.skeletonStack}>
          <Skeleton width="40%" height={24} />
          <Skeleton width="60%" height={20} />
          <Skeleton width="80%" height={20} />
          <Skeleton width="50%" height={20} />
        </div>
      </Card>
      <Card>
        <div className={styles.skeletonStack}>
          <Skeleton width="40%" height={24} />
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </div>
      </Card>
    </div>
  );
}

/** Spec §2: what Member Passport is, and how it works with a video in the member's language. */
function MoreAbout() {
  const { t } = useTranslation('dashboard');
  return (
    <section className={cx(styles.wide, styles.moreAbout)} aria-labelledby="more-about-title">
      <h2 id="more-about-title" className="visually-hidden">
        {t('moreAbout.title')}
      </h2>
      <Card as="article" aria-labelledby="what-title" className={styles.whatCard}>
        <h3 id="what-title" className={styles.cardTitle}>
          {t('moreAbout.whatTitle')}
        </h3>
        <p className={styles.whatText}>{t('moreAbout.whatText')}</p>
        <Link className={styles.whatLink} to={paths.about}>
          {t('moreAbout.whatLink')}
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
      </Card>
      <Card as="article" aria-labelledby="how-title">
        <h3 id="how-title" className={styles.cardTitle}>
          {t('moreAbout.howTitle')}
        </h3>
        <p className={styles.howText}>{t('moreAbout.howText')}</p>
        <HowItWorksVideo label={t('moreAbout.videoLabel')} />
      </Card>
    </section>
  );
}

/**
 * `filter` (the reservation filter) and `extras` (highlights, exchanges) are other areas' blocks,
 * composed in by the route (features do not import each other).
 */
export function DashboardPage({ filter, extras }: { filter?: ReactNode; extras?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const profile = useProfile();

  return (
    <div className={styles.page}>
      <DocumentTitle>{t('title')}</DocumentTitle>
      <WelcomeBanner firstName={profile.data?.first_name} />
      {profile.isPending && <DashboardSkeleton />}
      {profile.isError && (
        <div className={styles.grid}>
          <Card>
            <EmptyState
              icon={<TriangleAlert size={28} aria-hidden="true" />}
              title={t('error.title')}
              text={t('error.text')}
              action={
                <Button onClick={() => profile.refetch()} isLoading={profile.isFetching}>
                  {t('error.retry')}
                </Button>
              }
            />
          </Card>
        </div>
      )}
      {profile.data && (
        <div className={styles.grid}>
          {filter && <div className={styles.wide}>{filter}</div>}
          <MembershipCard profile={profile.data} />
          <StatsCard profile={profile.data} />
          <MoreAbout />
          {extras && <div className={styles.wide}>{extras}</div>}
        </div>
      )}
    </div>
  );
}
