import { LANGUAGES } from '@mp/contract/constants';
import { STAFF_ROLES } from '@mp/contract/staff/permissions';
import { inviteStaffBodySchema } from '@mp/contract/staff/schemas';
import { fieldErrorKeys, useFormSubmit, useZodForm } from '@/lib/forms';
import { notify } from '@/lib/notifications';
import { useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { Modal, modalStyles } from '@/ui/modal';
import { FormNoticeBar } from '@/ui/notification-bar';
import { Select } from '@/ui/select';
import { TextField } from '@/ui/text-field';
import styles from './accounts.module.css';
import { useInviteStaff } from './api/accounts';

/** The invitation dialog: name, e-mail, role and language; the e-mail goes in that language. */
export function InviteDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useConsoleText('consoleAccounts');
  const { t: shell } = useConsoleText('consoleShell');
  const invite = useInviteStaff();
  const form = useZodForm(inviteStaffBodySchema, {
    defaultValues: { name: '', email: '', role: 'agent', language: 'es' },
  });
  const { register, formState, reset } = form;
  const close = () => {
    reset();
    onClose();
  };
  const { onSubmit, notice, clearNotice } = useFormSubmit(form, {
    send: async (values) => {
      await invite.mutateAsync(values);
      notify('success', 'staff_invitation_sent');
      close();
    },
  });
  return (
    <Modal isOpen={isOpen} title={t('form.title')} onClose={close}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p className={styles.muted}>{t('form.text')}</p>
        <FormNoticeBar notice={notice} onClose={clearNotice} />
        <TextField
          label={t('form.name')}
          autoComplete="off"
          isRequired
          errors={fieldErrorKeys(formState.errors.name)}
          {...register('name')}
        />
        <TextField
          label={t('form.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          isRequired
          errors={fieldErrorKeys(formState.errors.email)}
          {...register('email')}
        />
        <Select
          label={t('form.role')}
          isRequired
          options={STAFF_ROLES.map((role) => ({ value: role, label: shell(`role.${role}`) }))}
          errors={fieldErrorKeys(formState.errors.role)}
          {...register('role')}
        />
        <Select
          label={t('form.language')}
          isRequired
          options={LANGUAGES.map((language) => ({
            value: language,
            label: t(`languageName.${language}`),
          }))}
          errors={fieldErrorKeys(formState.errors.language)}
          {...register('language')}
        />
        <div className={modalStyles.actions}>
          <Button variant="secondary" onClick={close}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" isLoading={invite.isPending}>
            {t('form.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
