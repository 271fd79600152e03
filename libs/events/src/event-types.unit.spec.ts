import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EVENT_TYPES, isEventType } from './event-types';

function specEventTypes(): string[] {
  const spec = readFileSync(join(__dirname, '../../../../shared/spec/interface-spec.md'), 'utf8');
  const start = spec.indexOf('## Events');
  const section = spec.slice(start, spec.indexOf('Rules:', start));
  return [...section.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]);
}

describe('event catalog', () => {
  it('equals the spec list exactly, in order, without duplicates', () => {
    const fromSpec = specEventTypes();
    expect(fromSpec.length).toBeGreaterThan(100);
    expect([...EVENT_TYPES]).toEqual(fromSpec);
    expect(new Set(EVENT_TYPES).size).toBe(EVENT_TYPES.length);
  });

  it('recognises catalog members only', () => {
    expect(isEventType('feature-created')).toBe(true);
    expect(isEventType('feature-exploded')).toBe(false);
  });
});
