import { CUSTOMER_CARE } from '@mp/contract/profile/constants';
import { contactBodyOf, contactFormSchema, type Profile } from '@mp/contract/profile/schemas';
import { Clock, Phone } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldErrorKeys, useFormSubmit, useZodForm } from '@/lib/forms';
import { notify } from '@/lib/notifications';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Checkbox } from '@/ui/checkbox';
import { cx } from '@/ui/cx';
import { useDisabledReason } from '@/ui/disabled-reason';
import { fieldStyles } from '@/ui/field';
import { FormNoticeBar } from '@/ui/notification-bar';
import page from '@/ui/page.module.css';
import { PageHeader } from '@/ui/page-header';
import { Select, type SelectOption } from '@/ui/select';
import { TextArea } from '@/ui/text-area';
import { TextField } from '@/ui/text-field';
import { useProfile } from '../api/profile';
import { useSendContactMessage } from '../api/send-contact-message';
import styles from './contact-page.module.css';

export interface ContactPageProps {
  /** The contact reasons' names in the interface language (the select sends the name). */
  reasons: readonly string[];
  /** When the reasons could not load, the page says so above the form. */
  reasonsFailed?: boolean;
}

const EMPTY = {
  reason: '',
  subject: '',
  phone: '',
  email: '',
  message: '',
  needToContactMe: false,
};

/**
 * Spec §2: a header with a link to the FAQs, the contact form, the toll-free number, the care
 * text and hours. Spec §4-5: validation on blur; reason, phone, e-mail and message required;
 * a sent message resets the form and says so; a refusal shows above the form.
 */
export function ContactPage({ reasons, reasonsFailed = false }: ContactPageProps) {
  const { t } = useTranslation(['dashboard', 'common']);
  const { data: profile } = useProfile();
  // A sent message remounts the form: it starts again empty, with the member's e-mail and phone.
  const [sent, setSent] = useState(0);

  return (
    <div className={page.page}>
      <PageHeader title={t('contact.title')} subtitle={t('contact.subtitle')}>
        <p className={styles.faq}>
          {t('contact.faqPrompt')} <Link to={paths.faq}>{t('contact.faqLink')}</Link>.
        </p>
      </PageHeader>
      <div className={cx(page.body, styles.body)}>
        <Card as="section" aria-labelledby="contact-form-title">
          {/* Rendered at once (no skeleton to jump from); the member's e-mail and phone fill
              the fields the member has not touched when the profile arrives: nothing typed is lost. */}
          <ContactForm
            key={sent}
            profile={profile}
            reasons={reasons}
            reasonsFailed={reasonsFailed}
            isAfterSending={sent > 0}
            onSent={() => setSent((count) => count + 1)}
          />
        </Card>
        <aside className={styles.aside}>
          <Card>
            <h2 className={styles.cardTitle}>
              <Phone size={18} aria-hidden="true" /> {t('contact.phoneTitle')}
            </h2>
            <p className={styles.phone}>
              <a href={`tel:${CUSTOMER_CARE.tollFree.replace(/\s/g, '')}`}>
                {CUSTOMER_CARE.tollFree}
              </a>
            </p>
            <p className={styles.muted}>{t('contact.careText')}</p>
          </Card>
          <Card>
            <h2 className={styles.cardTitle}>
              <Clock size={18} aria-hidden="true" /> {t('contact.hoursTitle')}
            </h2>
            <ul className={styles.hours}>
              <li>{t('contact.weekdays')}</li>
              <li>{t('contact.saturday')}</li>
              <li>{t('contact.sunday')}</li>
            </ul>
          </Card>
        </aside>
      </div>
    </div>
  );
}

function ContactForm({
  profile,
  reasons,
  reasonsFailed,
  isAfterSending,
  onSent,
}: {
  profile: Profile | undefined;
  reasons: readonly string[];
  reasonsFailed: boolean;
  /** The form starting again once a message was sent: focus goes to its title. */
  isAfterSending: boolean;
  onSent: () => void;
}) {
  const { t } = useTranslation(['dashboard', 'common']);
  // The sent form is gone with its focused button: the new one takes focus at its title, so
  // the next Tab starts the next message (the notice says the last one was sent).
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isAfterSending) titleRef.current?.focus();
  }, [isAfterSending]);
  const send = useSendContactMessage();
  // A page opened directly may get the profile after the member started typing: the profile's
  // e-mail and phone then fill only the fields the member has not touched (`keepDirtyValues`),
  // so a reason chosen or a phone typed before it is kept.
  const values = useMemo(
    () =>
      profile && {
        ...EMPTY,
        email: profile.email,
        phone: profile.mobile_phone ?? profile.home_phone ?? '',
      },
    [profile],
  );
  const form = useZodForm(contactFormSchema, {
    // Errors first show when a field is left (spec §5, "on blur"); submit follows every keystroke.
    mode: 'onTouched',
    defaultValues: EMPTY,
    values,
    resetOptions: { keepDirtyValues: true, keepTouched: true },
  });
  const { register, formState } = form;
  const { errors, isValid } = formState;
  const submit = useFormSubmit(form, {
    send: async (values) => {
      if (!profile) return;
      await send.mutateAsync(contactBodyOf(values, profile));
      notify('success', 'contact_message_sent');
      onSent();
    },
  });
  const whyDisabled = useDisabledReason(isValid ? undefined : t('contact.submitWhy'), 'start');
  const options: SelectOption[] = reasons.map((name) => ({ value: name, label: name }));

  return (
    <form className={styles.form} onSubmit={submit.onSubmit} noValidate>
      <h2 id="contact-form-title" ref={titleRef} className={styles.cardTitle} tabIndex={-1}>
        {t('contact.formTitle')}
      </h2>
      <p className={styles.note}>{t('common:requiredNote')}</p>
      {reasonsFailed && (
        <FormNoticeBar
          notice={{ type: 'error', message: t('contact.reasonsError') }}
          onClose={() => {}}
        />
      )}
      <FormNoticeBar notice={submit.notice} onClose={submit.clearNotice} />
      <Select
        label={t('contact.reason')}
        placeholder={t('contact.reasonPlaceholder')}
        options={options}
        isRequired
        errors={fieldErrorKeys(errors.reason)}
        {...register('reason')}
      />
      <TextField
        label={t('contact.subject')}
        hint={t('contact.subjectHint')}
        autoComplete="off"
        errors={fieldErrorKeys(errors.subject)}
        {...register('subject')}
      />
      <div className={fieldStyles.row}>
        <TextField
          label={t('contact.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          isRequired
          errors={fieldErrorKeys(errors.phone)}
          {...register('phone')}
        />
        <TextField
          label={t('contact.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          isRequired
          errors={fieldErrorKeys(errors.email)}
          {...register('email')}
        />
      </div>
      <TextArea
        label={t('contact.message')}
        hint={t('contact.messageHint')}
        isRequired
        errors={fieldErrorKeys(errors.message)}
        {...register('message')}
      />
      <Checkbox label={t('contact.needToContactMe')} {...register('needToContactMe')} />
      {/* Why submit is disabled sits under it, as on the other forms, not centred away. */}
      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={!isValid || !profile}
          isLoading={send.isPending}
          aria-describedby={whyDisabled.describedBy}
        >
          {t('contact.submit')}
        </Button>
        {whyDisabled.note}
      </div>
    </form>
  );
}
