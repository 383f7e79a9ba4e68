import { loginBodySchema, loginWithMemberIdSchema } from '@mp/contract/access/schemas';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/i18n/use-language';
import { fieldErrorKeys, useFormSubmit, useZodForm } from '@/lib/forms';
import { errorMessageOf } from '@/lib/notifications';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { FormNoticeBar } from '@/ui/notification-bar';
import { PasswordField } from '@/ui/password-field';
import { TextField } from '@/ui/text-field';
import { useLogin } from '../api/login';
import styles from './auth-form.module.css';
import { CaptchaField, useCaptcha } from './captcha-field';

const CAPTCHA = 'g-recaptcha-response';

export interface LoginFormProps {
  /** Runs after the token is stored: loads the profile and leaves the page (app/use-complete-sign-in). */
  onSignedIn: () => Promise<void>;
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const login = useLogin();
  // Spec §4: a 409 reveals the member-id field, which is then required.
  const [needsMemberId, setNeedsMemberId] = useState(false);
  // Once a code went to the e-mail the club has on file, the step also takes that code.
  const [needsCode, setNeedsCode] = useState(false);
  // A press while the captcha is still being checked (a password manager's Enter, a press made
  // before the app took the page: app/early-input.ts) waits for it instead of failing on it.
  const [isWaitingForCaptcha, setIsWaitingForCaptcha] = useState(false);
  // Signed in: the page is leaving, so no new challenge (it would be solved for nothing, and its
  // empty value flag the field while the dashboard loads).
  const hasSignedIn = useRef(false);
  const [isFinishing, setIsFinishing] = useState(false);
  const memberIdRef = useRef<HTMLInputElement | null>(null);
  const codeRef = useRef<HTMLInputElement | null>(null);

  const form = useZodForm(needsMemberId ? loginWithMemberIdSchema : loginBodySchema, {
    defaultValues: { email: '', password: '', [CAPTCHA]: '' },
  });
  const { register, setValue, getValues, formState } = form;
  const errors = formState.errors;
  const captcha = useCaptcha((value) =>
    setValue(CAPTCHA, value ?? '', { shouldValidate: formState.isSubmitted }),
  );

  const { onSubmit, notice, clearNotice } = useFormSubmit(form, {
    send: async (values) => {
      await login.mutateAsync({
        email: values.email,
        password: values.password,
        lang: language,
        [CAPTCHA]: values[CAPTCHA],
        ...(needsMemberId && values.vida_member_id
          ? { vida_member_id: values.vida_member_id }
          : {}),
        ...(needsCode && values.member_id_code ? { member_id_code: values.member_id_code } : {}),
      });
      setIsFinishing(true);
      try {
        await onSignedIn();
        hasSignedIn.current = true;
      } finally {
        setIsFinishing(false);
      }
    },
    onRefused: (error) => {
      if (error.status !== 409) return undefined;
      // The server says what happens next ("confirm your member id", "we sent a code to the
      // e-mail on file", "the code is not valid"): show its words, not a fixed notice.
      const key = (error.body as { key?: string } | undefined)?.key;
      const isCodeStep = key === 'member_id_code_sent' || key === 'member_id_code_invalid';
      setNeedsMemberId(true);
      setNeedsCode((previous) => previous || isCodeStep);
      // After the field renders, put the member where the next step is.
      window.setTimeout(() => (isCodeStep ? codeRef.current : memberIdRef.current)?.focus(), 0);
      return { type: 'warning', message: errorMessageOf(error.display) };
    },
    // Spec §4: a new challenge after every attempt that leaves the member on the form.
    onSettled: () => {
      if (!hasSignedIn.current) captcha.renew();
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (captcha.status === 'checking' && !getValues(CAPTCHA)) {
      event.preventDefault();
      setIsWaitingForCaptcha(true);
      return;
    }
    void onSubmit(event);
  };
  // Verified: sent as pressed. Failed (or the member's turn): the press shows why it cannot go.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the captcha's status is the trigger
  useEffect(() => {
    if (!isWaitingForCaptcha || captcha.status === 'checking') return;
    setIsWaitingForCaptcha(false);
    void onSubmit();
  }, [isWaitingForCaptcha, captcha.status]);

  const memberIdField = register('vida_member_id');
  const codeField = register('member_id_code');

  return (
    // POST: the page is painted before its script (build/prerender.ts); a form sent before the app
    // took it over must never put the password in the address.
    <form className={styles.form} onSubmit={submit} method="post" noValidate>
      <div className={styles.heading}>
        <h2 className={styles.title}>{t('login.title')}</h2>
        <p className={styles.subtitle}>{t('login.subtitle')}</p>
      </div>
      <FormNoticeBar notice={notice} onClose={clearNotice} />
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        isRequired
        errors={fieldErrorKeys(errors.email)}
        {...register('email')}
      />
      <PasswordField
        label={t('login.password')}
        autoComplete="current-password"
        isRequired
        errors={fieldErrorKeys(errors.password)}
        {...register('password')}
      />
      {needsMemberId && (
        <TextField
          className={styles.reveal}
          label={t('login.memberId')}
          hint={t('login.memberIdHint')}
          inputMode="numeric"
          autoComplete="off"
          isRequired
          errors={fieldErrorKeys(errors.vida_member_id)}
          {...memberIdField}
          ref={(element) => {
            memberIdField.ref(element);
            memberIdRef.current = element;
          }}
        />
      )}
      {needsCode && (
        <TextField
          className={styles.reveal}
          label={t('login.memberIdCode')}
          hint={t('login.memberIdCodeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          errors={fieldErrorKeys(errors.member_id_code)}
          {...codeField}
          ref={(element) => {
            codeField.ref(element);
            codeRef.current = element;
          }}
        />
      )}
      <CaptchaField captcha={captcha} errors={fieldErrorKeys(errors[CAPTCHA])} />
      <Button
        type="submit"
        isBlock
        isLoading={login.isPending || isFinishing || isWaitingForCaptcha}
      >
        {t('login.submit')}
      </Button>
      <div className={styles.inlineLinks}>
        <Link to={paths.forgotPassword}>{t('login.forgot')}</Link>
        <Link to={paths.resendVerification}>{t('login.resend')}</Link>
      </div>
      {/* The tabs move with the arrow keys (WAI-ARIA); Tab and Enter reach register here too. */}
      <p className={styles.note}>
        {t('login.noAccount')} <Link to={paths.register}>{t('login.createAccount')}</Link>
      </p>
    </form>
  );
}
