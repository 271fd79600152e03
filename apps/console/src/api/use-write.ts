import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write through the API; afterwards every cached answer under `keys` is fetched again (the
 * API's read-your-writes contract makes the refetch exact). `then` runs first, with the answer.
 */
export function useWrite<V, R>(
  write: (variables: V) => Promise<R>,
  keys: readonly QueryKey[],
  then?: (result: R, variables: V) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: then,
    onSettled: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
