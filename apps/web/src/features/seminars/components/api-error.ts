import { ApiError, RequestCancelled } from '../../../lib/http/client';

/** The text of a refusal (the server's message in the caller's language), or the §8 fallback. */
export function errorText(err: unknown, fallback: string): string | null {
  if (err instanceof RequestCancelled) return null;
  return err instanceof ApiError ? err.message : fallback;
}
