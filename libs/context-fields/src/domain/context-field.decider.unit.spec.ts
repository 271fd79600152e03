import type { ContextFieldData } from '@pennant/events';
import { contextFieldDecider as sut, type ContextFieldCommand, type ContextFieldEvent } from './context-field.decider';
import { NO_USAGE } from './context-field-usage';
import { BuiltInContextFieldError, ContextFieldExistsError, ContextFieldInUseError, ContextFieldNotFoundError } from './context-field.errors';

const NOW = '2026-11-22T10:00:00.000Z';
const field = (name: string, overrides: Partial<ContextFieldData> = {}): ContextFieldData => ({
  name,
  description: '',
  legalValues: [],
  stickiness: false,
  sortOrder: 0,
  createdAt: NOW,
  ...overrides,
});
const created = (f: ContextFieldData): ContextFieldEvent => ({ type: 'context-field-created', data: { data: f } });
const deleted = (f: ContextFieldData): ContextFieldEvent => ({ type: 'context-field-deleted', data: { preData: f } });

function given(events: ContextFieldEvent[]) {
  const state = events.reduce(sut.evolve, sut.initialState);
  return { when: (command: ContextFieldCommand) => ({ then: () => sut.decide(command, state) }) };
}

describe('context field decider', () => {
  describe('create', () => {
    it('records context-field-created with defaults (empty description, no legal values, sortOrder 0 as Unleash)', () => {
      expect(given([]).when({ kind: 'create', name: 'region', now: NOW }).then()).toEqual([created(field('region'))]);
    });

    it('keeps the given description, legal values, stickiness and sort order', () => {
      const command: ContextFieldCommand = { kind: 'create', name: 'tier', description: 'Plan', legalValues: [{ value: 'gold', description: 'Top' }, { value: 'free' }], stickiness: true, sortOrder: 3, now: NOW };
      expect(given([]).when(command).then()).toEqual([created(field('tier', { description: 'Plan', legalValues: [{ value: 'gold', description: 'Top' }, { value: 'free' }], stickiness: true, sortOrder: 3 }))]);
    });

    it('refuses a taken name (409), built-in fields included', () => {
      expect(() => given([created(field('region'))]).when({ kind: 'create', name: 'region', now: NOW }).then()).toThrow(ContextFieldExistsError);
      for (const name of ['appName', 'environment', 'userId', 'sessionId', 'remoteAddress', 'currentTime']) {
        expect(() => given([]).when({ kind: 'create', name, now: NOW }).then()).toThrow(ContextFieldExistsError);
      }
    });

    it('frees the name of a deleted field', () => {
      const region = field('region');
      expect(given([created(region), deleted(region)]).when({ kind: 'create', name: 'region', now: NOW }).then()).toEqual([created(region)]);
    });

    it('a name like "constructor" is not mistaken for an existing field', () => {
      expect(given([]).when({ kind: 'create', name: 'constructor', now: NOW }).then()).toEqual([created(field('constructor'))]);
    });
  });

  describe('update', () => {
    const region = field('region', { description: 'Where', legalValues: [{ value: 'eu' }] });

    it('records context-field-updated with data and preData; absent fields are kept', () => {
      expect(given([created(region)]).when({ kind: 'update', name: 'region', legalValues: [{ value: 'eu' }, { value: 'us' }] }).then()).toEqual([
        { type: 'context-field-updated', data: { data: { ...region, legalValues: [{ value: 'eu' }, { value: 'us' }] }, preData: region } },
      ]);
    });

    it('emits nothing for a no-op', () => {
      expect(given([created(region)]).when({ kind: 'update', name: 'region', description: 'Where', sortOrder: 0 }).then()).toEqual([]);
    });

    it('updates a built-in field (it exists without an event)', () => {
      const [event] = given([]).when({ kind: 'update', name: 'environment', legalValues: [{ value: 'production' }] }).then();
      expect(event).toMatchObject({ type: 'context-field-updated', data: { data: { name: 'environment', legalValues: [{ value: 'production' }], createdAt: null }, preData: { name: 'environment', legalValues: [] } } });
    });

    it('refuses an unknown field (404)', () => {
      expect(() => given([]).when({ kind: 'update', name: 'nope', description: 'x' }).then()).toThrow(ContextFieldNotFoundError);
    });
  });

  describe('delete', () => {
    it('records context-field-deleted with preData', () => {
      const region = field('region');
      expect(given([created(region)]).when({ kind: 'delete', name: 'region', usage: NO_USAGE }).then()).toEqual([deleted(region)]);
    });

    it('refuses unknown (404) and built-in (403) fields, updated built-ins too', () => {
      expect(() => given([]).when({ kind: 'delete', name: 'region', usage: NO_USAGE }).then()).toThrow(ContextFieldNotFoundError);
      expect(() => given([created(field('region')), deleted(field('region'))]).when({ kind: 'delete', name: 'region', usage: NO_USAGE }).then()).toThrow(ContextFieldNotFoundError);
      expect(() => given([]).when({ kind: 'delete', name: 'userId', usage: NO_USAGE }).then()).toThrow(BuiltInContextFieldError);
      const updatedEnv: ContextFieldEvent = { type: 'context-field-updated', data: { data: field('environment', { createdAt: null }), preData: field('environment', { createdAt: null }) } };
      expect(() => given([updatedEnv]).when({ kind: 'delete', name: 'environment', usage: NO_USAGE }).then()).toThrow(BuiltInContextFieldError);
    });

    it('given a field a strategy or a segment constrains on, when it is deleted, then 409 names every use (issue 27)', () => {
      const usage = { strategies: [{ project: 'default', featureName: 'checkout', environment: 'production', strategyId: 's1' }], segments: [{ id: 3, name: 'beta' }] };
      const deleting = () => given([created(field('region'))]).when({ kind: 'delete', name: 'region', usage }).then();
      expect(deleting).toThrow(ContextFieldInUseError);
      expect(deleting).toThrow(/This context field is in use by existing flags/);
      let caught: unknown;
      try {
        deleting();
      } catch (error) {
        caught = error;
      }
      expect((caught as ContextFieldInUseError).details).toEqual([
        { path: 'strategies.s1', message: 'used by a strategy of the flag "checkout" (project "default", environment "production")' },
        { path: 'segments.3', message: 'used by the segment "beta" (3)' },
      ]);
      expect(() => given([]).when({ kind: 'delete', name: 'region', usage }).then()).toThrow(ContextFieldNotFoundError);
    });
  });
});
