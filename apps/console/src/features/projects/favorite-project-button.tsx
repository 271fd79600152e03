import { useQuery } from '@tanstack/react-query';
import { useRecordedWrite } from '../../api/use-recorded-write';
import { ErrorMessage } from '../../components/error-message';
import { PROJECTS_KEY, projectsQuery, setProjectFavorite } from '../../api/projects-api';

/** A star that marks the project as one of the caller's favorites; `favorite` defaults to the project list's answer. */
export function FavoriteProjectButton({ id, name, favorite }: { id: string; name: string; favorite?: boolean }) {
  const projects = useQuery({ ...projectsQuery, enabled: favorite === undefined });
  const current = favorite ?? projects.data?.find((p) => p.id === id)?.favorite === true;
  const mutation = useRecordedWrite((next: boolean) => setProjectFavorite(id, next), {
    what: (next) => `Project ${name} ${next ? 'added to' : 'removed from'} your favorites`,
    invalidates: [PROJECTS_KEY],
  });
  const shown = mutation.isPending ? mutation.variables : current;
  return (
    <>
      <button
        type="button"
        className={`star${shown ? ' star--on' : ''}`}
        aria-pressed={shown}
        aria-label={`Favorite project ${name}`}
        onClick={() => mutation.mutate(!shown)}
      >
        {shown ? '★' : '☆'}
      </button>
      {mutation.isError && <ErrorMessage error={mutation.error} />}
    </>
  );
}
