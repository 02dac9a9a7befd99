import type { ApiErrorCode } from '@colabora/core/api-errors';

// Typed failures a handler throws; the error handler turns them into {message[, code][, errors]} with their
// status. Our own few lines instead of `http-errors`, whose dependencies cost each bundle ~10 KB.

export class HttpError extends Error {
  /** Safe to show the caller: the message is one of our Portuguese texts. */
  readonly expose = true;
  /** What the SPA decides on (core api-errors.ts); only the refusals it must tell apart carry one. */
  code?: ApiErrorCode;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** The same failure with its machine-readable code: `throw new Conflict(text).withCode('…')`. */
  withCode(code: ApiErrorCode): this {
    this.code = code;
    return this;
  }
}

const withStatus = (statusCode: number) =>
  class extends HttpError {
    constructor(message: string, errors?: Record<string, string>) {
      super(statusCode, message, errors);
    }
  };

export class BadRequest extends withStatus(400) {}
export class Unauthorized extends withStatus(401) {}
export class Forbidden extends withStatus(403) {}
export class NotFound extends withStatus(404) {}
export class Conflict extends withStatus(409) {}
export class PayloadTooLarge extends withStatus(413) {}
export class TooManyRequests extends withStatus(429) {}

/**
 * A service we depend on (e.g. SES) failed. Unlike other 5xx answers its message reaches the caller,
 * because it says what did and did not happen ('Nada foi cadastrado'). Thrown where the cause is caught and
 * logged: the error handler does not log it again.
 */
export class BadGateway extends HttpError {
  readonly exposeServerError = true;

  constructor(message: string) {
    super(502, message);
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
