import { zodResolver } from '@hookform/resolvers/zod';
import { clientFieldErrors } from '@mp/contract/errors';
import { type BaseSyntheticEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { type ApiError, isApiError } from '@/api/client';
import type { FormNotice } from '@/ui/notification-bar';
import { errorMessageOf } from './notifications';

/**
 * The one form hook (CONVENTIONS rule 12): a contract schema drives validation, and every issue
 * of a field is kept (criteriaMode 'all') so each password rule can show its own message.
 */
export function useZodForm<S extends z.$ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onTouched',
    criteriaMode: 'all',
    ...options,
    resolver: zodResolver(schema),
  });
}

/** The validation keys of one field, first message first, without repeats. */
export function fieldErrorKeys(error: FieldError | undefined): string[] {
  if (!error) return [];
  const keys: string[] = [];
  if (typeof error.message === 'string' && error.message) keys.push(error.message);
  for (const value of Object.values(error.types ?? {})) {
    for (const key of [value].flat()) if (typeof key === 'string' && key) keys.push(key);
  }
  return [...new Set(keys)];
}

/**
 * Puts a 400's per-field messages under the form's own fields and moves focus to the first of
 * them, as a failed local check would. Returns whether any field took a message; a caller shows
 * the answer in its banner otherwise.
 */
export function showServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError' | 'setFocus'>,
  error: ApiError,
): boolean {
  const values = form.getValues();
  const fields = Object.entries(clientFieldErrors(error.body)).filter(([field]) => field in values);
  fields.forEach(([field, messages], index) => {
    const [message, ...more] = messages;
    form.setError(field as Path<T>, {
      type: 'server',
      message,
      types: Object.fromEntries(more.map((text, i) => [`server${i}`, text])),
    });
    if (index === 0) form.setFocus(field as Path<T>);
  });
  return fields.length > 0;
}

/**
 * Drafts of half-filled forms, kept in memory for the life of the page: switching from the
 * register tab to login and back finds the form as it was. Never written to storage, so a
 * password typed there does not outlive the tab.
 */
const drafts = new Map<string, FieldValues>();

export function formDraft<T extends FieldValues>(name: string): Partial<T> | undefined {
  return drafts.get(name) as Partial<T> | undefined;
}

/** Forgets one form's draft (after it was sent), or every draft (at sign-out, between tests). */
export function clearFormDraft(name?: string) {
  if (name === undefined) drafts.clear();
  else drafts.delete(name);
}

/** Keeps the form's values as its draft while it is edited, without the fields named in `omit`. */
export function useFormDraft<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'subscribe'>,
  name: string,
  omit: readonly string[] = [],
) {
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          const kept = Object.entries(values).filter(([field]) => !omit.includes(field));
          drafts.set(name, Object.fromEntries(kept));
        },
      }),
    [form, name, omit],
  );
}

export interface FormSubmitOptions<V> {
  /** The call; it throws an ApiError when the server refuses. */
  send: (values: V) => Promise<void>;
  /**
   * A refusal this form answers in its own way (login's 409 asks for the member id): return the
   * notice to show, or undefined to let the usual handling run.
   */
  onRefused?: (error: ApiError) => FormNotice | undefined;
  /** After every attempt, whatever its outcome (a fresh captcha). */
  onSettled?: () => void;
}

/**
 * The one submit of every form (CONVENTIONS rule 12). A refusal that names fields shows under
 * them with focus on the first (like a local check); anything else shows as the form's notice,
 * inline above the fields, where the member is looking. Nothing typed is lost. What happens after
 * success (navigation, a global notification) belongs to `send`.
 */
export function useFormSubmit<T extends FieldValues, V>(
  form: Pick<UseFormReturn<T, unknown, V>, 'handleSubmit' | 'getValues' | 'setError' | 'setFocus'>,
  { send, onRefused, onSettled }: FormSubmitOptions<V>,
) {
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const clearNotice = useCallback(() => setNotice(null), []);
  // One request per submit: a double click arrives before the button shows it is busy (the
  // checks run first), and would send a second e-mail, code or message.
  const inFlight = useRef(false);
  const handleSubmit = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      await send(values);
    } catch (error) {
      if (!isApiError(error)) {
        setNotice({ type: 'error', message: 'error_generic' });
        return;
      }
      const own = onRefused?.(error);
      if (own) setNotice(own);
      else if (!showServerFieldErrors(form, error)) {
        setNotice({ type: 'error', message: errorMessageOf(error.display) });
      }
    } finally {
      onSettled?.();
    }
  });
  const onSubmit = async (event?: BaseSyntheticEvent) => {
    if (inFlight.current) {
      event?.preventDefault();
      return;
    }
    inFlight.current = true;
    try {
      await handleSubmit(event);
    } finally {
      inFlight.current = false;
    }
  };
  return { onSubmit, notice, setNotice, clearNotice };
}
