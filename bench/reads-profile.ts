import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { DataSource } from 'typeorm';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { parseSearchParams } from '@pennant/search';
import { buildSearchSql } from '../libs/search/src/queries/search-features/search-features.sql';
import { HttpClient } from './http-client';

/**
 * Where a search's time goes (BENCH_READS_PROFILE=1): for each of the first varied requests, one
 * at a time on an otherwise idle server — the parameter parsing, the SQL built, its round trip
 * through the service's own pool (prepared as the service prepares it), PostgreSQL's own planning
 * and execution time (EXPLAIN ANALYZE of the same statement, planned for its values), then the
 * whole HTTP request (never answered from the cache: the handler has not seen it). What the
 * request costs beyond the SQL is the HTTP layer and the answer's assembly.
 */
export async function profileSearches(app: NestFastifyApplication, baseUrl: string, token: string, paths: string[]) {
  const dataSource = app.get(DataSource);
  const client = new HttpClient(baseUrl, token, 1);
  const rows: {
    path: string;
    filters: string;
    parseMs: number;
    sqlMs: number;
    planMs: number;
    execMs: number;
    httpMs: number;
    plan: string;
  }[] = [];
  for (const path of paths) {
    const query = Object.fromEntries(new URL(path, 'http://x').searchParams.entries());
    const status = new URL(path, 'http://x').searchParams.getAll('status[]');
    if (status.length > 0) (query as Record<string, unknown>)['status[]'] = status;
    let t = performance.now();
    const params = parseSearchParams(query);
    const { text, values } = buildSearchSql(params, 'api-token:-42');
    const parseMs = performance.now() - t;
    t = performance.now();
    await dataSource.query(text, values);
    const sqlMs = performance.now() - t;
    const [explained] = (await dataSource.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${text.replace(/^\/\*.*?\*\/ /, '')}`, values)) as {
      'QUERY PLAN': { 'Planning Time': number; 'Execution Time': number; Plan: PlanNode }[];
    }[];
    const plan = explained['QUERY PLAN'][0];
    t = performance.now();
    const res = await client.send('GET', path);
    const httpMs = performance.now() - t;
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.body}`);
    rows.push({
      path,
      filters: [...new URL(path, 'http://x').searchParams.keys()]
        .filter((k) => !['offset', 'limit', 'sortOrder'].includes(k))
        .map((k) => (k === 'sortBy' ? `sortBy=${new URL(path, 'http://x').searchParams.get('sortBy')}` : k))
        .join('&'),
      parseMs,
      sqlMs,
      planMs: plan['Planning Time'],
      execMs: plan['Execution Time'],
      httpMs,
      plan: summarisePlan(plan.Plan),
    });
  }
  client.close();
  const sum = (key: 'parseMs' | 'sqlMs' | 'planMs' | 'execMs' | 'httpMs') => rows.reduce((n, r) => n + r[key], 0);
  const mean = (key: 'parseMs' | 'sqlMs' | 'planMs' | 'execMs' | 'httpMs') => Math.round((sum(key) / rows.length) * 100) / 100;
  const byFilter = new Map<string, { n: number; exec: number; http: number }>();
  for (const r of rows)
    for (const f of r.filters.split('&')) {
      const key = f.startsWith('sortBy=environment') ? 'sortBy=environment' : f;
      const e = byFilter.get(key) ?? { n: 0, exec: 0, http: 0 };
      byFilter.set(key, { n: e.n + 1, exec: e.exec + r.execMs, http: e.http + r.httpMs });
    }
  const slowest = [...rows].sort((a, b) => b.execMs - a.execMs).slice(0, 12);
  if (process.env.BENCH_READS_PROFILE_FILE) writeFileSync(process.env.BENCH_READS_PROFILE_FILE, JSON.stringify(rows, null, 1));
  return {
    requests: rows.length,
    meanMs: {
      parseAndBuild: mean('parseMs'),
      sqlRoundTrip: mean('sqlMs'),
      postgresPlanning: mean('planMs'),
      postgresExecution: mean('execMs'),
      http: mean('httpMs'),
      httpBeyondSql: Math.round(((sum('httpMs') - sum('sqlMs')) / rows.length) * 100) / 100,
    },
    byFilter: Object.fromEntries(
      [...byFilter.entries()]
        .sort((a, b) => b[1].exec / b[1].n - a[1].exec / a[1].n)
        .map(([k, v]) => [
          k,
          { n: v.n, meanExecMs: Math.round((v.exec / v.n) * 100) / 100, meanHttpMs: Math.round((v.http / v.n) * 100) / 100 },
        ]),
    ),
    slowest: slowest.map((r) => ({
      path: r.path,
      execMs: r.execMs,
      planMs: r.planMs,
      httpMs: Math.round(r.httpMs * 10) / 10,
      plan: r.plan,
    })),
  };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Total Time': number;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

/** The plan's nodes that took at least a millisecond, one line each. */
function summarisePlan(node: PlanNode, depth = 0): string {
  const self = `${'  '.repeat(depth)}${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : node['Relation Name'] ? ` ${node['Relation Name']}` : ''} ${node['Actual Total Time'].toFixed(1)}ms ×${node['Actual Loops']} rows ${node['Actual Rows']}`;
  const children = (node.Plans ?? [])
    .filter((c) => c['Actual Total Time'] * c['Actual Loops'] >= 1)
    .map((c) => summarisePlan(c, depth + 1));
  return [self, ...children].join('\n');
}

/** Profiles this process's main thread (the server) while `run` runs, into `file` (.cpuprofile, for Chrome DevTools). */
export async function cpuProfile<T>(file: string | undefined, run: () => Promise<T>): Promise<T> {
  if (!file) return run();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** Self time of a CPU profile by package (or our lib) and by function, in % of the samples. */
export function summariseCpuProfile(profile: { nodes: ProfileNode[]; samples: number[] }) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const counts = new Map<number, number>();
  for (const s of profile.samples) counts.set(s, (counts.get(s) ?? 0) + 1);
  const area = (url: string): string => {
    if (url === '') return '(native / idle / gc)';
    const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
    if (modules) return modules[1];
    const ours = /\/dist\/(libs\/[^/]+|apps\/[^/]+|bench)/.exec(url);
    if (ours) return ours[1];
    if (url.startsWith('node:')) return 'node core';
    return url;
  };
  const byArea = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, n] of counts) {
    const node = byId.get(id);
    if (!node) continue;
    const where = area(node.callFrame.url);
    byArea.set(where, (byArea.get(where) ?? 0) + n);
    const fn = `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.replace(/.*\/(node_modules|dist)\//, '')}:${node.callFrame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + n);
  }
  const total = profile.samples.length;
  const top = (m: Map<string, number>, k: number) =>
    Object.fromEntries(
      [...m.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, k)
        .map(([name, n]) => [name, Math.round((n / total) * 1000) / 10]),
    );
  return { samples: total, selfPercentByArea: top(byArea, 25), selfPercentByFunction: top(byFunction, 40) };
}
