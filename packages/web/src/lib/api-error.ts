/** An answer that is not 2xx, or no answer at all (status 0). */
export class ApiError extends Error {
  readonly status: number;
  /** The server's Portuguese message ({message}), when it sent one. */
  readonly serverMessage: string | null;
  /** Field-level messages of a 400 answer ({errors:{field}}). */
  readonly fieldErrors: Record<string, string>;

  constructor(status: number, serverMessage: string | null, fieldErrors: Record<string, string> = {}) {
    super(serverMessage ?? (status === 0 ? 'no response' : `HTTP ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.fieldErrors = fieldErrors;
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
    return new ApiError(response.status, message, fieldErrors);
  }
}

/** The server's message when there is one, else the screen's own fallback (spec 000 §8, 001 §8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
