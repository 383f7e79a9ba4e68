import { CANNED_TITLE_MAX_LENGTH } from '@mp/contract/inbox/constants';
import {
  type CannedResponse,
  type CannedResponseBody,
  cannedResponseBodySchema,
} from '@mp/contract/inbox/schemas';
import { useEffect, useId } from 'react';
import { fieldErrorKeys, useFormSubmit, useZodForm } from '@/lib/forms';
import { useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FormNoticeBar } from '@/ui/notification-bar';
import { TextArea } from '@/ui/text-area';
import { TextField } from '@/ui/text-field';
import { useSaveCanned } from './api/inbox';
import styles from './canned.module.css';

export interface CannedResponseFormProps {
  /** The response to change; none for a new one. */
  initial?: CannedResponse | undefined;
  /** A new response's sort order (the end of the list). */
  sortOrder: number;
  /** After the server kept it: the saved response. */
  onSaved: (saved: CannedResponse) => void;
  onCancel: () => void;
}

const LANGUAGES = ['en', 'es'] as const;

/**
 * A canned response's title and text in English and Spanish, side by side on a desktop (one
 * above the other on a phone). The contract's body schema checks it here and on the server.
 */
export function CannedResponseForm({
  initial,
  sortOrder,
  onSaved,
  onCancel,
}: CannedResponseFormProps) {
  const { t, language } = useConsoleText('consoleInbox');
  const headingId = useId();
  const save = useSaveCanned(initial?.id ?? null);
  const form = useZodForm(cannedResponseBodySchema, {
    defaultValues: {
      title_en: initial?.title_en ?? '',
      title_es: initial?.title_es ?? '',
      body_en: initial?.body_en ?? '',
      body_es: initial?.body_es ?? '',
      sort_order: initial?.sort_order ?? sortOrder,
    } satisfies CannedResponseBody,
  });
  const { onSubmit, notice, clearNotice } = useFormSubmit(form, {
    send: async (values) => onSaved(await save.mutateAsync(values)),
  });
  const { errors, isSubmitting } = form.formState;

  // The form opens where the person asked for it: the first field takes focus.
  useEffect(() => {
    form.setFocus('title_en');
  }, [form]);

  return (
    <Card as="section" className={styles.editor} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.editorHeading}>
        {initial
          ? t('canned.editHeading', {
              title: language === 'es' ? initial.title_es : initial.title_en,
            })
          : t('canned.newHeading')}
      </h2>
      <FormNoticeBar notice={notice} onClose={clearNotice} />
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.languages}>
          {LANGUAGES.map((language) => (
            <fieldset key={language} className={styles.language}>
              <legend className={styles.legend}>
                {t(language === 'en' ? 'canned.english' : 'canned.spanish')}
              </legend>
              <TextField
                label={t('canned.titleLabel')}
                hint={t('canned.titleHint')}
                isRequired
                maxLength={CANNED_TITLE_MAX_LENGTH}
                autoComplete="off"
                lang={language}
                errors={fieldErrorKeys(errors[`title_${language}`])}
                {...form.register(`title_${language}`)}
              />
              <TextArea
                label={t('canned.bodyLabel')}
                hint={t('canned.bodyHint')}
                isRequired
                rows={8}
                lang={language}
                errors={fieldErrorKeys(errors[`body_${language}`])}
                {...form.register(`body_${language}`)}
              />
            </fieldset>
          ))}
        </div>
        <div className={styles.formActions}>
          <Button type="submit" isLoading={isSubmitting}>
            {initial ? t('canned.save') : t('canned.create')}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            {t('canned.cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
