/**
 * A change of a change request as a readable diff against what is there now: each line a field
 * with its current value and the value the change sets ('' = absent). Pure, for the request page.
 */
export interface DiffRow {
  field: string;
  from: string;
  to: string;
}

export interface ChangeDiff {
  /** One sentence: what the change does. */
  summary: string;
  rows: DiffRow[];
}

type Json = unknown;
type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A constraint on one line: `userId NOT IN alice, bob (ignore case)`. */
export function constraintText(c: Obj): string {
  const values = Array.isArray(c.values) && c.values.length > 0 ? c.values.join(', ') : String(c.value ?? '');
  return `${String(c.contextName ?? '?')} ${c.inverted ? 'NOT ' : ''}${String(c.operator ?? '?')} ${values}${c.caseInsensitive ? ' (ignore case)' : ''}`.trim();
}

function variantText(v: Obj): string {
  const weight = typeof v.weight === 'number' ? ` ${(v.weight / 10).toFixed(1)}%` : '';
  const payload = isObj(v.payload) ? ` payload ${String(v.payload.type)}: ${String(v.payload.value)}` : '';
  const overrides =
    Array.isArray(v.overrides) && v.overrides.length > 0
      ? ` overrides ${v.overrides
          .filter(isObj)
          .map((o) => `${String(o.contextName)}=${(o.values as string[] | undefined)?.join('|') ?? ''}`)
          .join('; ')}`
      : '';
  return `${String(v.name)}${weight}${v.weightType === 'fix' ? ' (fixed)' : ''}${v.stickiness && v.stickiness !== 'default' ? ` by ${String(v.stickiness)}` : ''}${payload}${overrides}`;
}

/**
 * Flattens a value into field → text lines: nested objects by dotted path, lists of plain values
 * joined, constraints and variants one line each (`constraints[1]`), so two states compare line by line.
 */
export function flatten(value: Json, prefix = '', out: Map<string, string> = new Map()): Map<string, string> {
  if (value === undefined || value === null) return out;
  if (Array.isArray(value)) {
    if (value.every((v) => !isObj(v) && !Array.isArray(v))) {
      if (value.length > 0) out.set(prefix, value.map(String).join(', '));
      return out;
    }
    value.forEach((item, i) => {
      const key = `${prefix}[${i + 1}]`;
      if (isObj(item) && 'contextName' in item && 'operator' in item) out.set(key, constraintText(item));
      else if (isObj(item) && 'name' in item && 'weight' in item) out.set(key, variantText(item));
      else flatten(item, key, out);
    });
    return out;
  }
  if (isObj(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
    return out;
  }
  if (value === '' && prefix) return out;
  out.set(prefix, String(value));
  return out;
}

/** The lines that differ between two states (every line when one side is absent). */
export function diffValues(from: Json, to: Json, ignore: readonly string[] = []): DiffRow[] {
  const a = flatten(from);
  const b = flatten(to);
  const fields = [...new Set([...a.keys(), ...b.keys()])].filter(
    (f) => !ignore.some((i) => f === i || f.startsWith(`${i}.`) || f.startsWith(`${i}[`)),
  );
  return fields.map((field) => ({ field, from: a.get(field) ?? '', to: b.get(field) ?? '' })).filter((r) => r.from !== r.to);
}

export interface FlagState {
  archived: boolean;
  /** The environment the request is for, as the flag has it now (absent when the flag is gone). */
  environment?: { enabled: boolean; strategies?: Array<Obj & { id: string }>; variants?: Obj[] };
  dependencies?: Obj[];
}

/** Server-managed fields a strategy payload may carry that say nothing about the change. */
const STRATEGY_NOISE = ['id', 'sortOrder', 'featureName', 'environment'];

const strategyLabel = (s: Obj | undefined): string => (s ? String(s.title || s.name || 'strategy') : 'a strategy that no longer exists');

/** One flag change against the flag's current state. */
export function flagChangeDiff(action: string, payload: Obj, current: FlagState | undefined): ChangeDiff {
  const env = current?.environment;
  const strategies = env?.strategies ?? [];
  const byId = (id: unknown) => strategies.find((s) => s.id === id);
  switch (action) {
    case 'updateEnabled':
      return {
        summary: payload.enabled ? 'Turn the flag on' : 'Turn the flag off',
        rows: [{ field: 'enabled', from: env ? (env.enabled ? 'on' : 'off') : '', to: payload.enabled ? 'on' : 'off' }],
      };
    case 'addStrategy':
      return { summary: `Add the strategy ${strategyLabel(payload)}`, rows: diffValues(undefined, payload, STRATEGY_NOISE) };
    case 'updateStrategy': {
      const now = byId(payload.id);
      return { summary: `Change the strategy ${strategyLabel(now ?? payload)}`, rows: diffValues(now, payload, STRATEGY_NOISE) };
    }
    case 'deleteStrategy': {
      const now = byId(payload.id);
      return { summary: `Delete the strategy ${strategyLabel(now)}`, rows: diffValues(now, undefined, STRATEGY_NOISE) };
    }
    case 'reorderStrategy': {
      const order = (Array.isArray(payload.sortOrders) ? payload.sortOrders.filter(isObj) : [])
        .slice()
        .sort((x, y) => Number(x.sortOrder) - Number(y.sortOrder));
      const now = strategies.slice().sort((x, y) => Number(x.sortOrder ?? 0) - Number(y.sortOrder ?? 0));
      return {
        summary: 'Reorder the strategies',
        rows: [{ field: 'order', from: now.map(strategyLabel).join(' → '), to: order.map((o) => strategyLabel(byId(o.id))).join(' → ') }],
      };
    }
    case 'patchVariant':
      return { summary: 'Replace the variants', rows: diffValues({ variants: env?.variants ?? [] }, { variants: payload.variants ?? [] }) };
    case 'archiveFeature':
      return {
        summary: 'Archive the flag',
        rows: [{ field: 'archived', from: current ? (current.archived ? 'yes' : 'no') : '', to: 'yes' }],
      };
    case 'addDependency': {
      const text = `${String(payload.feature)} ${payload.enabled === false ? 'off' : 'on'}${Array.isArray(payload.variants) && payload.variants.length ? ` (variants ${payload.variants.join(', ')})` : ''}`;
      const existing = current?.dependencies?.find((d) => d.feature === payload.feature);
      return {
        summary: `Depend on ${String(payload.feature)}`,
        rows: [{ field: 'depends on', from: existing ? String(existing.feature) : '', to: text }],
      };
    }
    case 'deleteDependency':
      return {
        summary: `Stop depending on ${String(payload.feature)}`,
        rows: [{ field: 'depends on', from: String(payload.feature), to: '' }],
      };
    case 'setSafeguard':
      return { summary: `Set the safeguard: ${safeguardText(payload)}`, rows: diffValues(undefined, payload) };
    case 'deleteSafeguard':
      return { summary: 'Remove the safeguard', rows: [] };
    default:
      return { summary: action, rows: diffValues(undefined, payload) };
  }
}

const SIGNS: Record<string, string> = { gt: '>', gte: '≥', lt: '<', lte: '≤' };
/** A safeguard rule in words (ADR 0065): "rate of errors over 5 min > 0.5". */
const safeguardText = (p: Obj) =>
  `${String(p.aggregation)} of ${String(p.metric)} over ${String(p.windowMinutes)} min ${SIGNS[String(p.comparison)] ?? String(p.comparison)} ${String(p.threshold)}`;

/** A segment change against the segment as it is now (undefined: gone). */
export function segmentChangeDiff(action: string, payload: Obj, current: Obj | undefined): ChangeDiff {
  const relevant = (s: Obj | undefined) =>
    s ? { name: s.name, description: s.description, project: s.project, constraints: s.constraints } : undefined;
  if (action === 'deleteSegment')
    return { summary: `Delete the segment ${String(current?.name ?? '')}`.trim(), rows: diffValues(relevant(current), undefined) };
  return {
    summary: `Change the segment ${String(current?.name ?? payload.name ?? '')}`.trim(),
    rows: diffValues(relevant(current), relevant(payload)),
  };
}
