// JSON over fetch for /api calls: one error type, the default messages of docs/product.md (Messages), zod-checked answers.
import { httpErrorMessage, MESSAGES } from '@highpay/contracts';

/** What we need of a zod schema; keeps the frontend from depending on zod directly. */
export interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/** A non-OK answer. `details` and `error` come from the API's error body when it has one. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly details: string | undefined;
  readonly error: string | undefined;

  constructor(options: { status: number; statusText: string; bodyText: string }) {
    const body = parseErrorBody(options.bodyText);
    super(body.details || body.error || httpErrorMessage(options.status, options.bodyText, options.statusText));
    this.name = 'ApiError';
    this.status = options.status;
    this.statusText = options.statusText;
    this.details = body.details || undefined;
    this.error = body.error || undefined;
  }
}

/** The server answered OK but not in the shape we expect. */
export class UnparseableResponseError extends Error {
  constructor() {
    super(MESSAGES.unparseableResponse);
    this.name = 'UnparseableResponseError';
  }
}

/** The request never reached the server (offline, DNS, connection refused). */
export class NetworkError extends Error {
  constructor() {
    super('Could not reach the server. Check your connection and try again.');
    this.name = 'NetworkError';
  }
}

export function getJson<T>(url: string, schema: Schema<T>, signal?: AbortSignal): Promise<T> {
  return request(url, { method: 'GET', signal }, schema);
}

export function postJson<T>(url: string, body: unknown, schema: Schema<T>, signal?: AbortSignal): Promise<T> {
  return request(
    url,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), signal },
    schema,
  );
}

/** A request whose answer is 204 No Content: nothing to parse. */
export async function deleteJson(url: string, body: unknown): Promise<void> {
  await send(url, { method: 'DELETE', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

async function request<T>(url: string, init: RequestInit, schema: Schema<T>): Promise<T> {
  const response = await send(url, init);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new UnparseableResponseError();
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new UnparseableResponseError();
  return parsed.data;
}

/** The answer when it is OK; an ApiError with the server's message when it is not. */
async function send(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...init.headers },
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError();
  }

  if (!response.ok) {
    const bodyText = await response.text().catch(() => '');
    throw new ApiError({ status: response.status, statusText: response.statusText, bodyText });
  }
  return response;
}

function parseErrorBody(bodyText: string): { error: string; details: string } {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (body && typeof body === 'object') {
      const { error, details } = body as Record<string, unknown>;
      return { error: typeof error === 'string' ? error : '', details: typeof details === 'string' ? details : '' };
    }
  } catch {
    // Not JSON: the caller falls back to the status line and raw text.
  }
  return { error: '', details: '' };
}
