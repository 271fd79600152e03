import { ErrorMessage } from '../../components/error-message';
import { setFavorite, useFlagMutation } from './flags-api';

/** A star that marks the flag as one of the caller's favorites (pinned first, on the dashboard). */
export function FavoriteButton({ project, name, favorite }: { project: string; name: string; favorite: boolean }) {
  const mutation = useFlagMutation((next: boolean) => setFavorite(project, name, next));
  const shown = mutation.isPending ? mutation.variables : favorite;
  return (
    <>
      <button
        type="button"
        className={`star${shown ? ' star--on' : ''}`}
        aria-pressed={shown}
        aria-label={`Favorite ${name}`}
        onClick={() => mutation.mutate(!shown)}
      >
        {shown ? '★' : '☆'}
      </button>
      {mutation.isError && <ErrorMessage error={mutation.error} />}
    </>
  );
}
