import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { afterLoginPath } from '../../../lib/route-rules';
import { getReturnPath } from '../../../lib/session/storage';

/**
 * Where a person goes once signed in: the redirect query (a local path), else the stored
 * return path, else `fallback`.
 */
export function useAfterLogin(fallback: string) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return useCallback(
    () => navigate(afterLoginPath(redirect, getReturnPath(), fallback), { replace: true }),
    [navigate, redirect, fallback],
  );
}
