import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldError, type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The one form hook (CONVENTIONS rule 12): a contract schema drives validation, and every issue
 * of a field is kept (criteriaMode 'all') so each password rule can show its own message.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
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
