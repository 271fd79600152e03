import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { createApp } from '../apps/admin-api/src/create-app';
import { HttpClient } from './http-client';
import { forEachConcurrently } from './stats';
import { benchConfig } from './config';

/**
 * The console's budgets: JavaScript of the first load ≤ 250 kB gzipped, and the
 * flag list's first meaningful render ≤ 1 s with 2,000 flags, in Debian's Chromium against the
 * real service. "First meaningful render": from navigation start to the first row of the list
 * on screen (the session check, ui-config, the area's code and the first search page included).
 */
const FLAGS = Number(process.env.BENCH_CONSOLE_FLAGS ?? 2000);
const RUNS = Number(process.env.BENCH_CONSOLE_RUNS ?? 7);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const DIST = resolve(__dirname, '..', 'console');

/** The entry script and what index.html preloads: the JavaScript every first visit needs, as the server gzips it. */
function entryScripts(): { files: string[]; gzipBytes: number } {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length, 0);
  return { files, gzipBytes };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export async function benchConsole(url: string, token: string, concurrency: number) {
  const app = await createApp(benchConfig(token), url);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const client = new HttpClient(baseUrl, token, concurrency);
  await forEachConcurrently(concurrency, FLAGS, async (i) => {
    const created = await client.send('POST', '/api/admin/projects/default/features', {
      name: `console-flag-${i}`,
      description: `flag number ${i}`,
    });
    if (created.status !== 201) throw new Error(`create: ${created.status} ${created.body}`);
  });
  client.close();

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const cold: number[] = [];
  const warm: number[] = [];
  let firstLoadJsGzipBytes = 0;
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { authorization: token } });
      const page = await context.newPage();
      for (const [times, label] of [
        [cold, 'cold'],
        [warm, 'warm'],
      ] as const) {
        await page.goto(`${baseUrl}/flags`);
        await page.locator('tbody .flag-cell__name').first().waitFor({ state: 'visible', timeout: 30_000 });
        times.push(await page.evaluate(() => performance.now()));
        if (label === 'cold' && run === 0) {
          firstLoadJsGzipBytes = await page.evaluate(() =>
            (performance.getEntriesByType('resource') as unknown as Array<{ name: string; encodedBodySize: number }>)
              .filter((e) => e.name.endsWith('.js'))
              .reduce((sum, e) => sum + e.encodedBodySize, 0),
          );
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await app.close();
  }
  const entry = entryScripts();
  return {
    flags: FLAGS,
    runs: RUNS,
    entryJsGzipKb: Math.round(entry.gzipBytes / 102.4) / 10,
    entryFiles: entry.files.length,
    flagsPageJsGzipKb: Math.round(firstLoadJsGzipBytes / 102.4) / 10,
    budgetJsKb: 250,
    firstRenderColdMs: { median: Math.round(median(cold)), max: Math.round(Math.max(...cold)) },
    firstRenderWarmMs: { median: Math.round(median(warm)), max: Math.round(Math.max(...warm)) },
    budgetRenderMs: 1000,
  };
}
