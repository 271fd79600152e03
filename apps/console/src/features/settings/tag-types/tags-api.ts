import { apiRecorded } from '../../../api/client';
import type { Tag } from '../../../lib/flag-model';

/** Removes a tag from every flag that carries it (the tag itself goes too). */
export const deleteTag = ({ type, value }: Tag) => apiRecorded('delete', '/api/admin/tags/{type}/{value}', { path: { type, value } });
