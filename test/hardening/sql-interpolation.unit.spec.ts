import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The rule: SQL text is built only from constants and placeholders; values travel as bind
 * parameters ($1, $2, …). Concretely, in every template literal of apps/ and libs/ (tests
 * excepted) that reads as SQL (an upper-case SQL keyword, a `::type` cast or `= ${`), each
 * `${…}` must be one of:
 *   1. an UPPER_SNAKE_CASE constant (a module-level SQL fragment or number), optionally with
 *      `.replace('literal', 'literal')`;
 *   2. a placeholder from a bind collector: `${binds.add(value, 'cast')}` returns `$n::cast`;
 *   3. a choice between two string literals: `${flag ? 'AND …' : ''}`;
 *   4. `${something.length}` (a count, a number);
 *   5. a local fragment listed below, per file, with the reason it only holds rules 1–4 output.
 * And no SQL keyword string is ever concatenated with `+`. To check a file by hand:
 *   grep -nE '`[^`]*(SELECT|WHERE|FROM|INSERT INTO|UPDATE|DELETE FROM)[^`]*\$\{' <file>
 * A new interpolation fails this test until it is rewritten as a bind parameter or listed here.
 */
const FRAGMENTS: Record<string, { names: string[]; reason: string }> = {
  'libs/search/src/queries/search-features/search-features.sql.ts': {
    names: [
      'pattern',
      'tags',
      'binds.add(filter.values[0], type)',
      'favoriteRank',
      'where',
      'user',
      'values',
      'states',
      'sortExpression(p.sortBy, binds)',
      'alias',
      'direction',
      'nulls',
      'byRank',
      'byPageRank',
      'columns',
      'window',
      'ctes',
      'midnight',
      'envs',
      'column',
      'environment',
      "binds.add(s.enabled, 'boolean')",
      "pairs.join(' OR ')",
      "each.join(' OR ')",
      'matching',
      'tests.any()',
      'tests.all()',
      'planning',
      'names',
      'PROJECTS_HAVING(environment)',
      "FLAGS_WITH_SEGMENTS(binds.add(names, 'text[]'))",
      "FLAGS_WITH_SEGMENTS(binds.add([name], 'text[]'))",
      'usageJoin',
      'favourite',
    ],
    reason:
      'the search SQL builder: every value goes through Binds.add ($n); sort columns come from a switch over a closed union; PROJECTS_HAVING and FLAGS_WITH_SEGMENTS wrap a $n placeholder in a constant subquery; usageJoin is the constant USAGE_JOIN or nothing',
  },
  'libs/search/src/projections/feature-search.projection.ts': {
    names: ['table', 'nameColumn', "tagsOf('f.name')"],
    reason: 'iterates the constant FEATURE_CHILD_TABLES; tagsOf is called with constant column expressions only',
  },
  'libs/core/src/read-model-history.ts': {
    names: ['table'],
    reason: 'iterates the constant `tables` of registered projections, each checked against /^rm_[a-z_]+$/',
  },
  'libs/projections/src/rebuild/replay.ts': {
    names: ['schema', 'table'],
    reason:
      "DDL cannot take bind parameters: the scratch schema is checked against /^[a-z][a-z0-9_]{0,40}$/ (not public, pg_*, rebuild_*), tables are the projections' constant lists checked against /^rm_[a-z_]+$/",
  },
  'apps/cli/src/main.ts': { names: ['result.schema'], reason: 'a hint printed for the operator, not SQL sent anywhere' },
  'apps/admin-api/src/projections/projections.controller.ts': {
    names: ['result.schema'],
    reason: 'hints returned to the operator, not SQL sent anywhere',
  },
  'libs/projections/src/rebuild/projection-rebuild.ts': {
    names: [
      'schema',
      'green.schema',
      'liveTables',
      'table',
      'ident(moved.indexname)',
      'ident(twin.indexname)',
      'method',
      'ident(indexname)',
    ],
    reason:
      "DDL cannot take bind parameters: the schema is derived from a projection name checked against /^[a-z][a-z0-9-]*$/, tables are the projection's constant list checked against /^rm_[a-z_]+$/, index names come from pg_indexes and are quoted; `method` is the `USING …` part of a live index definition read from pg_indexes",
  },
  'libs/projections/src/rebuild/green-tables.ts': {
    names: [
      'schema',
      'green.schema',
      'liveTables',
      'table',
      'ident(moved.indexname)',
      'ident(twin.indexname)',
      'method',
      'ident(indexname)',
      'storage',
    ],
    reason:
      "DDL cannot take bind parameters: the schema is derived from a projection name checked against /^[a-z][a-z0-9-]*$/, tables are the projection's constant list checked against /^rm_[a-z_]+$/, index names come from pg_indexes and are quoted; `method` is the `USING …` part of a live index definition read from pg_indexes; `storage` is the live table's reloptions (name=value pairs) read from pg_class",
  },
  'libs/projections/src/rebuild/interrupted-rebuilds.ts': {
    names: ['schema'],
    reason:
      'a schema name cannot be a bind parameter: rebuildSchema() derives it from a projection name checked against /^[a-z][a-z0-9-]*$/',
  },
  'libs/event-log/src/queries/search-events/search-events.handler.ts': {
    names: ['where'],
    reason: 'a constant WHERE clause with $n placeholders, shared by the page and the count query',
  },
  'libs/projections/src/checkpoint-advance.ts': {
    names: ["args.join(', ')"],
    reason:
      'the checkpoint compare-and-set sent with COMMIT in one simple-protocol message (no bind parameters possible): a quoted constant projection name, integers checked by Number.isSafeInteger and an ISO timestamp from Date.toISOString',
  },
  'apps/admin-api/src/writes/idempotency-records.ts': {
    names: [
      'column',
      "WRITE_RANGE('r.write_id')",
      "postgres ? `ARRAY(SELECT position FROM es_events WHERE ${WRITE_RANGE('r.write_id')} ORDER BY position)::text[]` : `'{}'::text[]`",
    ],
    reason: "WRITE_RANGE takes only the constant column 'r.write_id' (by type); the positions column is one of two constant texts",
  },
  'libs/client-api/src/queries/applications/applications.store.ts': {
    names: ['order'],
    reason: "the constant 'ASC' or 'DESC', chosen by a comparison",
  },
  'libs/projects/src/queries/project-status/project-status.handler.ts': {
    names: ["STAGE('n')", "STAGE('l')"],
    reason: "STAGE takes a table alias, typed as the constants 'n' | 'l'",
  },
  'libs/impact-metrics/src/commands/record-impact-metrics/record-impact-metrics-series.store.ts': {
    names: ['column', "sum('count')"],
    reason: "sum takes a column name typed as the constant 'count'",
  },
  'libs/projects/src/queries/list-projects/list-projects-onboarding.response.ts': {
    names: ['project'],
    reason: "typed as the column 'p.id' or a `$n` placeholder: a value cannot be passed",
  },
  'libs/projects/src/queries/list-projects/list-projects.handler.ts': {
    names: ["onboardingColumns('p.id')"],
    reason: 'a constant fragment built from a constant column name',
  },
  'libs/change-requests/src/queries/change-request.response.ts': {
    names: ['where'],
    reason: 'callers pass literal conditions with $n placeholders and the params array',
  },
};

const ALLOWED: RegExp[] = [
  /^[A-Z][A-Z0-9_]*$/,
  /^[A-Z][A-Z0-9_]*\.replace\('[^'$]*', '[^']*'\)$/,
  /^binds\.add\(/,
  /^[\w.]+ \? '[^'`]*' : '[^'`]*'$/,
  /^[\w.]+\.length$/,
];

const SQL_LIKE =
  /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM|WHERE|VALUES|ORDER BY|GROUP BY|CREATE|ALTER|DROP|FROM|JOIN|LIMIT|OFFSET|AND|OR|NOT|IN|ANY|ILIKE|LIKE|EXISTS|CASE|WHEN|IS NULL|COALESCE|SET)\b|::(text|int|integer|jsonb|bigint)\b|= \$\{/;
const CONCATENATED_SQL = /(['"])[^'"\n]*\b(SELECT|INSERT INTO|UPDATE|DELETE FROM|WHERE)\b[^'"\n]*\1\s*\+/;

const ROOT = join(__dirname, '../..');

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') sourceFiles(path, out);
    } else if (path.endsWith('.ts') && !path.endsWith('.spec.ts')) out.push(path);
  }
  return out;
}

interface Template {
  line: number;
  text: string;
  expressions: string[];
}

/** Template literals of a TypeScript file, nested ones included, with their `${…}` expressions. */
function templateLiterals(src: string): Template[] {
  const found: Template[] = [];
  let i = 0;
  const skipQuoted = (quote: string) => {
    i += 1;
    while (i < src.length && src[i] !== quote) i += src[i] === '\\' ? 2 : 1;
    i += 1;
  };
  const readTemplate = (): void => {
    const start = i;
    i += 1;
    let text = '';
    const expressions: string[] = [];
    while (i < src.length && src[i] !== '`') {
      if (src[i] === '\\') {
        text += src.slice(i, i + 2);
        i += 2;
      } else if (src[i] === '$' && src[i + 1] === '{') {
        i += 2;
        const from = i;
        let depth = 1;
        while (i < src.length) {
          const c = src[i];
          if (c === '`') readTemplate();
          else if (c === "'" || c === '"') skipQuoted(c);
          else {
            if (c === '{') depth += 1;
            if (c === '}' && --depth === 0) break;
            i += 1;
          }
        }
        expressions.push(src.slice(from, i).trim());
        text += '${}';
        i += 1;
      } else {
        text += src[i];
        i += 1;
      }
    }
    i += 1;
    found.push({ line: src.slice(0, start).split('\n').length, text, expressions });
  };
  while (i < src.length) {
    const c = src[i];
    if (c === '/' && src[i + 1] === '/') i = src.indexOf('\n', i) < 0 ? src.length : src.indexOf('\n', i);
    else if (c === '/' && src[i + 1] === '*') i = src.indexOf('*/', i) + 2;
    else if (c === "'" || c === '"') skipQuoted(c);
    else if (c === '`') readTemplate();
    else i += 1;
  }
  return found;
}

describe('SQL is built with bind parameters only', () => {
  const files = [...sourceFiles(join(ROOT, 'libs')), ...sourceFiles(join(ROOT, 'apps'))];

  it('scans the sources (sanity: the scanner sees the known SQL builders)', () => {
    const search = readFileSync(join(ROOT, 'libs/search/src/queries/search-features/search-features.sql.ts'), 'utf8');
    expect(templateLiterals(search).filter((t) => SQL_LIKE.test(t.text)).length).toBeGreaterThan(5);
    expect(templateLiterals('q(`SELECT * FROM t WHERE a = ${x} AND ${y ? `b` : ""}`)').map((t) => t.expressions)).toEqual([
      [],
      ['x', 'y ? `b` : ""'],
    ]);
  });

  it('every ${…} inside SQL text is a constant, a placeholder or a listed fragment', () => {
    const offenders: string[] = [];
    let checked = 0;
    for (const file of files) {
      const rel = relative(ROOT, file);
      const src = readFileSync(file, 'utf8');
      for (const t of templateLiterals(src)) {
        if (!SQL_LIKE.test(t.text)) continue;
        for (const expression of t.expressions) {
          checked += 1;
          if (ALLOWED.some((re) => re.test(expression)) || FRAGMENTS[rel]?.names.includes(expression)) continue;
          offenders.push(`${rel}:${t.line} \${${expression}}`);
        }
      }
      src.split('\n').forEach((line, n) => {
        if (CONCATENATED_SQL.test(line)) offenders.push(`${rel}:${n + 1} SQL text concatenated with +`);
      });
    }
    expect(checked).toBeGreaterThan(30);
    expect(offenders).toEqual([]);
  });

  it('the rule catches an interpolated value', () => {
    const bad = templateLiterals("db.query(`SELECT * FROM rm_features WHERE name = '${name}'`)")[0];
    expect(bad.expressions.filter((e) => !ALLOWED.some((re) => re.test(e)))).toEqual(['name']);
  });
});
