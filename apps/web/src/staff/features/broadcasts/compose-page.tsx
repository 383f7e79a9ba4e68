import { broadcastHtml } from '@mp/contract/broadcasts/body';
import { BROADCAST_TYPES, type BroadcastType } from '@mp/contract/broadcasts/constants';
import {
  broadcastBodyOf,
  composeFormSchema,
  type SegmentQuery,
  segmentOf,
} from '@mp/contract/broadcasts/schemas';
import { LANGUAGES } from '@mp/contract/constants';
import { CONTRACT_STATUSES, MEMBER_CARE_NAME } from '@mp/contract/profile/constants';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { inbox as memberInboxEn } from '@/i18n/locales/en/inbox';
import { inbox as memberInboxEs } from '@/i18n/locales/es/inbox';
import { fieldErrorKeys, useFormSubmit, useZodForm } from '@/lib/forms';
import { notify } from '@/lib/notifications';
import { ConsolePage } from '@/staff/lib/console-page';
import { LoadError } from '@/staff/lib/desk';
import { staffPaths } from '@/staff/lib/paths';
import { type ConsoleT, useConsoleText } from '@/staff/lib/texts';
import { BackLink } from '@/ui/back-link';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { cx } from '@/ui/cx';
import { FormNoticeBar } from '@/ui/notification-bar';
import { Select } from '@/ui/select';
import { Skeleton } from '@/ui/skeleton';
import { TextArea } from '@/ui/text-area';
import { TextField } from '@/ui/text-field';
import { segmentCountQuery, segmentOptionsQuery, useCreateBroadcast } from './api/broadcasts';
import styles from './broadcasts.module.css';

type Lang = 'en' | 'es';

/** The member's own message-centre texts in each language, for the preview (whatever the console's). */
const MEMBER_VIEW = { en: memberInboxEn, es: memberInboxEs } as const;

/**
 * Composing a broadcast: its kind, the subject and message in English and Spanish side by side
 * (each with the member's view of it), who gets it with a live count, and when.
 */
export function Component() {
  const { t } = useConsoleText('consoleBroadcasts');
  const options = useQuery(segmentOptionsQuery);
  return (
    <ConsolePage title={t('compose.title')} subtitle={t('compose.subtitle')}>
      <BackLink to={staffPaths.broadcasts}>{t('compose.back')}</BackLink>
      {options.data ? (
        <ComposeForm resorts={options.data.resorts} />
      ) : options.isError ? (
        <LoadError message={t('loadError')} onRetry={() => options.refetch()} />
      ) : (
        <div aria-busy="true" className={styles.form}>
          <Skeleton height={96} radius={12} />
          <Skeleton height={320} radius={12} />
          <Skeleton height={160} radius={12} />
        </div>
      )}
    </ConsolePage>
  );
}

function ComposeForm({ resorts }: { resorts: { id: number; name: string }[] }) {
  const { t } = useConsoleText('consoleBroadcasts');
  const navigate = useNavigate();
  const create = useCreateBroadcast();
  const form = useZodForm(composeFormSchema, {
    defaultValues: {
      message_type: 'alert',
      subject_en: '',
      subject_es: '',
      body_en: '',
      body_es: '',
      resort_id: '',
      language: '',
      contract_status: '',
      payment_due: false,
      when: 'now',
      send_at: '',
    },
  });
  const { register, formState, watch } = form;
  const { onSubmit, notice, clearNotice } = useFormSubmit(form, {
    send: async (values) => {
      const sent = await create.mutateAsync(broadcastBodyOf(values));
      notify('success', sent.status === 'scheduled' ? 'broadcast_scheduled' : 'broadcast_sent');
      navigate(staffPaths.broadcasts);
    },
  });
  const type = watch('message_type') as BroadcastType;
  const when = watch('when');
  const segment = segmentOf({
    resort_id: watch('resort_id'),
    language: watch('language'),
    contract_status: watch('contract_status'),
    payment_due: watch('payment_due'),
  });
  const query: SegmentQuery = {
    ...(segment.resort_id && { resort_id: segment.resort_id }),
    ...(segment.language && { language: segment.language }),
    ...(segment.contract_status && { contract_status: segment.contract_status }),
    ...(segment.payment_due && { payment_due: 'true' as const }),
  };
  const count = useQuery(segmentCountQuery(query));
  const recipients = count.data
    ? type === 'marketing'
      ? count.data.marketing_recipients
      : count.data.members
    : undefined;
  const errors = (name: Parameters<typeof register>[0]) =>
    fieldErrorKeys(formState.errors[name] as Parameters<typeof fieldErrorKeys>[0]);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormNoticeBar notice={notice} onClose={clearNotice} />

      <fieldset className={styles.fieldset}>
        <legend>{t('compose.typeLegend')}</legend>
        <div className={styles.choices}>
          {BROADCAST_TYPES.map((value) => (
            <label key={value} className={styles.choice}>
              <input type="radio" value={value} {...register('message_type')} />
              <span>
                <strong>{t(`type.${value}`)}</strong>
                <small>{t(`compose.${value}Hint`)}</small>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className={styles.languages}>
        {LANGUAGES.map((lang) => (
          <fieldset key={lang} className={styles.fieldset} lang={lang}>
            <legend>{lang === 'en' ? t('compose.english') : t('compose.spanish')}</legend>
            <TextField
              label={t('compose.subject')}
              isRequired
              autoComplete="off"
              errors={errors(`subject_${lang}`)}
              {...register(`subject_${lang}`)}
            />
            <TextArea
              label={t('compose.body')}
              hint={t('compose.bodyHint')}
              isRequired
              rows={7}
              errors={errors(`body_${lang}`)}
              {...register(`body_${lang}`)}
            />
            <Preview
              t={t}
              lang={lang}
              type={type}
              subject={watch(`subject_${lang}`)}
              body={watch(`body_${lang}`)}
            />
          </fieldset>
        ))}
      </div>

      <fieldset className={styles.fieldset}>
        <legend>{t('compose.segmentLegend')}</legend>
        <p className={styles.hint}>{t('compose.segmentHint')}</p>
        <div className={styles.filters}>
          <Select
            label={t('compose.resort')}
            placeholder={t('compose.anyResort')}
            options={resorts.map((r) => ({ value: String(r.id), label: r.name }))}
            errors={errors('resort_id')}
            {...register('resort_id')}
          />
          <Select
            label={t('compose.language')}
            placeholder={t('compose.anyLanguage')}
            options={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
            {...register('language')}
          />
          <Select
            label={t('compose.contractStatus')}
            placeholder={t('compose.anyStatus')}
            options={CONTRACT_STATUSES.map((value) => ({
              value,
              label: t(`contractStatus.${value}`),
            }))}
            {...register('contract_status')}
          />
        </div>
        <Checkbox label={t('compose.paymentDue')} {...register('payment_due')} />
        <p className={styles.count} aria-live="polite" data-testid="segment-count">
          {count.isError ? (
            t('compose.countError')
          ) : !count.data ? (
            t('compose.counting')
          ) : (
            <>
              <strong>{t('compose.members', { count: count.data.members })}</strong>
              {type === 'marketing' && (
                <> {t('compose.marketingReach', { count: count.data.marketing_recipients })}</>
              )}
            </>
          )}
        </p>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('compose.whenLegend')}</legend>
        <div className={styles.choices}>
          {(['now', 'later'] as const).map((value) => (
            <label key={value} className={styles.choice}>
              <input type="radio" value={value} {...register('when')} />
              <span>{t(`compose.${value}`)}</span>
            </label>
          ))}
        </div>
        {when === 'later' && (
          <TextField
            type="datetime-local"
            label={t('compose.sendAt')}
            hint={t('compose.sendAtHint')}
            isRequired
            errors={errors('send_at')}
            {...register('send_at')}
          />
        )}
      </fieldset>

      {recipients === 0 && when === 'now' && (
        <p className={styles.hint} role="status">
          {t('compose.noRecipients')}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          type="submit"
          isLoading={create.isPending}
          disabled={recipients === 0 && when === 'now'}
        >
          {when === 'later'
            ? t('compose.submitLater')
            : recipients === undefined
              ? t('compose.submitNowUnknown')
              : t('compose.submitNow', { count: recipients })}
        </Button>
      </div>
    </form>
  );
}

/** The message as a member reading in `lang` sees it in the message centre. */
function Preview({
  t,
  lang,
  type,
  subject,
  body,
}: {
  t: ConsoleT<'consoleBroadcasts'>;
  lang: Lang;
  type: BroadcastType;
  subject: string;
  body: string;
}) {
  const member = MEMBER_VIEW[lang];
  const html = broadcastHtml(body ?? '');
  return (
    <section
      className={styles.preview}
      aria-label={t('compose.previewFor', { language: t(`languages.${lang}`) })}
    >
      <p className={styles.previewLabel}>
        {t('compose.preview')} · {t('compose.previewFor', { language: t(`languages.${lang}`) })}
      </p>
      {subject?.trim() || html ? (
        <>
          <span className={cx(styles.badge, styles[type])}>{member.types[type]}</span>
          <h3 className={styles.previewSubject}>{subject?.trim() || '—'}</h3>
          <p className={styles.previewFrom}>{MEMBER_CARE_NAME[lang]}</p>
          <div
            className={styles.previewBody}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: broadcastHtml escapes every character of the text (the member's message centre shows the same HTML)
            dangerouslySetInnerHTML={{ __html: html }}
          />
          <p className={styles.noReply}>{member.reply.noReply}</p>
        </>
      ) : (
        <p className={styles.hint}>{t('compose.previewEmpty')}</p>
      )}
    </section>
  );
}
