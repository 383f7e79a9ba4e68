import type { Language } from '@mp/contract/constants';
import { formatDayMonthYear } from '@mp/contract/i18n/dates';
import { hasAddress } from '@mp/contract/profile/address';
import {
  changedProfileFields,
  profileFormOf,
  profileSavedNotices,
  profileUpdateOf,
  profileValuesOf,
} from '@mp/contract/profile/profile-update';
import { type Profile, profileFormSchemaFor } from '@mp/contract/profile/schemas';
import { hasStateList } from '@mp/contract/rules/states';
import { Clock, KeyRound, MailCheck, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountryOptions, useStateOptions } from '@/components/country-options';
import { useLanguage } from '@/i18n/use-language';
import { fieldErrorKeys, useFormSubmit, useZodForm } from '@/lib/forms';
import { useLanguageChange } from '@/lib/language-change';
import { paths } from '@/lib/paths';
import { BackLink } from '@/ui/back-link';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Checkbox } from '@/ui/checkbox';
import { cx } from '@/ui/cx';
import { useDisabledReason } from '@/ui/disabled-reason';
import { EmptyState } from '@/ui/empty-state';
import { fieldStyles } from '@/ui/field';
import { Modal } from '@/ui/modal';
import { FormNoticeBar, NotificationBar } from '@/ui/notification-bar';
import page from '@/ui/page.module.css';
import { PageHeader } from '@/ui/page-header';
import { Select } from '@/ui/select';
import { Skeleton } from '@/ui/skeleton';
import { TextField } from '@/ui/text-field';
import { useProfile } from '../api/profile';
import { useUpdateProfile } from '../api/update-profile';
import { ChangePasswordModal } from './change-password-modal';
import styles from './edit-profile-page.module.css';

/**
 * Spec §2 edit profile: a back link and a save button; the profile form; the change-password
 * modal; the language radio; the communication toggles; a success modal. Spec §4: nothing
 * changed sends nothing and warns; an empty phone is sent as null; a new language switches the
 * interface. `savedCards` is the payments area's read-only list, composed in by the route.
 */
export function EditProfilePage({ savedCards }: { savedCards?: ReactNode }) {
  const { t } = useTranslation('account');
  const profile = useProfile();
  const [saved, setSaved] = useState(0);

  return (
    <div className={page.page}>
      <PageHeader title={t('edit.title')} subtitle={t('edit.subtitle')}>
        <BackLink to={paths.myAccount}>{t('edit.back')}</BackLink>
      </PageHeader>
      <div className={cx(page.body, page.narrow)}>
        {profile.isPending && (
          <Card aria-busy="true" className={styles.loading}>
            <p className="visually-hidden" role="status">
              {t('edit.loading')}
            </p>
            {[1, 2, 3, 4, 5, 6].map((n) => (
              <Skeleton key={n} height={72} />
            ))}
          </Card>
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
        {profile.data && (
          // A saved profile starts the form again from what the server now holds.
          <ProfileForm key={saved} profile={profile.data} onSaved={() => setSaved((n) => n + 1)} />
        )}
        {profile.data && savedCards}
      </div>
    </div>
  );
}

function StatusNotes({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const review = profile.profile_review;
  if (!profile.pending_email && review?.status !== 'pending') return null;
  return (
    <div className={styles.notes}>
      {profile.pending_email && (
        <p className={styles.note} role="status">
          <MailCheck size={18} aria-hidden="true" />
          <span>
            {t('edit.pendingEmail', { email: profile.pending_email, current: profile.email })}
          </span>
        </p>
      )}
      {review?.status === 'pending' && (
        <p className={styles.note}>
          <Clock size={18} aria-hidden="true" />
          <span>
            {t('edit.review', {
              date: formatDayMonthYear(new Date(review.requested_at), language),
            })}
          </span>
        </p>
      )}
    </div>
  );
}

function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const { t } = useTranslation(['account', 'common', 'messages']);
  // One source for the language: the interface's. The radio below changes it as the header's
  // switch does (and saves it to the profile at once), so Save can never send an older one.
  const language = useLanguage();
  const onLanguageChange = useLanguageChange();
  // The choice shows at once while its texts load and it is saved.
  const [choosing, setChoosing] = useState<Language | null>(null);
  const chooseLanguage = async (option: Language) => {
    setChoosing(option);
    try {
      await onLanguageChange(option);
    } finally {
      setChoosing(null);
    }
  };
  const update = useUpdateProfile();
  const [isPasswordOpen, setIsPasswordOpen] = useState(false);
  const [success, setSuccess] = useState<string[] | null>(null);
  const defaults = profileFormOf(profileValuesOf(profile));
  const hasAddressOnFile = Boolean(profile.address_line_1?.trim());
  const schema = useMemo(() => profileFormSchemaFor(hasAddressOnFile), [hasAddressOnFile]);
  const form = useZodForm(schema, { mode: 'onTouched', defaultValues: defaults });
  const { register, formState, watch, setValue, trigger } = form;
  const { errors, isValid } = formState;
  const country = watch('country');
  const isAddressRequired = hasAddress(watch(), hasAddressOnFile);
  const countries = useCountryOptions(language);
  const states = useStateOptions(country, language);
  // "Correct the marked fields" must always point at something: what the form starts with and
  // cannot save (an old record's phone), or what another field made necessary (line 1 once a
  // city is typed, a state once the country has a list) is marked, not only what was left.
  const isShowingErrors = Object.keys(errors).length > 0;
  useEffect(() => {
    if (!isValid && !isShowingErrors) void trigger();
  }, [isValid, isShowingErrors, trigger]);

  const submit = useFormSubmit(form, {
    send: async (values) => {
      const body = { ...profileUpdateOf(values), language_id: language };
      const changed = changedProfileFields(profileValuesOf(profile), body);
      if (changed.length === 0) {
        submit.setNotice({ type: 'warning', message: 'no_property_changed' });
        return;
      }
      await update.mutateAsync(body);
      setSuccess(profileSavedNotices(changed));
    },
  });
  const whyDisabled = useDisabledReason(isValid ? undefined : t('edit.saveWhy'), 'start');
  // "Modify at least one field" is answered once the member changes one: it does not stay beside
  // the field they are editing.
  const { isDirty } = formState;
  const { notice, clearNotice } = submit;
  useEffect(() => {
    if (isDirty && notice?.message === 'no_property_changed') clearNotice();
  }, [isDirty, notice, clearNotice]);

  return (
    <>
      <form className={styles.form} onSubmit={submit.onSubmit} noValidate>
        <StatusNotes profile={profile} />
        <FormNoticeBar notice={submit.notice} onClose={submit.clearNotice} />
        <Card as="section" aria-labelledby="contact-title" className={styles.section}>
          <h2 id="contact-title" className={styles.sectionTitle}>
            {t('edit.contactTitle')}
          </h2>
          <p className={styles.muted}>{t('common:requiredNote')}</p>
          <TextField
            label={t('edit.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            hint={t('edit.emailHint')}
            isRequired
            errors={fieldErrorKeys(errors.email)}
            {...register('email')}
          />
          <div className={fieldStyles.row}>
            <TextField
              label={t('edit.homePhone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              hint={t('edit.phoneHint')}
              errors={fieldErrorKeys(errors.home_phone)}
              {...register('home_phone')}
            />
            <TextField
              label={t('edit.mobilePhone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              errors={fieldErrorKeys(errors.mobile_phone)}
              {...register('mobile_phone')}
            />
          </div>
        </Card>
        <Card as="section" aria-labelledby="address-title" className={styles.section}>
          <h2 id="address-title" className={styles.sectionTitle}>
            {t('edit.addressTitle')}
          </h2>
          <TextField
            label={t('edit.addressLine1')}
            autoComplete="address-line1"
            hint={hasAddressOnFile ? undefined : t('edit.addressHint')}
            isRequired={isAddressRequired}
            errors={fieldErrorKeys(errors.address_line_1)}
            {...register('address_line_1')}
          />
          <TextField
            label={t('edit.addressLine2')}
            hint={t('edit.addressLine2Hint')}
            autoComplete="address-line2"
            errors={fieldErrorKeys(errors.address_line_2)}
            {...register('address_line_2')}
          />
          <div className={fieldStyles.row}>
            <Select
              label={t('edit.country')}
              placeholder={t('edit.countryPlaceholder')}
              options={countries}
              autoComplete="country"
              isRequired
              errors={fieldErrorKeys(errors.country)}
              // React sets a select's first selection from its own defaultValue, after the
              // form's ref has set it: both must say the same.
              defaultValue={defaults.country}
              // Another country's state list (or free text) starts empty.
              {...register('country', { onChange: () => setValue('state', '') })}
            />
            {hasStateList(country) ? (
              <Select
                key={country}
                defaultValue={country === defaults.country ? defaults.state : ''}
                label={t('edit.state')}
                placeholder={t('edit.statePlaceholder')}
                options={states}
                autoComplete="address-level1"
                isRequired={isAddressRequired}
                errors={fieldErrorKeys(errors.state)}
                {...register('state')}
              />
            ) : (
              <TextField
                label={t('edit.state')}
                autoComplete="address-level1"
                errors={fieldErrorKeys(errors.state)}
                {...register('state')}
              />
            )}
          </div>
          <div className={fieldStyles.row}>
            <TextField
              label={t('edit.city')}
              autoComplete="address-level2"
              errors={fieldErrorKeys(errors.city)}
              {...register('city')}
            />
            <TextField
              label={t('edit.postalCode')}
              autoComplete="postal-code"
              errors={fieldErrorKeys(errors.postal_code)}
              {...register('postal_code')}
            />
          </div>
        </Card>
        <Card as="section" aria-labelledby="preferences-title" className={styles.section}>
          <h2 id="preferences-title" className={styles.sectionTitle}>
            {t('edit.preferencesTitle')}
          </h2>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('edit.language')}</legend>
            <p id="language-hint" className={styles.muted}>
              {t('edit.languageHint')}
            </p>
            <div className={styles.radios} aria-describedby="language-hint">
              {(['en', 'es'] as const).map((option) => (
                <label key={option} className={styles.radio} lang={option}>
                  <input
                    type="radio"
                    name="language_id"
                    value={option}
                    checked={option === (choosing ?? language)}
                    onChange={() => void chooseLanguage(option)}
                  />
                  {t(`common:language.name.${option}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('edit.communicationsTitle')}</legend>
            <Checkbox
              role="switch"
              label={t('edit.allCommunications')}
              {...register('all_communications')}
            />
            <Checkbox
              role="switch"
              label={t('edit.monthlyCommunications')}
              {...register('monthly_communications')}
            />
          </fieldset>
        </Card>
        <Card as="section" aria-labelledby="security-title" className={styles.section}>
          <h2 id="security-title" className={styles.sectionTitle}>
            {t('edit.securityTitle')}
          </h2>
          <p className={styles.muted}>{t('edit.securityText')}</p>
          <div>
            <Button
              variant="secondary"
              icon={<KeyRound size={18} aria-hidden="true" />}
              onClick={() => setIsPasswordOpen(true)}
            >
              {t('edit.changePassword')}
            </Button>
          </div>
        </Card>
        <div className={styles.actions}>
          <Button
            type="submit"
            disabled={!isValid}
            isLoading={update.isPending}
            aria-describedby={whyDisabled.describedBy}
          >
            {t('edit.save')}
          </Button>
          {whyDisabled.note}
        </div>
      </form>
      <ChangePasswordModal isOpen={isPasswordOpen} onClose={() => setIsPasswordOpen(false)} />
      <Modal
        isOpen={success !== null}
        title={t('edit.successTitle')}
        onClose={() => {
          setSuccess(null);
          onSaved();
        }}
        actions={
          <Button
            onClick={() => {
              setSuccess(null);
              onSaved();
            }}
          >
            {t('edit.successClose')}
          </Button>
        }
      >
        {success && <NotificationBar type="success" message={success} autoHideMs={0} />}
      </Modal>
    </>
  );
}
