import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, type WriteReceipt } from '@pennant/core';
import { BadDataError, NotFoundError } from '@pennant/platform';
import { projectDecider, projectStreamIdOf } from '@pennant/projects';
import { StoredTokenResolver } from '../../auth/stored-token-resolver';
import { BUILT_IN_PROJECT_ROLES } from '../../domain/project-roles';
import { GroupFacts } from '../../facts/group.facts';
import { RoleFacts } from '../../facts/role.facts';
import { UserFacts } from '../../facts/user.facts';
import { ManageProjectAccessCommand } from './manage-project-access.command';

@CommandHandler(ManageProjectAccessCommand)
export class ManageProjectAccessHandler implements ICommandHandler<ManageProjectAccessCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly users: UserFacts,
    private readonly groups: GroupFacts,
    private readonly roles: RoleFacts,
    private readonly resolver: StoredTokenResolver,
  ) {}

  /** Checks that the roles are project roles and the users and groups exist (read models), then lets the project decide. */
  async execute({ actor, project, operation: op }: ManageProjectAccessCommand): Promise<WriteReceipt> {
    const roles = op.kind === 'add-access' || op.kind === 'set-roles' ? op.roles : op.kind === 'delete-roles' ? [] : [op.roleId];
    const custom = await this.roles.customAmong(roles);
    const unknownRoles = roles.filter((r) => !custom.includes(r) && !BUILT_IN_PROJECT_ROLES.some((b) => b.id === r));
    if (unknownRoles.length > 0)
      throw new BadDataError(`Not a project role: ${unknownRoles.join(', ')} (project roles are Owner 4, Member 5 and custom roles).`, [
        { path: 'body.roles', message: 'must be ids of project roles' },
      ]);
    const users = op.kind === 'add-access' ? op.users : op.subject === 'user' ? [op.id] : [];
    const groups = op.kind === 'add-access' ? op.groups : op.subject === 'group' ? [op.id] : [];
    const knownUsers = await this.users.knownAmong(users);
    const knownGroups = await this.groups.knownAmong(groups);
    const missing = [
      ...users.filter((u) => !knownUsers.includes(u)).map((u) => `user ${u}`),
      ...groups.filter((g) => !knownGroups.includes(g)).map((g) => `group ${g}`),
    ];
    // Removing access from a user or group that no longer exists stays possible.
    if (missing.length > 0 && op.kind !== 'delete-roles' && op.kind !== 'remove-role')
      throw new NotFoundError(`Could not find ${missing.join(', ')}.`);
    const { receipt } = await this.executor.execute({
      streamId: projectStreamIdOf(project),
      decider: projectDecider(project),
      actor,
      command: op,
    });
    await this.resolver.refresh(); // what members may do in the project changed
    return receipt;
  }
}
