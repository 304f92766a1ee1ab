import type { Envelope } from '@cidpex/contracts';

export function ok<T>(data: T): Envelope<T> {
  return { success: true, data, errorCode: null, errorMsg: null };
}
