/**
 * A request the simulated API refuses: rendered as the error envelope with this status and code. The one
 * error type of the sandbox; control methods misused by a test throw it too, so the message is the same.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const validationError = (message: string) => new ApiError(400, 'VALIDATION_ERROR', message);
export const serverNotFound = (id: string) =>
  new ApiError(404, 'SERVER_NOT_FOUND', `Server ${id} was not found`);
