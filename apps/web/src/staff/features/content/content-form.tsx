import { type ContentKind, HOTEL_DESTINATIONS } from '@mp/contract/content/constants';
import { imageKeyOf } from '@mp/contract/content/image';
import type { StaffHotel } from '@mp/contract/content/schemas';
import { Eye, Upload } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import type { FieldError, FieldValues, UseFormReturn } from 'react-hook-form';
import type * as core from 'zod/v4/core';
import { fieldErrorKeys, useFormSubmit, useZodForm } from '@/lib/forms';
import { errorMessageOf } from '@/lib/notifications';
import { isApiError } from '@/staff/api/client';
import { useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FormNoticeBar, NotificationBar } from '@/ui/notification-bar';
import { Select } from '@/ui/select';
import { TextArea } from '@/ui/text-area';
import { TextField } from '@/ui/text-field';
import {
  type ContentItem,
  type ContentItems,
  usePreview,
  useSaveContent,
  useUploadImage,
} from './api/content';
import styles from './content.module.css';
import { CONTENT_HTML_MAX_LENGTH, type FieldSpec, KINDS, UNIT_MAX_GUESTS } from './kinds';

type Form = UseFormReturn<FieldValues, unknown, FieldValues>;

export interface ContentFormProps<K extends ContentKind> {
  kind: K;
  /** The item to change; none for a new one. */
  initial?: ContentItems[K] | undefined;
  /** A new unit type's hotel (the one being looked at). */
  hotelId?: number | undefined;
  hotels: readonly StaffHotel[];
  onSaved: (saved: ContentItem) => void;
  onCancel: () => void;
}

/**
 * One item's form: the fields of no language first, then English and Spanish side by side on a
 * desktop (one above the other on a phone). The contract's schema checks it here and on the
 * server; HTML fields have a preview made by the server's own sanitiser.
 */
export function ContentForm<K extends ContentKind>({
  kind,
  initial,
  hotelId,
  hotels,
  onSaved,
  onCancel,
}: ContentFormProps<K>) {
  const { t, language } = useConsoleText('consoleContent');
  const spec = KINDS[kind];
  const headingId = useId();
  const save = useSaveContent(kind, initial?.id ?? null);
  const defaults = initial
    ? (spec.valuesOf as (item: ContentItems[K]) => Record<string, string | number>)(initial)
    : { ...spec.blank, ...(kind === 'unit_types' && hotelId ? { hotel_id: String(hotelId) } : {}) };
  const form = useZodForm(spec.schema as core.$ZodType<FieldValues, FieldValues>, {
    defaultValues: defaults,
  }) as Form;
  const { onSubmit, notice, clearNotice } = useFormSubmit(form, {
    send: async (values) => onSaved(await save.mutateAsync(values)),
  });
  const { isSubmitting } = form.formState;
  const first = spec.fields[0]?.name;

  useEffect(() => {
    if (first) form.setFocus(first);
  }, [form, first]);

  const lang = language === 'es' ? 'es' : 'en';
  const neutral = spec.fields.filter((field) => !field.lang);
  const perLanguage = spec.fields.filter((field) => field.lang);
  const title = initial
    ? (spec.titleOf as (item: ContentItems[K], lang: 'en' | 'es') => string)(initial, lang)
    : '';

  return (
    <Card as="section" className={styles.editor} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.editorHeading}>
        {initial ? t('editHeading', { title }) : t(`newHeading.${kind}`)}
      </h2>
      <FormNoticeBar notice={notice} onClose={clearNotice} />
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {neutral.length > 0 && (
          <div className={styles.neutral}>
            {neutral.map((field) => (
              <Field key={field.name} field={field} form={form} hotels={hotels} />
            ))}
          </div>
        )}
        {perLanguage.length > 0 && (
          <div className={styles.languages}>
            {(['en', 'es'] as const).map((fieldLang) => (
              <fieldset key={fieldLang} className={styles.language}>
                <legend className={styles.legend}>
                  {t(fieldLang === 'en' ? 'english' : 'spanish')}
                </legend>
                {perLanguage
                  .filter((field) => field.lang === fieldLang)
                  .map((field) => (
                    <Field key={field.name} field={field} form={form} hotels={hotels} />
                  ))}
              </fieldset>
            ))}
          </div>
        )}
        <div className={styles.formActions}>
          <Button type="submit" isLoading={isSubmitting}>
            {initial ? t('save') : t('create')}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function Field({
  field,
  form,
  hotels,
}: {
  field: FieldSpec;
  form: Form;
  hotels: readonly StaffHotel[];
}) {
  const { t } = useConsoleText('consoleContent');
  const errors = fieldErrorKeys(form.formState.errors[field.name] as FieldError | undefined);
  const common = {
    label: t(`fields.${field.label}`),
    ...(field.hint && { hint: t(`fields.${field.hint}`) }),
    isRequired: true,
    errors,
    ...(field.lang && { lang: field.lang }),
  };
  switch (field.type) {
    case 'text':
      return (
        <TextField
          {...common}
          maxLength={field.max}
          autoComplete="off"
          {...(field.inputMode && { inputMode: field.inputMode, spellCheck: false })}
          {...form.register(field.name)}
        />
      );
    case 'html':
      return <HtmlField field={field} form={form} common={common} />;
    case 'destination':
      return (
        <Select
          {...common}
          placeholder=""
          options={HOTEL_DESTINATIONS.map((value) => ({
            value,
            label: t(`destinations.${value}`),
          }))}
          {...form.register(field.name)}
        />
      );
    case 'hotel':
      return (
        <Select
          {...common}
          placeholder=""
          options={hotels.map((hotel) => ({ value: String(hotel.id), label: hotel.name }))}
          {...form.register(field.name)}
        />
      );
    case 'guests':
      return (
        <TextField
          {...common}
          type="number"
          inputMode="numeric"
          min={1}
          max={UNIT_MAX_GUESTS}
          {...form.register(field.name)}
        />
      );
    case 'image':
      return <ImageField field={field} form={form} common={common} />;
  }
}

type Common = {
  label: string;
  hint?: string;
  isRequired: boolean;
  errors: string[];
  lang?: string;
};

/** An HTML text and, on request, what members would see of it (the server's sanitiser). */
function HtmlField({ field, form, common }: { field: FieldSpec; form: Form; common: Common }) {
  const { t } = useConsoleText('consoleContent');
  const preview = usePreview();
  const [shown, setShown] = useState<string | null>(null);
  const regionId = useId();
  const languageName = t(field.lang === 'es' ? 'spanish' : 'english');
  const open = () => {
    const html = String(form.getValues(field.name) ?? '');
    preview.mutate(html, { onSuccess: (safe) => setShown(safe) });
  };
  return (
    <div className={styles.htmlField}>
      <TextArea
        {...common}
        rows={8}
        maxLength={CONTENT_HTML_MAX_LENGTH}
        spellCheck
        {...form.register(field.name)}
      />
      <div>
        <Button
          variant="secondary"
          size="small"
          icon={<Eye size={16} aria-hidden="true" />}
          onClick={open}
          isLoading={preview.isPending}
          aria-label={t('previewLabel', { language: languageName })}
          aria-controls={regionId}
          aria-expanded={shown !== null}
        >
          {t('preview')}
        </Button>
      </div>
      <div id={regionId} aria-live="polite">
        {preview.isError && (
          <NotificationBar type="error" message={t('previewError')} autoHideMs={0} />
        )}
        {shown !== null && (
          <section
            className={styles.preview}
            aria-label={t('previewHeading', { language: languageName })}
          >
            <div className={styles.previewHead}>
              <p className={styles.languageName}>
                {t('previewHeading', { language: languageName })}
              </p>
              <Button variant="ghost" size="small" onClick={() => setShown(null)}>
                {t('previewClose')}
              </Button>
            </div>
            {/* Sanitised by the server with the member side's allow-list. */}
            <div
              className={styles.richText}
              lang={field.lang}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised HTML
              dangerouslySetInnerHTML={{ __html: shown }}
            />
          </section>
        )}
      </div>
    </div>
  );
}

/** One of our illustrations, or an uploaded image (its bytes checked by the server). */
function ImageField({ field, form, common }: { field: FieldSpec; form: Form; common: Common }) {
  const { t } = useConsoleText('consoleContent');
  const upload = useUploadImage();
  const fileRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const current = String(form.watch(field.name) ?? '');
  const uploaded = imageKeyOf(current) !== null;
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (image) =>
        form.setValue(field.name, image.image_location, {
          shouldDirty: true,
          shouldValidate: true,
        }),
      onSettled: () => {
        if (fileRef.current) fileRef.current.value = '';
      },
    });
  };
  const uploadError =
    upload.error && isApiError(upload.error) ? errorMessageOf(upload.error.display) : null;
  return (
    <div className={styles.imageField}>
      <Select
        {...common}
        options={[
          ...(uploaded ? [{ value: current, label: t('fields.uploaded') }] : []),
          ...HOTEL_DESTINATIONS.map((value) => ({
            value,
            label: t(`destinations.${value}`),
          })),
        ]}
        {...form.register(field.name)}
      />
      <div className={styles.upload}>
        <input
          ref={fileRef}
          id={fileId}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className={styles.fileInput}
          onChange={onFile}
          aria-describedby={`${fileId}-hint`}
        />
        <label htmlFor={fileId} className={styles.fileLabel}>
          <Upload size={16} aria-hidden="true" />
          {upload.isPending ? t('fields.uploading') : t('fields.upload')}
        </label>
        <p id={`${fileId}-hint`} className={styles.muted}>
          {t('fields.uploadHint')}
        </p>
      </div>
      <div aria-live="polite">
        {uploadError && <NotificationBar type="error" message={uploadError} autoHideMs={0} />}
        {upload.isSuccess && !uploadError && (
          <p className={styles.muted}>{t('fields.uploadDone')}</p>
        )}
      </div>
      {uploaded && <img className={styles.thumb} src={current} alt={t('fields.imageAlt')} />}
    </div>
  );
}
