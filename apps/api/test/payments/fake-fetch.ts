/**
 * A stand-in for the provider's REST API: answers the scripted replies in order and records every
 * request (tests assert how many were made: none passes unseen); a request beyond the script
 * throws. A reply is a JSON answer, a raw body, or an error thrown as fetch throws it.
 */
export type FakeReply =
  | { status: number; json: unknown }
  | { status: number; text: string }
  | { throws: Error };

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

export function fakeFetch(replies: readonly FakeReply[]) {
  const requests: RecordedRequest[] = [];
  const impl: typeof fetch = async (input, init) => {
    const reply = replies[requests.length];
    requests.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : '',
    });
    if (!reply) throw new Error(`unexpected request #${requests.length} to ${String(input)}`);
    if ('throws' in reply) throw reply.throws;
    const body = 'json' in reply ? JSON.stringify(reply.json) : reply.text;
    return new Response(body, { status: reply.status });
  };
  return { impl, requests };
}

/** What fetch throws when AbortSignal.timeout fires. */
export function timeoutError(): Error {
  return new DOMException('The operation was aborted due to timeout', 'TimeoutError');
}
