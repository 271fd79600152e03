require('/work/main/dist/libs/platform/src/runtime/register-aliases');
const { Client } = require('pg');
const { parseSearchParams } = require('/work/main/dist/libs/search/src/queries/search-features/search-params.parser.js');
const neu = require('/work/main/dist/libs/search/src/queries/search-features/search-sql.js');
const old = require('./old-search-sql.js');
const QUERIES = {
  text: { query: 'scale-12', limit: '25', offset: '1000' },
  typeTag: { type: 'IS:experiment', tag: 'INCLUDE:simple:team-7', sortBy: 'name', sortOrder: 'asc', limit: '25', offset: '1000' },
  status: { status: 'development:enabled', project: 'IS:scale-3', limit: '25', offset: '1000' },
  overview: { project: 'IS:scale-5', limit: '25', sortBy: 'createdAt', sortOrder: 'desc', offset: '1000' },
};
(async () => {
  const c = new Client({ connectionString: process.env.URL });
  await c.connect(); if (process.env.RPC) await c.query('SET random_page_cost = ' + process.env.RPC);
  const only = process.argv[2];
  for (const [name, q] of Object.entries(QUERIES)) {
    if (only && only !== name) continue;
    for (const [label, b] of [['old', old], ['new', neu]]) {
      const { text, values } = b.buildSearchSql(parseSearchParams(q), 1);
      let best = Infinity; let plan;
      for (let i = 0; i < 4; i++) {
        const r = await c.query('EXPLAIN (ANALYZE, BUFFERS off) ' + text, values);
        const lines = r.rows.map((x) => x['QUERY PLAN']);
        const ms = lines.filter((l) => /Planning Time|Execution Time/.test(l)).map((l) => Number(l.match(/([\d.]+) ms/)[1]));
        const tot = ms.reduce((a, b) => a + b, 0);
        if (tot < best) { best = tot; plan = lines; }
      }
      const res = await c.query(text, values);
      console.log(`${name} ${label}: ${best.toFixed(1)} ms (plan+exec) total=${res.rows[0]?.total} first=${res.rows[0]?.name} rows=${res.rows.length}`);
      if (process.env.PLAN) console.log(plan.join('\n'));
    }
  }
  await c.end();
})();
