import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const cruise = (cwd: string, ...args: string[]) =>
  spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs'),
      '--config',
      join(root, '.dependency-cruiser.cjs'),
      '--output-type',
      'err',
      ...args,
    ],
    { cwd, encoding: 'utf8' },
  );

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** `npm run lint` runs dependency-cruiser with these rules; a broken fixture proves each rule bites. */
describe('architecture boundaries (dependency-cruiser in npm run lint)', () => {
  it('reports every kind of violation in a tree that breaks each rule once, and fails', () => {
    const fixture = join(__dirname, 'fixture');
    expect(cruise(fixture, 'apps', 'libs').status).not.toBe(0);
    const result = cruise(fixture, '--output-type', 'json', 'apps', 'libs');
    const violations = (JSON.parse(result.stdout) as { summary: { violations: Violation[] } }).summary.violations;
    const broken = (rule: string) => violations.filter((v) => v.rule.name === rule).map((v) => `${v.from} → ${v.to}`);
    expect(broken('domain-has-no-framework').sort()).toEqual([
      expect.stringMatching(/^libs\/kernel\/src\/http-errors\.ts → .*fastify/),
      expect.stringMatching(/^libs\/shop\/src\/domain\/cart\.decider\.ts → .*typeorm/),
    ]);
    // The pure kernel (ADR 0068): domain and model folders and libs/kernel never import platform
    // (not even a type), use no Node built-in but crypto and util (node:net's isIP through one
    // kernel file), and the kernel imports only itself, the event catalog and libs/shared.
    expect(broken('pure-code-never-imports-platform')).toEqual(['libs/warehouse/src/model/shelf-answer.ts → libs/platform/src/http.ts']);
    expect(broken('pure-code-does-no-io').sort()).toEqual([
      'libs/kernel/src/clock.ts → os',
      'libs/warehouse/src/domain/shelf.decider.ts → fs',
    ]);
    expect(broken('kernel-imports-only-the-catalog').sort()).toEqual([
      expect.stringMatching(/^libs\/kernel\/src\/http-errors\.ts → .*fastify/),
      'libs/kernel/src/ids.ts → libs/shop/src/model/catalog.ts',
    ]);
    expect(broken('libs-never-import-apps')).toEqual(['libs/shop/src/domain/cart.decider.ts → apps/web/src/main.ts']);
    expect(broken('queries-never-import-domain')).toEqual(['libs/shop/src/queries/list-carts.ts → libs/shop/src/domain/cart.decider.ts']);
    expect(broken('domain-is-pure')).toEqual([
      'libs/shop/src/domain/cart.decider.ts → apps/web/src/main.ts',
      'libs/stock/src/domain/stock.decider.ts → libs/shop/src/domain/cart.decider.ts',
    ]);
    expect(broken('model-is-pure')).toEqual(['libs/shop/src/model/prices.ts → libs/shop/src/domain/cart.decider.ts']);
    expect(broken('apps-never-import-other-apps')).toEqual(['apps/worker/src/main.ts → apps/web/src/main.ts']);
    expect(broken('shared-lib-is-a-leaf')).toEqual(['libs/shared/src/rules.ts → libs/shop/src/model/catalog.ts']);
    expect(broken('console-never-imports-server-libs')).toEqual([
      'apps/console/src/features/checkout/checkout-api.ts → libs/shop/src/model/catalog.ts',
    ]);
    expect(broken('console-features-are-walled')).toEqual([
      'apps/console/src/features/cart/cart-page.tsx → apps/console/src/features/checkout/checkout-api.ts',
    ]);
    expect(broken('console-features-never-import-the-app')).toEqual([
      'apps/console/src/features/cart/cart-page.tsx → apps/console/src/app/header.ts',
    ]);
    expect(broken('console-shared-code-never-imports-features')).toEqual([
      'apps/console/src/components/button.tsx → apps/console/src/features/checkout/checkout-api.ts',
    ]);
    expect(broken('no-cycles')).toEqual([
      expect.stringMatching(/^apps\/worker\/src\/(jobs|main)\.ts → apps\/worker\/src\/(main|jobs)\.ts$/),
    ]);
    expect(broken('libs-in-declared-order')).toEqual(['libs/projects/src/default-strategy.ts → libs/features/src/strategy.ts']);
    // One violation per rule and nothing else: the fixture's "Allowed" imports stay allowed.
    expect(violations).toHaveLength(20);
  }, 60_000);
});
