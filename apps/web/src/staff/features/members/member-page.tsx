import { VIEW_REASON_MAX_LENGTH } from '@mp/contract/desk/constants';
import { type DeskMemberPage, memberViewQuerySchema } from '@mp/contract/desk/schemas';
import { formatDateTime, formatDayMonthYear, intlLocale } from '@mp/contract/i18n/dates';
import { formatMoney, toCents } from '@mp/contract/money/money';
import { currencyOf } from '@mp/contract/profile/contracts';
import { isCountryCode } from '@mp/contract/rules/countries';
import { placeInLanguage } from '@mp/contract/rules/places';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useParams } from 'react-router';
import { fieldErrorKeys, useFormSubmit, useZodForm } from '@/lib/forms';
import { errorMessageOf, notify } from '@/lib/notifications';
import { isApiError } from '@/staff/api/client';
import { usePermission } from '@/staff/api/session';
import { ConsolePage } from '@/staff/lib/console-page';
import { deskStyles as desk, Fact, LoadError } from '@/staff/lib/desk';
import { staffPaths } from '@/staff/lib/paths';
import { type ConsoleT, useConsoleText } from '@/staff/lib/texts';
import { BackLink } from '@/ui/back-link';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Modal, modalStyles } from '@/ui/modal';
import { NotificationBar } from '@/ui/notification-bar';
import { Skeleton } from '@/ui/skeleton';
import { TextField } from '@/ui/text-field';
import { memberPageQuery, useMemberAction } from './api/members';
import styles from './members.module.css';

type Lang = 'en' | 'es';

/**
 * A member's record, read-only. The reason comes first (STAFF.md: every view is audited with
 * why); the record is read once for it.
 */
export function Component() {
  const { t, language } = useConsoleText('consoleDesk');
  const lang: Lang = language === 'es' ? 'es' : 'en';
  const id = Number(useParams().id);
  const [reason, setReason] = useState('');
  const record = useQuery(memberPageQuery(id, reason));
  const data = record.data;
  const title = data ? `${data.member.first_name} ${data.member.last_name}` : t('member.title');
  return (
    <ConsolePage title={title} subtitle={data ? data.member.email : t('member.reasonText')}>
      <BackLink to={staffPaths.memberLookup}>{t('member.back')}</BackLink>
      {!reason ? (
        <ReasonForm onReason={setReason} />
      ) : record.isError ? (
        <LoadError
          {...(isApiError(record.error) && record.error.status === 404
            ? { message: t('member.notFound') }
            : {})}
          onRetry={() => record.refetch()}
        />
      ) : !data ? (
        <div aria-busy="true" className={styles.sections}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={180} radius={12} />
          ))}
        </div>
      ) : (
        <Record data={data} t={t} lang={lang} />
      )}
    </ConsolePage>
  );
}

function ReasonForm({ onReason }: { onReason: (reason: string) => void }) {
  const { t } = useConsoleText('consoleDesk');
  const form = useZodForm(memberViewQuerySchema, { defaultValues: { reason: '' } });
  const { onSubmit } = useFormSubmit(form, {
    send: async ({ reason }) => onReason(reason),
  });
  return (
    <Card as="section" className={styles.reasonCard} aria-labelledby="member-reason">
      <form className={desk.form} onSubmit={onSubmit} noValidate>
        <h2 className={styles.sectionTitle} id="member-reason">
          {t('member.reasonTitle')}
        </h2>
        <p className={desk.muted}>{t('member.reasonText')}</p>
        <TextField
          label={t('member.reason')}
          hint={t('member.reasonHint')}
          isRequired
          autoComplete="off"
          maxLength={VIEW_REASON_MAX_LENGTH}
          errors={fieldErrorKeys(form.formState.errors.reason as FieldError | undefined)}
          {...form.register('reason')}
        />
        <div>
          <Button type="submit">{t('member.reasonSubmit')}</Button>
        </div>
      </form>
    </Card>
  );
}

function Section({
  title,
  id,
  isWide = false,
  children,
}: {
  title: string;
  id: string;
  isWide?: boolean;
  children: ReactNode;
}) {
  return (
    <Card
      as="section"
      className={isWide ? `${styles.sectionCard} ${styles.wide}` : styles.sectionCard}
      aria-labelledby={id}
    >
      <h2 className={styles.sectionTitle} id={id}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** A country code ("MX") or name ("Mexico") as the console's language names it ("México"). */
function countryName(country: string, lang: Lang): string {
  const code = country.trim().toUpperCase();
  if (!isCountryCode(code)) return placeInLanguage(country, lang);
  return new Intl.DisplayNames([intlLocale(lang)], { type: 'region' }).of(code) ?? country;
}

function Record({
  data,
  t,
  lang,
}: {
  data: DeskMemberPage;
  t: ConsoleT<'consoleDesk'>;
  lang: Lang;
}) {
  const m = data.member;
  const when = (iso: string) => formatDateTime(new Date(iso), lang);
  const day = (iso: string) => formatDayMonthYear(new Date(`${iso}T12:00:00Z`), lang);
  const address = [
    m.address_line_1,
    m.address_line_2,
    m.city,
    m.state,
    m.postal_code,
    m.country && countryName(m.country, lang),
  ]
    .filter(Boolean)
    .join(', ');
  const reservationStatus = (status: number) =>
    t(
      `member.reservationStatus.${(['1', '2', '3', '4', '5'] as const).find((s) => s === String(status)) ?? 'other'}`,
    );
  const paymentStatus = (status: number) =>
    t(
      `member.paymentStatus.${(['1', '2', '3', '4', '5', '6', '7', '8'] as const).find((s) => s === String(status)) ?? '1'}`,
    );
  return (
    <div className={styles.sections}>
      <Section title={t('member.profile')} id="member-profile" isWide>
        <dl className={desk.facts}>
          <Fact label={t('member.email')}>
            {m.email} · {m.email_verified ? t('member.verified') : t('member.unverified')}
          </Fact>
          <Fact label={t('member.memberId')}>{m.vida_member_id ?? t('noMemberId')}</Fact>
          <Fact label={t('member.phones')}>
            {[m.mobile_phone, m.home_phone].filter(Boolean).join(' · ') || '—'}
          </Fact>
          <Fact label={t('member.address')}>{address || '—'}</Fact>
          <Fact label={t('member.language')}>{t(`language.${m.language}`)}</Fact>
          <Fact label={t('member.since')}>{when(m.created_at)}</Fact>
          <Fact label={t('member.communications')}>
            {[
              m.all_communications ? t('member.all') : null,
              m.monthly_communications ? t('member.monthly') : null,
            ]
              .filter(Boolean)
              .join(' · ') || '—'}
          </Fact>
        </dl>
        {m.disabled_at && (
          <NotificationBar
            type="warning"
            message={t('member.disabledSince', { time: when(m.disabled_at) })}
            autoHideMs={0}
          />
        )}
      </Section>
      <Actions data={data} t={t} />
      <Section title={t('member.contracts')} id="member-contracts">
        {data.contracts.length === 0 ? (
          <p className={desk.muted}>{t('member.noContracts')}</p>
        ) : (
          <ul className={styles.rows}>
            {data.contracts.map((c) => (
              <li key={c.id}>
                <strong>{c.contract_number}</strong>
                <span>{c.contract_status}</span>
                <span>{c.resort}</span>
                <span>
                  {t('member.balance', {
                    amount: formatMoney(toCents(c.balance), currencyOf(c.currency_id), lang),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('member.payments')} id="member-payments">
        {data.payments.length === 0 ? (
          <p className={desk.muted}>{t('member.noPayments')}</p>
        ) : (
          <ul className={styles.rows}>
            {data.payments.map((p) => (
              <li key={p.id}>
                <strong>
                  {formatMoney(toCents(p.amount), p.currency === 'MXN' ? 'MXN' : 'USD', lang)}
                </strong>
                <span>{paymentStatus(p.status)}</span>
                <span>{when(p.created_at)}</span>
                <span>{p.contract_number}</span>
                {p.last_four && <span>•••• {p.last_four}</span>}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('member.reservations')} id="member-reservations">
        {data.reservations.length === 0 ? (
          <p className={desk.muted}>{t('member.noReservations')}</p>
        ) : (
          <ul className={styles.rows}>
            {data.reservations.map((r) => (
              <li key={r.id}>
                <strong>{r.reservation_number}</strong>
                <span>{reservationStatus(r.reservation_status)}</span>
                <span>{r.hotel}</span>
                <span>
                  {t('requests.stay', { from: day(r.arriving_date), to: day(r.departing_date) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('member.threads')} id="member-threads">
        {data.threads.length === 0 ? (
          <p className={desk.muted}>{t('member.noThreads')}</p>
        ) : (
          <ul className={styles.rows}>
            {data.threads.map((thread) => (
              <li key={thread.id}>
                <strong>{thread.subject}</strong>
                <span>
                  {thread.message_type === 'alert' ||
                  thread.message_type === 'marketing' ||
                  thread.message_type === 'support'
                    ? t(`member.messageType.${thread.message_type}`)
                    : thread.message_type}
                </span>
                <span>{when(thread.updated_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('member.sessions')} id="member-sessions">
        {data.sessions.length === 0 ? (
          <p className={desk.muted}>{t('member.noSessions')}</p>
        ) : (
          <ul className={styles.rows}>
            {data.sessions.map((s) => (
              <li key={`${s.created_at}-${s.expires_at}`}>
                {t('member.session', { from: when(s.created_at), to: when(s.expires_at) })}
              </li>
            ))}
          </ul>
        )}
      </Section>
      {data.pending_review && (
        <Section title={t('member.pendingReview')} id="member-review">
          <ul className={styles.rows}>
            {data.pending_review.fields.map((field) => (
              <li key={field}>
                <strong>{t(`fields.${field}`)}</strong>
                <span>
                  {data.pending_review?.previous_values[field] || t('reviews.empty')} →{' '}
                  {data.pending_review?.new_values[field] || t('reviews.empty')}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}

function Actions({ data, t }: { data: DeskMemberPage; t: ConsoleT<'consoleDesk'> }) {
  const m = data.member;
  const action = useMemberAction(m.id);
  const canResend = usePermission('member:resend_verification');
  const canEnd = usePermission('member:end_sessions');
  const canDisable = usePermission('member:disable');
  const [confirming, setConfirming] = useState(false);
  const run = async (
    kind: 'resend' | 'endSessions' | 'disable' | 'enable',
    done:
      | 'member_verification_sent'
      | 'member_sessions_ended'
      | 'member_disabled'
      | 'member_enabled',
  ) => {
    try {
      await action.mutateAsync(kind);
      notify('success', done);
    } catch (error) {
      notify('error', isApiError(error) ? errorMessageOf(error.display) : 'error_generic');
    } finally {
      setConfirming(false);
    }
  };
  if (!canResend && !canEnd && !canDisable) return null;
  const busy = (kind: string) => action.isPending && action.variables === kind;
  const name = `${m.first_name} ${m.last_name}`;
  return (
    <Section title={t('member.actions')} id="member-actions" isWide>
      <div className={desk.actions}>
        {canResend && !m.email_verified && (
          <Button
            variant="secondary"
            isLoading={busy('resend')}
            onClick={() => run('resend', 'member_verification_sent')}
          >
            {t('member.resend')}
          </Button>
        )}
        {canEnd && (
          <Button
            variant="secondary"
            isLoading={busy('endSessions')}
            onClick={() => run('endSessions', 'member_sessions_ended')}
          >
            {t('member.endSessions')}
          </Button>
        )}
        {canDisable &&
          (m.disabled_at ? (
            <Button
              variant="secondary"
              isLoading={busy('enable')}
              onClick={() => run('enable', 'member_enabled')}
            >
              {t('member.enable')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('member.disable')}
            </Button>
          ))}
      </div>
      <Modal isOpen={confirming} title={t('member.disable')} onClose={() => setConfirming(false)}>
        <p className={desk.muted}>{t('member.disableConfirm', { name })}</p>
        <div className={modalStyles.actions}>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </Button>
          <Button isLoading={busy('disable')} onClick={() => run('disable', 'member_disabled')}>
            {t('member.yesDisable')}
          </Button>
        </div>
      </Modal>
    </Section>
  );
}
