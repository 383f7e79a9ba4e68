import { registerBodySchema } from '@mp/contract/access/schemas';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCountryOptions } from '@/components/country-options';
import { NewPasswordFields } from '@/components/new-password-fields';
import { useLanguage } from '@/i18n/use-language';
import {
  clearFormDraft,
  fieldErrorKeys,
  formDraft,
  useFormDraft,
  useFormSubmit,
  useZodForm,
} from '@/lib/forms';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { useDisabledReason } from '@/ui/disabled-reason';
import { FormNoticeBar } from '@/ui/notification-bar';
import { Select } from '@/ui/select';
import { TextField } from '@/ui/text-field';
import { useRegister } from '../api/register';
import styles from './auth-form.module.css';
import { CaptchaField, useCaptcha } from './captcha-field';

const PASSWORD_NAMES = { password: 'password', confirmation: 'password_confirmation' } as const;

const CAPTCHA = 'g-recaptcha-response';
const DRAFT = 'register';
/** A captcha answer is good for one try only. */
const NOT_IN_DRAFT = [CAPTCHA] as const;

export interface RegisterThankYouState {
  pre_existing_account: boolean;
}

export function RegisterForm() {
  const { t } = useTranslation(['auth', 'common']);
  const language = useLanguage();
  const navigate = useNavigate();
  const registration = useRegister();
  const countries = useCountryOptions(language);

  const form = useZodForm(registerBodySchema, {
    mode: 'onTouched',
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      password_confirmation: '',
      home_phone: '',
      mobile_phone: '',
      country: '',
      vida_member_id: '',
      language_id: language,
      ...formDraft(DRAFT),
      [CAPTCHA]: '',
    },
  });
  useFormDraft(form, DRAFT, NOT_IN_DRAFT);
  const { register, setValue, trigger, formState } = form;
  const { errors, isValid, isSubmitting, isSubmitted } = formState;
  const captcha = useCaptcha((value) => setValue(CAPTCHA, value ?? '', { shouldValidate: true }));
  const whyDisabled = useDisabledReason(isValid ? undefined : t('register.invalidHint'));

  const { onSubmit, notice, clearNotice } = useFormSubmit(form, {
    send: async (values) => {
      const response = await registration.mutateAsync({ ...values, language_id: language });
      const state: RegisterThankYouState = {
        pre_existing_account: response.data.data.pre_existing_account,
      };
      clearFormDraft(DRAFT);
      await navigate(paths.registerThankYou, { state });
    },
    onSettled: captcha.renew,
  });

  // The any-of phone error stands under both fields, so a change to either re-checks both.
  const phoneOptions = {
    onChange: () => {
      if (errors.home_phone || errors.mobile_phone) void trigger(['home_phone', 'mobile_phone']);
    },
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.heading}>
        <h2 className={styles.title}>{t('register.title')}</h2>
        <p className={styles.subtitle}>{t('register.subtitle')}</p>
      </div>
      <p className={styles.note}>{t('common:requiredNote')}</p>
      <FormNoticeBar notice={notice} onClose={clearNotice} />
      <div className={styles.row}>
        <TextField
          label={t('register.firstName')}
          autoComplete="given-name"
          isRequired
          errors={fieldErrorKeys(errors.first_name)}
          {...register('first_name')}
        />
        <TextField
          label={t('register.lastName')}
          hint={t('register.lastNameHint')}
          autoComplete="family-name"
          isRequired
          errors={fieldErrorKeys(errors.last_name)}
          {...register('last_name')}
        />
      </div>
      <TextField
        label={t('register.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        isRequired
        errors={fieldErrorKeys(errors.email)}
        {...register('email')}
      />
      <NewPasswordFields
        form={form}
        names={PASSWORD_NAMES}
        passwordLabel={t('register.password')}
        confirmationLabel={t('register.passwordConfirmation')}
      />
      <div className={styles.row}>
        {/* Spec §5: home phone is not starred; one of the two phones is required. */}
        <TextField
          label={t('register.homePhone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          errors={fieldErrorKeys(errors.home_phone)}
          {...register('home_phone', { ...phoneOptions, deps: ['mobile_phone'] })}
        />
        <TextField
          label={t('register.mobilePhone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          isRequired
          errors={fieldErrorKeys(errors.mobile_phone)}
          {...register('mobile_phone', { ...phoneOptions, deps: ['home_phone'] })}
        />
      </div>
      <p className={styles.note}>{t('register.phoneHint')}</p>
      <div className={styles.row}>
        <Select
          label={t('register.country')}
          placeholder={t('register.countryPlaceholder')}
          options={countries}
          autoComplete="country"
          isRequired
          errors={fieldErrorKeys(errors.country)}
          {...register('country')}
        />
        <TextField
          label={t('register.memberId')}
          inputMode="numeric"
          autoComplete="off"
          isRequired
          hint={t('register.memberIdHint')}
          errors={fieldErrorKeys(errors.vida_member_id)}
          {...register('vida_member_id')}
        />
      </div>
      <Checkbox
        isRequired
        label={
          <>
            <Trans
              t={t}
              i18nKey="register.terms"
              components={{
                // Not named 'link': the Trans parser treats <link> as a void HTML element.
                // biome-ignore lint/a11y/useAnchorContent: Trans fills the link text from the catalog
                terms: <a href={paths.terms} target="_blank" rel="noopener" />,
              }}
            />
            <span className="visually-hidden"> {t('common:opensInNewTab')}</span>
          </>
        }
        errors={fieldErrorKeys(errors.terms_and_conditions)}
        {...register('terms_and_conditions')}
      />
      <CaptchaField
        captcha={captcha}
        errors={isSubmitted ? fieldErrorKeys(errors[CAPTCHA]) : undefined}
      />
      <div>
        <Button
          type="submit"
          isBlock
          disabled={!isValid}
          isLoading={isSubmitting}
          aria-describedby={whyDisabled.describedBy}
        >
          {t('register.submit')}
        </Button>
        {whyDisabled.note}
      </div>
    </form>
  );
}
