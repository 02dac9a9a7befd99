import { isApiErrorCode, type ApiErrorCode } from '@colabora/core/api-errors';

/** An answer that is not 2xx, or no answer at all (status 0). */
export class ApiError extends Error {
  readonly status: number;
  /** The server's Portuguese message ({message}), when it sent one. */
  readonly serverMessage: string | null;
  /** Field-level messages of a 400 answer ({errors:{field}}). */
  readonly fieldErrors: Record<string, string>;
  /** What the refusal was ({code}, core api-errors.ts): screens decide on it, never on the wording. */
  readonly code: ApiErrorCode | null;

  constructor(
    status: number,
    serverMessage: string | null,
    fieldErrors: Record<string, string> = {},
    code: ApiErrorCode | null = null,
  ) {
    super(serverMessage ?? (status === 0 ? 'no response' : `HTTP ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.fieldErrors = fieldErrors;
    this.code = code;
  }

  get isNetworkFailure(): boolean {
    return this.status === 0;
  }

  static async fromResponse(response: Response): Promise<ApiError> {
    const body: unknown = await response.json().catch(() => null);
    const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const message = typeof record.message === 'string' && record.message.trim() ? record.message : null;
    const errors = typeof record.errors === 'object' && record.errors !== null ? record.errors : {};
    const fieldErrors = Object.fromEntries(
      Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    return new ApiError(response.status, message, fieldErrors, isApiErrorCode(record.code) ? record.code : null);
  }
}

/** The server's message when there is one, else the screen's own fallback (spec 000 §8, 001 §8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** The refusal's code when the server sent one (core api-errors.ts), else null. */
export function errorCode(error: unknown): ApiErrorCode | null {
  return error instanceof ApiError ? error.code : null;
}

/**
 * What a screen with a fixed failure text shows (e.g. 001 §8 'Não foi possível salvar os dados'): that text,
 * unless the refusal carries a code, whose message is a reason the person must read (e.g. 'Esta etapa já foi
 * aprovada…'), so it is shown instead.
 */
export function fixedOrReasonMessage(error: unknown, fallback: string): string {
  return errorCode(error) !== null ? errorMessage(error, fallback) : fallback;
}
