import type { StaffFaq } from '@mp/contract/content/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '@/staff/api/client';
import { loadConsoleTexts } from '@/staff/lib/texts';
import { expectRequest, recordedRequests } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { ContentForm } from './content-form';

const faq: StaffFaq = {
  id: 4,
  position: 2,
  hidden: false,
  title_en: 'Can I bring my pet?',
  title_es: '¿Puedo llevar a mi mascota?',
  content_en: '<p>Small pets welcome.</p>',
  content_es: '<p>Mascotas pequeñas bienvenidas.</p>',
};

beforeAll(async () => {
  await loadConsoleTexts('en');
  await loadConsoleTexts('es');
});

function renderForm(kind: 'faqs' | 'highlights', initial?: StaffFaq) {
  const onSaved = vi.fn();
  const user = userEvent.setup();
  renderAt(
    <ContentForm kind={kind} initial={initial} hotels={[]} onSaved={onSaved} onCancel={() => {}} />,
    '/staff/content',
  );
  const group = (name: string) => within(screen.getByRole('group', { name }));
  return { user, onSaved, english: group('English'), spanish: group('Spanish') };
}

describe('ContentForm', () => {
  it('a FAQ: question and answer in English and Spanish side by side, the contract’s rules here too', async () => {
    const { user, english, spanish, onSaved } = renderForm('faqs');
    expect(english.getByLabelText(/^Question/).getAttribute('lang')).toBe('en');
    expect(spanish.getByLabelText(/^Answer/).getAttribute('lang')).toBe('es');
    await waitFor(() => expect(document.activeElement).toBe(english.getByLabelText(/^Question/)));
    await user.type(english.getByLabelText(/^Question/), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await english.findAllByText('This field is required.')).toHaveLength(1);
    expect(spanish.getAllByText('This field is required.')).toHaveLength(2);
    expect(recordedRequests()).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('previews an answer with what the server’s sanitiser returns, and saves with the CSRF header', async () => {
    setCsrfToken('csrf-token');
    expectRequest('POST', '/api/staff/content/preview', {
      status: 200,
      body: { data: { html: '<p>Small pets <strong>welcome</strong>.</p>' } },
    });
    expectRequest('PUT', '/api/staff/content/faqs/4', { status: 200, body: { data: faq } });
    const { user, english, onSaved } = renderForm('faqs', faq);
    const answer = english.getByLabelText(/^Answer/);
    await user.clear(answer);
    await user.type(answer, '<p onclick="x()">Small pets <strong>welcome</strong>.</p>');
    await user.click(
      english.getByRole('button', { name: 'Preview of the English text as members will see it' }),
    );
    const preview = await screen.findByRole('region', {
      name: 'As members will see it (English)',
    });
    expect(preview.querySelector('strong')?.textContent).toBe('welcome');
    expect(preview.querySelector('[onclick]')).toBeNull();
    const [previewCall] = recordedRequests();
    expect(previewCall?.body).toEqual({
      html: '<p onclick="x()">Small pets <strong>welcome</strong>.</p>',
    });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(faq));
    const save = recordedRequests().at(-1);
    expect(save?.headers['x-csrf-token']).toBe('csrf-token');
  });

  it('a highlight: its links must be https, checked before anything is sent', async () => {
    const { user } = renderForm('highlights');
    const link = screen.getByLabelText(/^Read more link/);
    await user.type(link, 'http://example.com/bay');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Enter a web address that starts with https://.')).toBeTruthy();
    expect(recordedRequests()).toHaveLength(0);
  });
});
