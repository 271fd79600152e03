import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor, IdAllocator, NameGuard, combineReceipts, type WriteReceipt } from '@pennant/core';
import { array, integer, named, nullable, object, optional, string, validate } from '@pennant/platform';
import { ProjectAccessFacts } from '@pennant/projects';
import { StoredTokenResolver } from '../../auth/stored-token-resolver';
import { GROUP_IDS, groupDecider, groupNameKey, groupStreamId, type GroupCommand } from '../../domain/group.decider';
import { GroupFacts } from '../../facts/group.facts';
import { UserFacts } from '../../facts/user.facts';
import { ManageGroupCommand } from './manage-groups.command';

/** Body of POST/PUT /api/admin/groups (Unleash's createGroupSchema: members as `{user: {id}}`). */
export const groupSchema = named(
  'createGroupSchema',
  object({
    name: string({ minLength: 1, maxLength: 255 }),
    description: optional(nullable(string({ maxLength: 1000 }))),
    users: optional(array(object({ user: object({ id: integer({ min: 1, max: 2147483647 }) }) }), { maxItems: 1000 })),
  }),
);

/** Groups, each on its own stream; names claimed under the name guard (ADR 0031). */
@CommandHandler(ManageGroupCommand)
export class ManageGroupHandler implements ICommandHandler<ManageGroupCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly users: UserFacts,
    private readonly groups: GroupFacts,
    private readonly memberships: ProjectAccessFacts,
    private readonly resolver: StoredTokenResolver,
    private readonly ids: IdAllocator,
    private readonly guard: NameGuard,
  ) {}

  async execute({ actor, operation: op }: ManageGroupCommand): Promise<{ id: number; receipt: WriteReceipt }> {
    const receipts: WriteReceipt[] = [];
    const run = async (command: GroupCommand) =>
      void receipts.push(
        (await this.executor.execute({ streamId: groupStreamId(command.id), decider: groupDecider, actor, command })).receipt,
      );
    let id: number;
    if (op.kind === 'delete') {
      await run({ kind: 'delete', id: op.id, assignments: await this.memberships.groupAssignments(op.id) });
      id = op.id;
    } else {
      const input = validate(groupSchema, op.body);
      const users = (input.users ?? []).map((u) => u.user.id);
      const knownUsers = await this.users.knownAmong(users);
      const group = { name: input.name, description: input.description ?? null, users };
      id = await this.guard.run([groupNameKey(group.name)], async (query) => {
        const taken = (except: number) => this.groups.nameTaken(group.name, except, query);
        if (op.kind === 'update')
          return (await run({ kind: 'update', id: op.id, group, knownUsers, nameTaken: await taken(op.id) }), op.id);
        const nameTaken = await taken(0);
        return this.ids.withNewId(
          GROUP_IDS,
          async (newId) => (await run({ kind: 'create', id: newId, group, knownUsers, nameTaken }), newId),
        );
      });
    }
    await this.resolver.refresh(); // members get (or lose) the group's project roles
    return { id, receipt: combineReceipts(receipts) };
  }
}
