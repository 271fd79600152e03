require('/work/main/dist/libs/platform/src/runtime/register-aliases');
const { Client } = require('pg');
const { loadFeature } = require('/work/main/dist/libs/features/src/queries/get-feature/get-feature.handler.js');
(async () => {
  const c = new Client({ connectionString: process.env.URL });
  await c.connect();
  let captured;
  await loadFeature({ query: async (s, p) => { captured = [s, p]; return []; } }, 'default', 'f1', false);
  for (let i = 0; i < 3; i++) {
    const r = await c.query('EXPLAIN (ANALYZE, SUMMARY, BUFFERS off) ' + captured[0], captured[1]);
    const lines = r.rows.map((x) => x['QUERY PLAN']);
    console.log(lines.filter((l) => /Planning|Execution/.test(l)).join(' | '));
  }
  await c.end();
})();
