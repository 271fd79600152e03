/**
 * What this process knows about the health of the database it runs itself (the embedded
 * PostgreSQL). `external` with DATABASE_URL: the service does not run that server, and a
 * liveness probe must not restart every node because it is down (`/ready` reports that).
 */
export type DatabaseProcessState = 'external' | 'up' | 'restarting' | 'down' | 'stopping';

export interface DatabaseProcessHealth {
  state: DatabaseProcessState;
  /** When the state last changed (ISO). */
  since: string;
  /** Restarts after an unexpected exit since the service started. */
  restarts: number;
  /** How the server last exited unexpectedly, e.g. `signal SIGKILL`. */
  lastExit: string | null;
}

const health: DatabaseProcessHealth = { state: 'external', since: new Date().toISOString(), restarts: 0, lastExit: null };

/** Process-wide, like the server it describes: set by main.ts's supervisor, read by `GET /health`. */
export const embeddedDatabaseHealth = {
  current(): Readonly<DatabaseProcessHealth> {
    return { ...health };
  },
  /** False while the embedded server is down or restarting: the service cannot answer. */
  healthy(): boolean {
    return health.state === 'external' || health.state === 'up' || health.state === 'stopping';
  },
  set(state: DatabaseProcessState, change: Partial<Pick<DatabaseProcessHealth, 'lastExit'>> & { restarted?: boolean } = {}): void {
    if (health.state !== state) health.since = new Date().toISOString();
    health.state = state;
    if (change.lastExit !== undefined) health.lastExit = change.lastExit;
    if (change.restarted) health.restarts += 1;
  },
};
