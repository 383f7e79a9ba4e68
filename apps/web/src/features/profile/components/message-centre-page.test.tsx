import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSessionToken } from '@/lib/session';
import { aMessage, aToken } from '@/test/builders';
import { expectRequest, recordedRequests } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { MessageCentrePage } from './message-centre-page';

const read = { read_at: new Date().toISOString(), unread_messages: [] };
const list = [
  aMessage(),
  aMessage({
    id: 42,
    subject: 'Your usage fee statement is ready',
    message_type: 'alert',
    message:
      '<p>Dear John,</p><p>The usage fee of your contract <strong>GLX-104233</strong> for next year is ready.</p>',
    date: '2026-01-15T10:00:00.000Z',
    ...read,
  }),
];

describe('MessageCentrePage', () => {
  beforeEach(() => setSessionToken(aToken()));

  it('lists threads with a 10-word preview, the unread count, and links to each', async () => {
    expectRequest('GET', '/api/v1/messages', { status: 200, body: { data: { data: list } } });
    renderAt(<MessageCentrePage />, '/messages-center');
    const items = within(await screen.findByRole('list', { name: 'Your messages' })).getAllByRole(
      'link',
    );
    expect(items).toHaveLength(2);
    expect(items[0]?.getAttribute('href')).toBe('/messages/41');
    expect(items[0]?.textContent).toContain('Unread: Airport transfer');
    expect(items[1]?.textContent).toContain(
      'Dear John, The usage fee of your contract GLX-104233 for…',
    );
    expect(items[1]?.textContent).not.toContain('Unread');
    // A month or more ago: 'DD MMM YYYY'.
    expect(items[1]?.querySelector('time')?.textContent).toBe('15 Jan 2026');
    expect(screen.getByText('1 unread message')).toBeTruthy();
  });

  it("shows the member's own last message as written, not as HTML (issue 20 #14)", async () => {
    const mine = aMessage({
      author: 'member',
      message: 'Two rooms <3 please: one for Tom & Ana, one for <us>',
      ...read,
    });
    expectRequest('GET', '/api/v1/messages', { status: 200, body: { data: { data: [mine] } } });
    renderAt(<MessageCentrePage />, '/messages-center');
    const [item] = within(await screen.findByRole('list', { name: 'Your messages' })).getAllByRole(
      'link',
    );
    expect(item?.textContent).toContain('Two rooms <3 please: one for Tom & Ana, one…');
  });

  it('keeps focus on the page after marking all as read (issue 20 #12)', async () => {
    const user = userEvent.setup();
    expectRequest('GET', '/api/v1/messages', { status: 200, body: { data: { data: list } } });
    expectRequest('PATCH', '/api/v1/messages/mark-all-messages-read', {
      status: 200,
      body: { data: { data: list.map((m) => ({ ...m, ...read })) } },
    });
    renderAt(<MessageCentrePage />, '/messages-center');
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    const count = await screen.findByText('No unread messages');
    // The button turns disabled: focus moves to what changed, not to the page's body.
    await waitFor(() => expect(document.activeElement).toBe(count));
  });

  it('marks all as read and shows the list the server answers', async () => {
    const user = userEvent.setup();
    expectRequest('GET', '/api/v1/messages', { status: 200, body: { data: { data: list } } });
    expectRequest('PATCH', '/api/v1/messages/mark-all-messages-read', {
      status: 200,
      body: { data: { data: list.map((m) => ({ ...m, ...read })) } },
    });
    renderAt(<MessageCentrePage />, '/messages-center');
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('No unread messages')).toBeTruthy();
    expect(recordedRequests('/api/v1/messages/mark-all-messages-read')).toHaveLength(1);
    expect(
      (screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows the error in the page when marking fails, and keeps the list', async () => {
    const user = userEvent.setup();
    expectRequest('GET', '/api/v1/messages', { status: 200, body: { data: { data: list } } });
    expectRequest('PATCH', '/api/v1/messages/mark-all-messages-read', {
      status: 500,
      body: { message: 'boom' },
    });
    renderAt(<MessageCentrePage />, '/messages-center');
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('An error occurred, please try again..')).toBeTruthy();
    expect(screen.getByText('1 unread message')).toBeTruthy();
  });

  it('has an empty state that leads to the contact page', async () => {
    expectRequest('GET', '/api/v1/messages', { status: 200, body: { data: { data: [] } } });
    renderAt(<MessageCentrePage />, '/messages-center');
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
  });
});
