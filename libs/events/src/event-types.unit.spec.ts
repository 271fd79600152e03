import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EVENT_TYPES, isEventType } from './event-types';

/** The spec's list, kept in the repository as data (its `source` names where it was copied from). */
function specEventTypes(): { source: string; eventTypes: string[] } {
  return JSON.parse(readFileSync(join(__dirname, '..', '..', 'shared', 'src', 'spec-event-types.json'), 'utf8')) as {
    source: string;
    eventTypes: string[];
  };
}

describe('event catalog', () => {
  it('equals the spec list exactly, in order, without duplicates', () => {
    const { source, eventTypes } = specEventTypes();
    expect(source).toMatch(/interface-spec\.md, section "Events"/);
    expect(eventTypes.length).toBeGreaterThan(100);
    expect([...EVENT_TYPES]).toEqual(eventTypes);
    expect(new Set(EVENT_TYPES).size).toBe(EVENT_TYPES.length);
  });

  it('recognises catalog members only', () => {
    expect(isEventType('feature-created')).toBe(true);
    expect(isEventType('feature-exploded')).toBe(false);
  });
});
