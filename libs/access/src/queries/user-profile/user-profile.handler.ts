import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ROOT_ROLES } from '../../model/root-roles';
import { CredentialStore } from '../../sessions/credential-store';
import { GetUserProfileQuery, Profile } from './user-profile.query';

/**
 * The projects where the user holds a role (themselves or through a group), by id, and the
 * groups they belong to, by name.
 */
const PROFILE_SQL = `SELECT u.root_role,
  coalesce((SELECT array_agg(DISTINCT pa.project ORDER BY pa.project) FROM rm_project_access pa
             WHERE (pa.subject_kind = 'user' AND pa.subject_id = u.id)
                OR (pa.subject_kind = 'group' AND pa.subject_id IN (SELECT group_id FROM rm_group_users WHERE user_id = u.id))), '{}') AS projects,
  coalesce((SELECT json_agg(json_build_object('id', g.id, 'name', g.name, 'description', g.description) ORDER BY g.name, g.id)
              FROM rm_groups g JOIN rm_group_users gu ON gu.group_id = g.id WHERE gu.user_id = u.id), '[]') AS groups
  FROM rm_users u WHERE u.id = $1`;

@QueryHandler(GetUserProfileQuery)
export class GetUserProfileHandler implements IQueryHandler<GetUserProfileQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly credentials: CredentialStore,
  ) {}

  async execute({ userId }: GetUserProfileQuery): Promise<Profile | null> {
    const [row] = (await this.dataSource.query(PROFILE_SQL, [userId])) as {
      root_role: number;
      projects: string[];
      groups: Profile['groups'];
    }[];
    if (!row) return null;
    const role = ROOT_ROLES.find((r) => r.id === row.root_role) ?? ROOT_ROLES[ROOT_ROLES.length - 1];
    return {
      rootRole: { id: role.id, type: 'root', name: role.name, description: role.description },
      projects: row.projects,
      groups: row.groups,
      // Pennant sends no e-mail, so there is nothing to subscribe to.
      subscriptions: [],
      features: [],
      canChangePassword: await this.credentials.has(userId),
    };
  }
}
