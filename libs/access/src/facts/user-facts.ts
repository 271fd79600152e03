import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ADMIN_ROOT_ROLE } from '../domain/user.decider';

/**
 * What commands and the sign-in ask about users, answered from the access read model (rm_users,
 * caught up after each write; ADR 0045). Users and service accounts share the table: a *user* is
 * a row that is not a service account; an *active* user one that is not deactivated (ADR 0046).
 */
@Injectable()
export class UserFacts {
  constructor(private readonly dataSource: DataSource) {}

  /** How many active Admin users there are besides `id` (a deactivation may not remove the last one). */
  async otherActiveAdmins(id: number): Promise<number> {
    const [row] = (await this.dataSource.query('SELECT count(*)::int AS n FROM rm_users WHERE NOT is_service AND is_active AND root_role = $2 AND id <> $1', [id, ADMIN_ROOT_ROLE])) as { n: number }[];
    return row.n;
  }
}
