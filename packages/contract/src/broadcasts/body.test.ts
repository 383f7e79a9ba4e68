import { describe, expect, it } from 'vitest';
import { messagePreview } from '../profile/threads.ts';
import { broadcastHtml } from './body.ts';

describe('broadcastHtml', () => {
  it('makes paragraphs and line breaks of plain text, escaping everything', () => {
    expect(
      broadcastHtml('Dear member,\r\n\r\nThe pool <b>closes</b> at 6 & reopens\nat 8.\n\n\n'),
    ).toBe(
      '<p>Dear member,</p><p>The pool &lt;b&gt;closes&lt;/b&gt; at 6 &amp; reopens<br>at 8.</p>',
    );
  });

  it('previews as the text written (the message list shows its first words)', () => {
    const html = broadcastHtml('Tom & Jerry say "hi" <3');
    expect(messagePreview({ author: 'club', message: html })).toBe('Tom & Jerry say "hi" <3');
  });
});
