import { CANNED_TITLE_MAX_LENGTH } from '@mp/contract/inbox/constants';
import type { CannedResponse } from '@mp/contract/inbox/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '@/staff/api/client';
import { loadConsoleTexts } from '@/staff/lib/texts';
import { expectRequest, recordedRequests } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { CannedResponseForm } from './canned-response-form';

const PATH = '/api/staff/canned-responses';

const saved: CannedResponse = {
  id: 7,
  title_en: 'Payment received',
  title_es: 'Pago recibido',
  body_en: 'We received your payment.',
  body_es: 'Recibimos tu pago.',
  sort_order: 30,
  updated_at: '2026-11-20T10:00:00.000Z',
};

beforeAll(async () => {
  await loadConsoleTexts('en');
  await loadConsoleTexts('es');
});

function renderForm(props: { initial?: CannedResponse; sortOrder?: number } = {}) {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  const user = userEvent.setup();
  renderAt(
    <CannedResponseForm
      initial={props.initial}
      sortOrder={props.sortOrder ?? 40}
      onSaved={onSaved}
      onCancel={onCancel}
    />,
    '/staff/canned-responses',
  );
  const group = (name: string) => within(screen.getByRole('group', { name }));
  return { user, onSaved, onCancel, english: group('English'), spanish: group('Spanish') };
}

describe('CannedResponseForm', () => {
  it('asks for the title and the text in English and in Spanish, side by side', async () => {
    const { english, spanish } = renderForm();
    expect(screen.getByRole('heading', { name: 'New canned response' })).toBeTruthy();
    for (const group of [english, spanish]) {
      expect(group.getByLabelText(/^Title/).getAttribute('aria-required')).toBe('true');
      expect(group.getByLabelText(/^Text/).getAttribute('aria-required')).toBe('true');
    }
    expect(english.getByLabelText(/^Title/).getAttribute('lang')).toBe('en');
    expect(spanish.getByLabelText(/^Text/).getAttribute('lang')).toBe('es');
    expect(english.getByLabelText(/^Title/).getAttribute('maxlength')).toBe(
      String(CANNED_TITLE_MAX_LENGTH),
    );
    // The form opens where the person asked for it.
    await waitFor(() => expect(document.activeElement).toBe(english.getByLabelText(/^Title/)));
  });

  it('shows every missing field under it and sends nothing', async () => {
    const { user, english, spanish, onSaved } = renderForm();
    await user.type(english.getByLabelText(/^Title/), 'Payment received');
    await user.click(screen.getByRole('button', { name: 'Add the canned response' }));
    expect(await english.findAllByText('This field is required.')).toHaveLength(1);
    expect(spanish.getAllByText('This field is required.')).toHaveLength(2);
    expect(recordedRequests()).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('creates a response at the end of the list, with the CSRF header', async () => {
    setCsrfToken('csrf-token');
    expectRequest('POST', PATH, { status: 201, body: { data: saved } });
    const { user, english, spanish, onSaved } = renderForm({ sortOrder: 40 });
    await user.type(english.getByLabelText(/^Title/), '  Payment received ');
    await user.type(english.getByLabelText(/^Text/), 'We received your payment.');
    await user.type(spanish.getByLabelText(/^Title/), 'Pago recibido');
    await user.type(spanish.getByLabelText(/^Text/), 'Recibimos tu pago.');
    await user.click(screen.getByRole('button', { name: 'Add the canned response' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const [request] = recordedRequests(PATH);
    expect(request?.body).toEqual({
      title_en: 'Payment received',
      title_es: 'Pago recibido',
      body_en: 'We received your payment.',
      body_es: 'Recibimos tu pago.',
      sort_order: 40,
    });
    expect(request?.headers['x-csrf-token']).toBe('csrf-token');
    setCsrfToken(null);
  });

  it('edits a response in place, keeping its position', async () => {
    const changed = { ...saved, body_es: 'Ya recibimos tu pago.' };
    expectRequest('PUT', `${PATH}/7`, { status: 200, body: { data: changed } });
    const { user, spanish, onSaved } = renderForm({ initial: saved });
    expect(screen.getByRole('heading', { name: 'Edit “Payment received”' })).toBeTruthy();
    const body = spanish.getByLabelText(/^Text/);
    expect((body as HTMLTextAreaElement).value).toBe('Recibimos tu pago.');
    await user.clear(body);
    await user.type(body, 'Ya recibimos tu pago.');
    await user.click(screen.getByRole('button', { name: 'Save the changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(changed));
    expect(recordedRequests(`${PATH}/7`)[0]?.body).toMatchObject({
      body_es: 'Ya recibimos tu pago.',
      sort_order: 30,
    });
  });

  it("puts the server's field errors under the field and keeps what was typed", async () => {
    expectRequest('PUT', `${PATH}/7`, {
      status: 400,
      body: {
        message: 'Invalid input.',
        key: 'validation_failed',
        errors: { title_es: ['text_max'] },
      },
    });
    const { user, spanish, onSaved } = renderForm({ initial: saved });
    await user.click(screen.getByRole('button', { name: 'Save the changes' }));
    const title = spanish.getByLabelText(/^Title/);
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect((title as HTMLInputElement).value).toBe('Pago recibido');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a refusal above the fields', async () => {
    expectRequest('PUT', `${PATH}/7`, {
      status: 404,
      body: { message: 'Not found.', key: 'not_found' },
    });
    const { user } = renderForm({ initial: saved });
    await user.click(screen.getByRole('button', { name: 'Save the changes' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('cancels without a call', async () => {
    const { user, onCancel } = renderForm({ initial: saved });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(recordedRequests()).toHaveLength(0);
  });
});
