import { Query } from '@nestjs/cqrs';

/**
 * The flags `child` may depend on (Unleash's parent options): active flags of its project, not
 * itself, that depend on nothing themselves (one level), by name. Empty when the child is not in
 * the project.
 */
export class GetParentOptionsQuery extends Query<string[]> {
  constructor(
    readonly project: string,
    readonly child: string,
  ) {
    super();
  }
}

/** Whether any flag of the project depends on another (see ADR 0039: Unleash answers for the whole instance); null for an unknown project. */
export class ProjectHasDependenciesQuery extends Query<boolean | null> {
  constructor(readonly project: string) {
    super();
  }
}

/**
 * The variant names a child may require of `parent` (Unleash's parent variants): the names of the
 * variants on the parent's strategies, in every environment, each once, in the order they first
 * appeared. Empty when the flag is not in the project.
 */
export class GetParentVariantsQuery extends Query<string[]> {
  constructor(
    readonly project: string,
    readonly parent: string,
  ) {
    super();
  }
}
