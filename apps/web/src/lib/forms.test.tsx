import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/api/client';
import { useFormSubmit, useZodForm } from './forms';

const schema = z.object({ email: z.string() });

function setup(send: () => Promise<void>, onSettled = vi.fn()) {
  return renderHook(() => {
    const form = useZodForm(schema, { defaultValues: { email: 'ana@example.com' } });
    return { form, submit: useFormSubmit(form, { send, onSettled }) };
  });
}

describe('useFormSubmit', () => {
  it('puts a refusal that names a field under that field, with no banner', async () => {
    const onSettled = vi.fn();
    const body = { message: 'Taken.', key: 'user_already_exists', errors: { email: ['Taken.'] } };
    const { result } = setup(
      () => Promise.reject(new ApiError(400, body, { text: ['Taken.'] })),
      onSettled,
    );
    await act(() => result.current.submit.onSubmit());
    expect(result.current.form.getFieldState('email').error?.message).toBe('user_already_exists');
    expect(result.current.submit.notice).toBeNull();
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('shows any other refusal as the form notice, and a network failure as the generic error', async () => {
    const refused = setup(() =>
      Promise.reject(
        new ApiError(403, { message: 'x', key: 'account_disabled' }, { key: 'account_disabled' }),
      ),
    );
    await act(() => refused.result.current.submit.onSubmit());
    expect(refused.result.current.submit.notice).toEqual({
      type: 'error',
      message: 'account_disabled',
    });

    const onSettled = vi.fn();
    const broken = setup(() => Promise.reject(new TypeError('offline')), onSettled);
    await act(() => broken.result.current.submit.onSubmit());
    expect(broken.result.current.submit.notice).toEqual({
      type: 'error',
      message: 'error_generic',
    });
    expect(onSettled).toHaveBeenCalledTimes(1);
  });
});
