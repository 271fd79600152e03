import { deciderSpec } from '@pennant/core/testing';
import type { ContextFieldData } from '@pennant/events';
import { contextFieldDecider, type ContextFieldCommand, type ContextFieldEvent } from './context-field.decider';
import { NO_USAGE } from './context-field-usage';
import {
  BuiltInContextFieldError,
  ContextFieldExistsError,
  ContextFieldInUseError,
  ContextFieldNotFoundError,
} from './context-field.errors';

const sut = deciderSpec(contextFieldDecider);

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

describe('context field decider', () => {
  describe('create', () => {
    it('records context-field-created with defaults (empty description, no legal values, sortOrder 0 as Unleash)', () => {
      sut
        .given([])
        .when({ kind: 'create', name: 'region', now: NOW })
        .then([created(field('region'))]);
    });

    it('keeps the given description, legal values, stickiness and sort order', () => {
      const command: ContextFieldCommand = {
        kind: 'create',
        name: 'tier',
        description: 'Plan',
        legalValues: [{ value: 'gold', description: 'Top' }, { value: 'free' }],
        stickiness: true,
        sortOrder: 3,
        now: NOW,
      };
      sut
        .given([])
        .when(command)
        .then([
          created(
            field('tier', {
              description: 'Plan',
              legalValues: [{ value: 'gold', description: 'Top' }, { value: 'free' }],
              stickiness: true,
              sortOrder: 3,
            }),
          ),
        ]);
    });

    it('refuses a taken name (409), built-in fields included', () => {
      sut
        .given([created(field('region'))])
        .when({ kind: 'create', name: 'region', now: NOW })
        .thenThrows(ContextFieldExistsError);
      for (const name of ['appName', 'environment', 'userId', 'sessionId', 'remoteAddress', 'currentTime']) {
        sut.given([]).when({ kind: 'create', name, now: NOW }).thenThrows(ContextFieldExistsError);
      }
    });

    it('frees the name of a deleted field', () => {
      const region = field('region');
      sut
        .given([created(region), deleted(region)])
        .when({ kind: 'create', name: 'region', now: NOW })
        .then([created(region)]);
    });

    it('a name like "constructor" is not mistaken for an existing field', () => {
      sut
        .given([])
        .when({ kind: 'create', name: 'constructor', now: NOW })
        .then([created(field('constructor'))]);
    });
  });

  describe('update', () => {
    const region = field('region', { description: 'Where', legalValues: [{ value: 'eu' }] });

    it('records context-field-updated with data and preData; absent fields are kept', () => {
      sut
        .given([created(region)])
        .when({ kind: 'update', name: 'region', legalValues: [{ value: 'eu' }, { value: 'us' }] })
        .then([
          {
            type: 'context-field-updated',
            data: { data: { ...region, legalValues: [{ value: 'eu' }, { value: 'us' }] }, preData: region },
          },
        ]);
    });

    it('emits nothing for a no-op', () => {
      sut
        .given([created(region)])
        .when({ kind: 'update', name: 'region', description: 'Where', sortOrder: 0 })
        .thenNothing();
    });

    it('updates a built-in field (it exists without an event)', () => {
      const [event] = sut
        .given([])
        .when({ kind: 'update', name: 'environment', legalValues: [{ value: 'production' }] })
        .events();
      expect(event).toMatchObject({
        type: 'context-field-updated',
        data: {
          data: { name: 'environment', legalValues: [{ value: 'production' }], createdAt: null },
          preData: { name: 'environment', legalValues: [] },
        },
      });
    });

    it('refuses an unknown field (404)', () => {
      sut.given([]).when({ kind: 'update', name: 'nope', description: 'x' }).thenThrows(ContextFieldNotFoundError);
    });
  });

  describe('delete', () => {
    it('records context-field-deleted with preData', () => {
      const region = field('region');
      sut
        .given([created(region)])
        .when({ kind: 'delete', name: 'region', usage: NO_USAGE })
        .then([deleted(region)]);
    });

    it('refuses unknown (404) and built-in (403) fields, updated built-ins too', () => {
      sut.given([]).when({ kind: 'delete', name: 'region', usage: NO_USAGE }).thenThrows(ContextFieldNotFoundError);
      sut
        .given([created(field('region')), deleted(field('region'))])
        .when({ kind: 'delete', name: 'region', usage: NO_USAGE })
        .thenThrows(ContextFieldNotFoundError);
      sut.given([]).when({ kind: 'delete', name: 'userId', usage: NO_USAGE }).thenThrows(BuiltInContextFieldError);
      const updatedEnv: ContextFieldEvent = {
        type: 'context-field-updated',
        data: { data: field('environment', { createdAt: null }), preData: field('environment', { createdAt: null }) },
      };
      sut.given([updatedEnv]).when({ kind: 'delete', name: 'environment', usage: NO_USAGE }).thenThrows(BuiltInContextFieldError);
    });

    it('given a field a strategy or a segment constrains on, when it is deleted, then 409 names every use', () => {
      const usage = {
        strategies: [{ project: 'default', featureName: 'checkout', environment: 'production', strategyId: 's1' }],
        segments: [{ id: 3, name: 'beta' }],
      };
      const refused = sut
        .given([created(field('region'))])
        .when({ kind: 'delete', name: 'region', usage })
        .thenThrows(ContextFieldInUseError, /This context field is in use by existing flags/);
      expect(refused.details).toEqual([
        { path: 'strategies.s1', message: 'used by a strategy of the flag "checkout" (project "default", environment "production")' },
        { path: 'segments.3', message: 'used by the segment "beta" (3)' },
      ]);
      sut.given([]).when({ kind: 'delete', name: 'region', usage }).thenThrows(ContextFieldNotFoundError);
    });
  });
});

describe('context field streams (ADR 0031)', () => {
  it('routes every event of the old `context-fields` stream to the field it names', () => {
    const created: ContextFieldEvent = { type: 'context-field-created', data: { data: field('region') } };
    const deleted: ContextFieldEvent = { type: 'context-field-deleted', data: { preData: field('tier') } };
    expect([created, deleted].map((e) => contextFieldDecider.legacy?.route(e))).toEqual(['context-field-region', 'context-field-tier']);
  });
});
