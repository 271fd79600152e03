import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, IdAllocator, NameGuard, combineReceipts, type WriteReceipt } from '@pennant/core';
import { array, named, object, oneOf, optional, string, validate } from '@pennant/platform';
import { StoredTokenResolver } from '../../auth/stored-token-resolver';
import { PROJECT_PERMISSIONS } from '../../domain/project-roles';
import { ROLE_IDS, roleDecider, roleNameKey, roleStreamId, type RoleCommand } from '../../domain/role.decider';
import { EnvironmentFacts, ProjectAccessFacts } from '@pennant/projects';
import { RoleFacts } from '../../facts/role.facts';
import { ManageRoleCommand } from './manage-roles.command';

/** Body of POST/PUT /api/admin/roles (Unleash's createRoleWithPermissionsSchema; custom project roles only). */
export const roleSchema = named(
  'createRoleWithPermissionsSchema',
  object({
    name: string({ minLength: 1, maxLength: 255 }),
    description: optional(string({ maxLength: 1000 })),
    type: optional(oneOf(['custom'] as const)),
    permissions: array(object({ name: oneOf(PROJECT_PERMISSIONS), environment: optional(string({ minLength: 1, maxLength: 100 })) }), {
      maxItems: 200,
    }),
  }),
);

/** Custom roles, each on its own stream; names claimed under the name guard (ADR 0031). */
@CommandHandler(ManageRoleCommand)
export class ManageRoleHandler implements ICommandHandler<ManageRoleCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly roles: RoleFacts,
    private readonly memberships: ProjectAccessFacts,
    private readonly environmentFacts: EnvironmentFacts,
    private readonly resolver: StoredTokenResolver,
    private readonly ids: IdAllocator,
    private readonly guard: NameGuard,
  ) {}

  async execute({ actor, operation: op }: ManageRoleCommand): Promise<{ id: number; receipt: WriteReceipt }> {
    const receipts: WriteReceipt[] = [];
    const run = async (command: RoleCommand) =>
      void receipts.push(
        (await this.executor.execute({ streamId: roleStreamId(command.id), decider: roleDecider, actor, command })).receipt,
      );
    let id: number;
    if (op.kind === 'delete') {
      await run({ kind: 'delete', id: op.id, assignments: await this.memberships.roleAssignments(op.id) });
      id = op.id;
    } else {
      const input = validate(roleSchema, op.body);
      const environments = await this.environmentFacts.allNames();
      const role = { name: input.name, description: input.description ?? '', permissions: input.permissions };
      id = await this.guard.run([roleNameKey(role.name)], async (query) => {
        const taken = (except: number) => this.roles.nameTaken(role.name, except, query);
        if (op.kind === 'update')
          return (await run({ kind: 'update', id: op.id, role, environments, nameTaken: await taken(op.id) }), op.id);
        const nameTaken = await taken(0);
        return this.ids.withNewId(
          ROLE_IDS,
          async (newId) => (await run({ kind: 'create', id: newId, role, environments, nameTaken }), newId),
        );
      });
    }
    await this.resolver.refresh(); // a role's permissions are what its holders may do
    return { id, receipt: combineReceipts(receipts) };
  }
}
