import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * What the access lib asks about project memberships before it deletes a group or a custom role
 * (ADR 0045): the rows are the catalog projection's (rm_project_access), so the fact lives here;
 * the access lib depends on this lib, never the other way round.
 */
@Injectable()
export class ProjectAccessFacts {
  constructor(private readonly dataSource: DataSource) {}

  /** In how many projects the group holds roles (one row per project and role). */
  async groupAssignments(groupId: number): Promise<number> {
    return (
      (await this.dataSource.query(`SELECT count(*)::int AS n FROM rm_project_access WHERE subject_kind = 'group' AND subject_id = $1`, [
        groupId,
      ])) as { n: number }[]
    )[0].n;
  }

  /** How many memberships (users and groups, all projects) hold the role. */
  async roleAssignments(roleId: number): Promise<number> {
    return (
      (await this.dataSource.query('SELECT count(*)::int AS n FROM rm_project_access WHERE role_id = $1', [roleId])) as { n: number }[]
    )[0].n;
  }
}
