import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, type Principal } from '@pennant/platform';
import { rootRolePermissions } from '../../model/root-permissions';
import { ROOT_ROLES } from '../../model/root-roles';
import { ListUsersQuery } from '../list-users/list-users.query';
import { FeedbackStore } from '../../sessions/feedback-store';
import { meSchema } from '../list-users/list-users.response';

export interface PermissionGrant {
  permission: string;
  project?: string;
  environment?: string;
}

/** What the caller may do, as Unleash lists it: root-role permissions, then each project role's, per project (and environment). */
export function grantsOf(principal: Principal): PermissionGrant[] {
  if (principal.type === 'admin') return [{ permission: 'ADMIN' }];
  const root = rootRolePermissions(principal.rootRole ?? 'Viewer').map((permission) => ({ permission }));
  const projects = Object.entries(principal.projectPermissions ?? {}).flatMap(([project, grants]) =>
    grants.map((g) => ({ permission: g.name, project, ...(g.environment !== undefined ? { environment: g.environment } : {}) })),
  );
  return [...root, ...projects];
}

/**
 * `GET /api/admin/user`: the signed-in user (or the admin token's user-like actor) and what they
 * may do — the console decides what to offer from this, the API still decides what to allow.
 */
@Controller('api/admin/user')
export class CurrentUserController {
  constructor(
    private readonly queries: QueryBus,
    private readonly feedback: FeedbackStore,
  ) {}

  @Access.authenticated()
  @Get()
  @ApiDoc({ summary: 'The signed-in user and their permissions', tag: 'Users', response: meSchema })
  async me(@CurrentPrincipal() principal: Principal) {
    const permissions = grantsOf(principal);
    if (principal.type !== 'user') {
      const adminRole = ROOT_ROLES.find((r) => r.name === 'Admin')?.id ?? 1;
      const user = {
        id: principal.actor.id,
        name: principal.actor.name,
        username: principal.actor.name,
        isAPI: true,
        accountType: 'API token',
        rootRole: adminRole,
      };
      return { user, permissions, feedback: [], splash: {} };
    }
    const [[user], feedback] = await Promise.all([
      this.queries.execute(new ListUsersQuery(principal.actor.id)),
      this.feedback.of(principal.actor.id),
    ]);
    return { user, permissions, feedback, splash: {} };
  }
}
