import { apiRecorded } from '../../../api/client';

export const TAG_TYPES_KEY = ['tag-types'] as const;

export type TagTypeBody = { name: string; description: string; icon: string | null };

export const createTagType = (body: TagTypeBody) => apiRecorded('post', '/api/admin/tag-types', { body });
/** The name is the path; the body holds only what an update may change. */
export const updateTagType = ({ name, ...body }: TagTypeBody) =>
  apiRecorded('put', '/api/admin/tag-types/{name}', { path: { name }, body });
export const deleteTagType = (name: string) => apiRecorded('delete', '/api/admin/tag-types/{name}', { path: { name } });

export function tagTypeBody(values: { name: string; description: string; icon: string }): TagTypeBody {
  // An emptied description is sent empty and an emptied icon as null, so that an edit clears them.
  return { name: values.name.trim(), description: values.description.trim(), icon: values.icon.trim() || null };
}
