import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { PENNANT_CONFIG, PG_POOL, withClusterLock } from '@pennant/core';
import { SYSTEM_ACTOR } from '@pennant/events';
import { ConfigError, logger, type PennantConfig } from '@pennant/platform';
import { ManageUserCommand } from '../commands/manage-users/manage-users.command';
import { CredentialStore } from './credential-store';
import { hashPassword, passwordProblems, randomPassword } from './passwords';

export interface FirstAdmin {
  username: string;
  /** The password to print: set only when it was generated now (never the operator's own). */
  generatedPassword: string | null;
}

/**
 * The first person who can sign in (ADR 0030). On a database where nobody has a password yet —
 * a first start, or a log restored without its credentials — the user `INIT_ADMIN_USER`
 * (default `admin`) gets the Admin root role (created when missing) and the password
 * `INIT_ADMIN_PASSWORD`, or a random one that the caller prints once. Several nodes starting
 * together take turns under one cluster-wide lock (ADR 0057): the first creates the user and
 * stores the password (and only it prints it), the others then find someone who can sign in and
 * do nothing. A generated password is the way in only on a service that listens on loopback
 * (ADR 0056): on any other address the start is refused, before the service listens, until
 * INIT_ADMIN_PASSWORD is set.
 */
@Injectable()
export class AdminBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
    private readonly credentials: CredentialStore,
    @Inject(PENNANT_CONFIG) private readonly config: PennantConfig,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async run(): Promise<FirstAdmin | null> {
    if (await this.credentials.anyone()) return null;
    return withClusterLock(this.pool, 'first-admin', () => this.underLock());
  }

  private async underLock(): Promise<FirstAdmin | null> {
    if (await this.credentials.anyone()) return null;
    const { initAdminUser: username, initAdminPassword } = this.config.signIn;
    if (initAdminPassword === null && !this.config.exposure.loopbackOnly)
      throw new ConfigError([
        `HOST=${this.config.host} is not a loopback address, and nobody can sign in yet: a generated first admin password would be printed ` +
          'and be the way in from the network. Set INIT_ADMIN_PASSWORD (at least 10 characters) for the first admin ' +
          `(${username}, or INIT_ADMIN_USER), and PENNANT_PUBLIC_URL to the address people use; or leave HOST unset to listen on 127.0.0.1 only.`,
      ]);
    const problems = initAdminPassword === null ? [] : passwordProblems(initAdminPassword);
    if (problems.length > 0)
      logger.warn('INIT_ADMIN_PASSWORD breaks the password rules; it is used for the first admin anyway', { problems });
    const userId = (await this.userNamed(username)) ?? (await this.create(username));
    const password = initAdminPassword ?? randomPassword();
    if (!(await this.credentials.setIfNone(userId, await hashPassword(password)))) return null;
    logger.info('first admin can sign in', {
      username,
      userId,
      passwordFrom: initAdminPassword === null ? 'generated' : 'INIT_ADMIN_PASSWORD',
    });
    return { username, generatedPassword: initAdminPassword === null ? password : null };
  }

  private async userNamed(name: string): Promise<number | null> {
    const rows = (await this.dataSource.query(
      'SELECT id FROM rm_users WHERE NOT is_service AND (username = $1 OR lower(email) = lower($1)) ORDER BY id LIMIT 1',
      [name],
    )) as { id: number }[];
    return rows[0]?.id ?? null;
  }

  private async create(name: string): Promise<number> {
    const isEmail = /^[^\s@]+@[^\s@]+$/.test(name);
    const operation = { kind: 'create' as const, email: isEmail ? name : null, username: isEmail ? null : name, name: null, rootRole: 1 };
    const { id } = await this.commands.execute(new ManageUserCommand(SYSTEM_ACTOR, operation));
    return id;
  }
}
