import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface MockResponse {
  status: number;
  body?: unknown;
}

interface Expectation {
  method: string;
  path: string;
  respond: (request: RecordedRequest) => MockResponse | Promise<MockResponse>;
  times: number;
  calls: number;
}

let expectations: Expectation[] = [];
let requests: RecordedRequest[] = [];
let failures: string[] = [];
let isInstalled = false;

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    result[name.toLowerCase()] = value;
  });
  return result;
}

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    'http://localhost',
  );
  const method = (init?.method ?? 'GET').toUpperCase();
  const request: RecordedRequest = {
    method,
    path: url.pathname,
    search: url.search,
    headers: headersOf(init),
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
  };
  requests.push(request);
  const expectation = expectations.find(
    (candidate) =>
      candidate.method === method &&
      candidate.path === url.pathname &&
      candidate.calls < candidate.times,
  );
  if (!expectation) {
    failures.push(`Unexpected request: ${method} ${url.pathname}${url.search}`);
    // A network failure, so the code under test cannot mistake it for an answer.
    throw new TypeError('Failed to fetch (unexpected request in test)');
  }
  expectation.calls += 1;
  const { status, body } = await expectation.respond(request);
  return new Response(body === undefined || status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function install() {
  if (isInstalled) return;
  vi.stubGlobal('fetch', fakeFetch);
  isInstalled = true;
}

/**
 * Declares a request the test expects, answered by `respond` (a fixed answer or a function).
 * `times` limits how often it may be called (default once). Anything else fails the test.
 */
export function expectRequest(
  method: string,
  path: string,
  respond: MockResponse | ((request: RecordedRequest) => MockResponse | Promise<MockResponse>),
  times = 1,
) {
  install();
  expectations.push({
    method,
    path,
    respond: typeof respond === 'function' ? respond : () => respond,
    times,
    calls: 0,
  });
}

/**
 * Like `expectRequest`, but answered only once the returned function is called: a request still
 * on its way while the test looks at the screen.
 */
export function expectHeldRequest(method: string, path: string, response: MockResponse) {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  expectRequest(method, path, async () => {
    await answered;
    return response;
  });
  return answer;
}

export function recordedRequests(path?: string): RecordedRequest[] {
  return path ? requests.filter((request) => request.path === path) : [...requests];
}

/** Called after each test: unknown requests fail it, and the mock is reset. */
export function verifyFetchMock() {
  const found = failures;
  expectations = [];
  requests = [];
  failures = [];
  if (isInstalled) {
    vi.unstubAllGlobals();
    isInstalled = false;
  }
  if (found.length > 0) throw new Error(found.join('\n'));
}

/** Every test page needs a captcha; 'none' is the test provider (contract schemas/access). */
export function expectCaptcha(times = 1) {
  expectRequest(
    'GET',
    '/api/v1/captcha',
    { status: 200, body: { data: { provider: 'none' } } },
    times,
  );
}
