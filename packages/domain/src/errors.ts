/** Every failure the API reports, with the HTTP status it maps to (product §12). */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  LIMIT_REACHED: 402,
  FORBIDDEN: 403,
  PLAN_RESTRICTED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
} as const;

export type AppErrorCode = keyof typeof ERROR_STATUS;

export type AppErrorOptions = {
  /** Overrides the code's usual status, e.g. 422 for an idempotency key reused with another body. */
  status?: number;
  /** Field path → message, answered as `errors`. */
  errors?: Record<string, string>;
};

/** The one error type services throw; the server maps it to `{ message, errors? }` and its status. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly errors?: Record<string, string>;

  constructor(code: AppErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? ERROR_STATUS[code];
    if (options.errors) this.errors = options.errors;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
