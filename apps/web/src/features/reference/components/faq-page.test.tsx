import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSessionToken } from '@/lib/session';
import { aToken } from '@/test/builders';
import { expectRequest } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { FaqPage } from './faq-page';

describe('FaqPage', () => {
  beforeEach(() => setSessionToken(aToken()));

  it('shows every question as one accordion, the first open, the answers as HTML', async () => {
    expectRequest('GET', '/api/v1/faqs', {
      status: 200,
      body: {
        data: [
          {
            id: 1,
            title: 'How do I book?',
            content: '<p>From <strong>request reservation</strong>.</p>',
          },
          { id: 2, title: 'How do I pay?', content: '<p>With a card.</p>' },
        ],
      },
    });
    renderAt(<FaqPage />, '/FAQs');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeTruthy();
    const first = (await screen.findByText('How do I book?')).closest('details');
    const second = screen.getByText('How do I pay?').closest('details');
    expect(first?.open).toBe(true);
    expect(second?.open).toBe(false);
    // One name for all: the browser keeps at most one of them open.
    expect(first?.getAttribute('name')).toBe('faq');
    expect(second?.getAttribute('name')).toBe('faq');
    expect(screen.getByText('request reservation').tagName).toBe('STRONG');
  });

  it('says when there are no questions yet', async () => {
    expectRequest('GET', '/api/v1/faqs', { status: 200, body: { data: [] } });
    renderAt(<FaqPage />, '/FAQs');
    expect(await screen.findByText('No questions yet')).toBeTruthy();
  });
});
