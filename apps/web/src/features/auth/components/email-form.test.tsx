import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/test/render';
import { EmailForm } from './email-form';

function renderForm(onSubmit = vi.fn(async () => {})) {
  renderAt(
    <EmailForm
      label="Email"
      submitLabel="Send"
      isPending={false}
      onSubmit={onSubmit}
      whyDisabled="Enter a valid email address to continue."
    />,
    '/forgot-password',
  );
  return onSubmit;
}

describe('EmailForm', () => {
  it('says "required" when the field is left empty', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByLabelText(/^Email/));
    await user.tab();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
  });

  it('says why submit is disabled until the address is valid', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    const submit = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const why = () => document.getElementById(submit.getAttribute('aria-describedby') ?? '');
    expect(why()?.textContent).toBe('Enter a valid email address to continue.');
    await user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(submit.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText('Enter a valid email address to continue.')).toBeNull();
    await user.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('ana@example.com'));
  });
});
