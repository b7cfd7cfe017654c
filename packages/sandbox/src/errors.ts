import { REFUSALS, type RefusalCode } from '@self-storage/core/contract';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Text } from './language/text.ts';

/**
 * The one failure type of the sandbox. API refusals answer HTTP 200 with `responseCode` in the
 * envelope (the provider's convention); HTTP-level failures and control refusals set `status`.
 */

/** The codes and their envelope response_code: core's one table, which the client reads too. */
export type SandboxErrorCode = RefusalCode;

export class SandboxError extends Error {
  override readonly name = 'SandboxError';
  readonly code: SandboxErrorCode;
  readonly responseCode: number;
  /** HTTP status: 200 for a business refusal of the API, else the failure's own status. */
  readonly status: ContentfulStatusCode;
  /** What the caller reads, in both languages; `message` is the English one, for logs. */
  readonly text: Text;
  /** Seconds the caller should wait before trying again (a Retry-After header), for a 429. */
  readonly retryAfterS: number | undefined;

  constructor(
    code: SandboxErrorCode,
    text: Text | string,
    options: { status?: ContentfulStatusCode; retryAfterS?: number } = {},
  ) {
    const both = typeof text === 'string' ? { th: text, en: text } : text;
    super(both.en);
    this.code = code;
    this.text = both;
    this.responseCode = REFUSALS[code].responseCode;
    this.status = options.status ?? 200;
    this.retryAfterS = options.retryAfterS;
  }
}

/** A business refusal of an API call: HTTP 200, response_code from the code, its text in th and en. */
export const refuse = (code: SandboxErrorCode, text: Text): SandboxError => new SandboxError(code, text);

/**
 * A failure at the HTTP level: the status is the response_code. Sandbox controls (a developer's
 * tools, not the customer's) may answer in English only.
 */
export const httpFailure = (
  code: SandboxErrorCode,
  text: Text | string,
  options: { retryAfterS?: number } = {},
): SandboxError =>
  new SandboxError(code, text, { ...options, status: REFUSALS[code].responseCode as ContentfulStatusCode });
