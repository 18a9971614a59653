import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';

/**
 * An expired or revoked token sends the user to log in again, without reloading the app;
 * their cached answers go with it, as after a logout (the refused session has already
 * taken the shop's screens away: RequireRole). The cache is imported here, not loaded with
 * the entry: only signed-in screens hold one.
 */
export function useLoginAgainOnRefusal(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        void navigate('/auth', { replace: true });
        void import('../lib/query-client').then(({ queryClient }) => queryClient.clear());
      }),
    [navigate],
  );
}
