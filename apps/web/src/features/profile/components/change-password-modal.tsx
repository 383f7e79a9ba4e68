import { passwordChangeBodySchema } from '@mp/contract/profile/schemas';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '@/components/new-password-fields';
import { fieldErrorKeys, useFormSubmit, useZodForm } from '@/lib/forms';
import { notify } from '@/lib/notifications';
import { Button } from '@/ui/button';
import { useDisabledReason } from '@/ui/disabled-reason';
import { Modal, modalStyles } from '@/ui/modal';
import { FormNoticeBar } from '@/ui/notification-bar';
import { PasswordField } from '@/ui/password-field';
import { useChangePassword } from '../api/update-profile';
import styles from './edit-profile-page.module.css';

const NAMES = { password: 'new_password', confirmation: 'new_password_confirmation' } as const;

/**
 * Spec §2 change-password modal, §5 rules: the current password (a wrong one is 'old password is
 * wrong', under its field), a new one with the strength rules, and its confirmation.
 */
export function ChangePasswordModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Modal isOpen={isOpen} title={t('password.title')} onClose={onClose}>
      {/* Mounted with the dialog: it opens empty every time. */}
      {isOpen && <ChangePasswordForm onDone={onClose} />}
    </Modal>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const form = useZodForm(passwordChangeBodySchema, {
    mode: 'onTouched',
    defaultValues: { current_password: '', new_password: '', new_password_confirmation: '' },
  });
  const { register, formState } = form;
  const submit = useFormSubmit(form, {
    send: async (values) => {
      await change.mutateAsync(values);
      notify('success', 'password_changed');
      onDone();
    },
  });
  const whyDisabled = useDisabledReason(formState.isValid ? undefined : t('password.submitWhy'));

  return (
    <form className={modalStyles.form} onSubmit={submit.onSubmit} noValidate>
      <p className={styles.muted}>{t('password.intro')}</p>
      <FormNoticeBar notice={submit.notice} onClose={submit.clearNotice} />
      <PasswordField
        label={t('password.current')}
        autoComplete="current-password"
        isRequired
        errors={fieldErrorKeys(formState.errors.current_password)}
        {...register('current_password')}
      />
      <NewPasswordFields
        form={form}
        names={NAMES}
        passwordLabel={t('password.new')}
        confirmationLabel={t('password.confirmation')}
      />
      <div className={modalStyles.actions}>
        <Button variant="ghost" onClick={onDone}>
          {t('password.cancel')}
        </Button>
        <Button
          type="submit"
          disabled={!formState.isValid}
          isLoading={change.isPending}
          aria-describedby={whyDisabled.describedBy}
        >
          {t('password.submit')}
        </Button>
      </div>
      {whyDisabled.note}
    </form>
  );
}
