import { intlLocale } from '@mp/contract/i18n/dates';
import { CUSTOMER_CARE } from '@mp/contract/profile/constants';
import type { Profile } from '@mp/contract/profile/schemas';
import {
  CalendarDays,
  Clock,
  FileText,
  MessageSquare,
  Mic,
  PhoneCall,
  TriangleAlert,
  UserPen,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/i18n/use-language';
import { useIsMemberPath } from '@/lib/member-paths';
import { paths } from '@/lib/paths';
import { Button, buttonClassName } from '@/ui/button';
import { Card } from '@/ui/card';
import { cx } from '@/ui/cx';
import { EmptyState } from '@/ui/empty-state';
import page from '@/ui/page.module.css';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { useProfile } from '../api/profile';
import { ContractWeeks } from './contract-weeks';
import styles from './my-account-page.module.css';
import { ResortLogo } from './resort-logo';

/**
 * Spec §2 my account: name and resort logo, the details card with the edit-profile button,
 * the contracts' week totals, badges for messages and payments, my reservations, and the
 * voice-authentication promotion with a call-now action.
 */
export function MyAccountPage() {
  const { t } = useTranslation('account');
  const profile = useProfile();

  return (
    <div className={page.page}>
      <PageHeader title={t('myAccount.title')} subtitle={t('myAccount.subtitle')} />
      <div className={page.body}>
        {profile.isPending && (
          <div className={styles.grid} aria-busy="true">
            <p className="visually-hidden" role="status">
              {t('edit.loading')}
            </p>
            {[1, 2, 3, 4].map((n) => (
              <Card key={n}>
                <Skeleton height={160} />
              </Card>
            ))}
          </div>
        )}
        {profile.isError && (
          <Card>
            <EmptyState
              icon={<TriangleAlert size={28} aria-hidden="true" />}
              title={t('edit.errorTitle')}
              text={t('edit.errorText')}
              action={
                <Button onClick={() => profile.refetch()} isLoading={profile.isFetching}>
                  {t('edit.retry')}
                </Button>
              }
            />
          </Card>
        )}
        {profile.data && <Account profile={profile.data} />}
      </div>
    </div>
  );
}

function Account({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  // The payments and reservations screens are linked once they exist.
  const hasPayments = useIsMemberPath(paths.myPayments);
  const hasReservations = useIsMemberPath(paths.myReservations);
  const none = t('myAccount.none');
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  const address = [profile.address_line_1, profile.address_line_2].filter(Boolean);
  const country = profile.country
    ? new Intl.DisplayNames([intlLocale(language)], { type: 'region' }).of(profile.country)
    : undefined;
  // A Mexican address writes the postal code before the city: "06600 Ciudad de México, CDMX".
  const cityLine =
    profile.country === 'MX'
      ? [[profile.postal_code, profile.city].filter(Boolean).join(' '), profile.state]
      : [profile.city, profile.state, profile.postal_code];
  const place = [...cityLine, country].filter(Boolean).join(', ');

  return (
    <div className={styles.grid}>
      <Card as="section" aria-labelledby="identity-title" className={styles.identity}>
        <div>
          <h2 id="identity-title" className={styles.name}>
            {name}
          </h2>
          {profile.vida_member_id && (
            <p className={styles.muted}>
              {t('myAccount.memberId', { id: profile.vida_member_id })}
            </p>
          )}
          {profile.resort_name && <p className={styles.muted}>{profile.resort_name}</p>}
        </div>
        <ResortLogo resortName={profile.resort_name} />
      </Card>

      <Card as="section" aria-labelledby="details-title" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="details-title" className={styles.cardTitle}>
            {t('myAccount.detailsTitle')}
          </h2>
          {profile.profile_review?.status === 'pending' && (
            <span className={styles.chip}>
              <Clock size={14} aria-hidden="true" />
              {t('myAccount.inReview')}
            </span>
          )}
        </div>
        <dl className={styles.details}>
          <div>
            <dt>{t('myAccount.email')}</dt>
            <dd>{profile.email}</dd>
          </div>
          <div>
            <dt>{t('myAccount.homePhone')}</dt>
            <dd>{profile.home_phone ?? none}</dd>
          </div>
          <div>
            <dt>{t('myAccount.mobilePhone')}</dt>
            <dd>{profile.mobile_phone ?? none}</dd>
          </div>
          <div>
            <dt>{t('myAccount.address')}</dt>
            <dd>
              {address.length === 0 && !place
                ? none
                : [...address, place].filter(Boolean).map((line) => <span key={line}>{line}</span>)}
            </dd>
          </div>
        </dl>
        <div>
          <Link className={buttonClassName('secondary')} to={paths.editProfile}>
            <UserPen size={18} aria-hidden="true" />
            {t('myAccount.editProfile')}
          </Link>
        </div>
      </Card>

      <Card as="section" aria-labelledby="weeks-title" className={styles.section}>
        <h2 id="weeks-title" className={styles.cardTitle}>
          {t('myAccount.contractsTitle')}
        </h2>
        {profile.contracts.length > 0 ? (
          <ContractWeeks contracts={profile.contracts} />
        ) : (
          <EmptyState
            headingLevel="h3"
            icon={<FileText size={28} aria-hidden="true" />}
            title={t('myAccount.noContractsTitle')}
            text={t('myAccount.noContractsText')}
          />
        )}
      </Card>

      <Card as="section" aria-labelledby="attention-title" className={styles.section}>
        <h2 id="attention-title" className={styles.cardTitle}>
          {t('myAccount.attentionTitle')}
        </h2>
        <ul className={styles.badges}>
          <Badge
            icon={<MessageSquare size={20} aria-hidden="true" />}
            to={paths.messages}
            isHighlighted={profile.unread_messages > 0}
          >
            {t('myAccount.unread', { count: profile.unread_messages })}
          </Badge>
          <Badge
            icon={<Wallet size={20} aria-hidden="true" />}
            to={hasPayments ? paths.myPayments : undefined}
            isHighlighted={profile.payments > 0}
          >
            {t('myAccount.payments', { count: profile.payments })}
          </Badge>
        </ul>
        {hasReservations && (
          <div>
            <Link className={buttonClassName('secondary')} to={paths.myReservations}>
              <CalendarDays size={18} aria-hidden="true" />
              {t('myAccount.myReservations')}
            </Link>
          </div>
        )}
      </Card>

      <Card as="section" aria-labelledby="voice-title" className={cx(styles.section, styles.voice)}>
        <h2 id="voice-title" className={styles.cardTitle}>
          <Mic size={20} aria-hidden="true" />
          {t('myAccount.voiceTitle')}
        </h2>
        <p>{t('myAccount.voiceText')}</p>
        <div>
          <a
            className={buttonClassName('onDark')}
            href={`tel:${CUSTOMER_CARE.tollFree.replace(/\s/g, '')}`}
          >
            <PhoneCall size={18} aria-hidden="true" />
            {t('myAccount.callNow', { phone: CUSTOMER_CARE.tollFree })}
          </a>
        </div>
      </Card>
    </div>
  );
}

function Badge({
  icon,
  to,
  isHighlighted,
  children,
}: {
  icon: ReactNode;
  to: string | undefined;
  isHighlighted: boolean;
  children: ReactNode;
}) {
  const content = (
    <>
      <span className={styles.badgeIcon}>{icon}</span>
      {children}
    </>
  );
  return (
    <li>
      {to ? (
        <Link className={cx(styles.badge, isHighlighted && styles.highlight)} to={to}>
          {content}
        </Link>
      ) : (
        <span className={cx(styles.badge, isHighlighted && styles.highlight)}>{content}</span>
      )}
    </li>
  );
}
