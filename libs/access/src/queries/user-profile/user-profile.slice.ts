import { Controller, Get } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import {
  Access,
  ApiDoc,
  array,
  boolean,
  constant,
  CurrentPrincipal,
  integer,
  named,
  NotFoundError,
  nullable,
  object,
  string,
  type Infer,
  type Principal,
} from '@pennant/platform';
import { ROOT_ROLES } from '../../model/root-roles';
import { CredentialStore } from '../../sessions/credential-store';

/** Unleash's profileSchema (`features` is always empty there too: deprecated). */
const profileSchema = named(
  'profileSchema',
  object(
    {
      rootRole: object({ id: integer({ min: 0 }), type: constant('root'), name: string(), description: string() }, { strict: true }),
      projects: array(string(), { maxItems: 100000 }),
      groups: array(object({ id: integer(), name: string(), description: nullable(string()) }, { strict: true }), { maxItems: 100000 }),
      subscriptions: array(string(), { maxItems: 10 }),
      features: array(string(), { maxItems: 0 }),
      canChangePassword: boolean(),
    },
    { strict: true },
  ),
);

export type Profile = Infer<typeof profileSchema>;

export class GetUserProfileQuery extends Query<Profile | null> {
  constructor(readonly userId: number) {
    super();
  }
}

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

@Controller('api/admin/user/profile')
export class UserProfileController {
  constructor(private readonly queries: QueryBus) {}

  /** The signed-in user's root role, projects and groups (Unleash's profileSchema). */
  @Access.user()
  @Get()
  @ApiDoc({ summary: "The caller's profile: root role, projects, groups", tag: 'Users', response: profileSchema, errors: [401, 403] })
  async profile(@CurrentPrincipal() principal: Principal): Promise<Profile> {
    const profile = await this.queries.execute(new GetUserProfileQuery(principal.actor.id));
    if (!profile) throw new NotFoundError('Your user account no longer exists.');
    return profile;
  }
}
