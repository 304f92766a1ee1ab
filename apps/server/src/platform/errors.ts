import { ERROR_HTTP_STATUS, ErrorCode, type ErrorCodeName } from '@cidpex/contracts';

/**
 * A refusal the caller should see: a code of the contracts' catalog, optional
 * placeholders for its message, and an HTTP status (from the catalog unless given).
 */
export class AppError extends Error {
  readonly code: ErrorCodeName;
  readonly params: Record<string, string | number>;
  readonly status: number;
  /** What the envelope's `data` carries beside the message (e.g. `retryAfterSeconds`); null by default. */
  readonly data: Record<string, unknown> | null;

  constructor(
    code: ErrorCodeName,
    params: Record<string, string | number> = {},
    status?: number,
    data: Record<string, unknown> | null = null,
  ) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.params = params;
    this.status = status ?? ERROR_HTTP_STATUS[code] ?? 400;
    this.data = data;
  }

  get numericCode(): number {
    return ErrorCode[this.code];
  }
}

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
