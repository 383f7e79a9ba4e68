import { describe, expect, it } from 'vitest';
import { canReply, isThreadUnread, messageDateLabel, messagePreview } from './threads.ts';

describe('isThreadUnread (spec §4)', () => {
  it('is unread with unread messages, or else without read_at', () => {
    expect(isThreadUnread({ unread_messages: [4], read_at: '2026-11-01T00:00:00Z' })).toBe(true);
    expect(isThreadUnread({ unread_messages: [], read_at: null })).toBe(true);
    expect(isThreadUnread({ unread_messages: [], read_at: '2026-11-01T00:00:00Z' })).toBe(false);
  });
});

describe('canReply (spec §4)', () => {
  it('offers no reply for alert or marketing messages', () => {
    expect(canReply('support')).toBe(true);
    expect(canReply('alert')).toBe(false);
    expect(canReply('marketing')).toBe(false);
  });
});

describe('messagePreview (spec §9: 10 words)', () => {
  const club = (message: string) => ({ message, author: 'club' as const });
  const member = (message: string) => ({ message, author: 'member' as const });

  it('keeps the first 10 words of the text, without tags, and marks the cut', () => {
    const html =
      '<p>Dear John,</p><p>We have not yet received the installments of your contract <strong>GLX</strong></p>';
    expect(messagePreview(club(html))).toBe(
      'Dear John, We have not yet received the installments of…',
    );
  });

  it('keeps a short message whole and decodes the entities the sanitiser leaves', () => {
    expect(messagePreview(club('<p>Tom &amp; Ana &lt;3</p>'))).toBe('Tom & Ana <3');
  });

  it("shows the member's own text as written: it is not HTML (issue 20 #14)", () => {
    expect(messagePreview(member('Tom &amp; Ana <3 kids> & a dog'))).toBe(
      'Tom &amp; Ana <3 kids> & a dog',
    );
    expect(messagePreview(member('<b>Room</b> with a view'))).toBe('<b>Room</b> with a view');
  });
});

describe('messageDateLabel (spec §9)', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('is relative within a month, in the largest whole unit', () => {
    expect(messageDateLabel(ago(30_000), now)).toEqual({
      kind: 'relative',
      value: 0,
      unit: 'minute',
    });
    expect(messageDateLabel(ago(5 * 60_000), now)).toEqual({
      kind: 'relative',
      value: 5,
      unit: 'minute',
    });
    expect(messageDateLabel(ago(3 * 3_600_000), now)).toEqual({
      kind: 'relative',
      value: 3,
      unit: 'hour',
    });
    expect(messageDateLabel(ago(2 * 86_400_000), now)).toEqual({
      kind: 'relative',
      value: 2,
      unit: 'day',
    });
    expect(messageDateLabel(ago(15 * 86_400_000), now)).toEqual({
      kind: 'relative',
      value: 2,
      unit: 'week',
    });
  });

  it("is a date once a month or more has passed ('DD MMM YYYY')", () => {
    expect(messageDateLabel(new Date('2026-10-22T12:00:00Z'), now)).toEqual({ kind: 'date' });
    expect(messageDateLabel(new Date('2026-10-23T12:00:00Z'), now).kind).toBe('relative');
  });
});
