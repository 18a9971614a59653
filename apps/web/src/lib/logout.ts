import { useNavigate } from 'react-router';
import { queryClient } from './query-client';
import { clearSession } from './session';

/**
 * Logout (product §2 "Navigation"): clears local storage and the cached answers of this shop,
 * then goes to /.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    clearSession();
    queryClient.clear();
    void navigate('/');
  };
}
