import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { request } from '../../api/http';
import { AUTH_PATHS } from '../../lib/session';

/** Ends the session on the service, forgets every cached answer and shows the sign-in page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => request<void>('POST', AUTH_PATHS.logout),
    onSuccess: async () => {
      queryClient.clear();
      await navigate({ to: '/login', search: {} });
    },
  });
}
