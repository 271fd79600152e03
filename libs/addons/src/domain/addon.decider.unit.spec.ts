import { ItemIdTakenError } from '@pennant/core';
import { deciderSpec } from '@pennant/core/testing';
import type { AddonConfigData } from '@pennant/events';
import { addonDecider, type AddonEvent, type AddonInput } from './addon.decider';
import { AddonNotFoundError, InvalidAddonError } from './addon.errors';

const NOW = '2026-11-23T10:00:00.000Z';
const input = (overrides: Partial<AddonInput> = {}): AddonInput => ({
  provider: 'webhook',
  description: null,
  enabled: true,
  parameters: { url: 'https://hooks.example.com/x?secret=s1', contentType: 'application/json' },
  events: ['feature-created'],
  projects: [],
  environments: [],
  ...overrides,
});
const stored = (id: number, overrides: Partial<AddonConfigData> = {}): AddonConfigData => ({
  id,
  provider: 'webhook',
  description: null,
  enabled: true,
  parameters: { contentType: 'application/json' },
  sensitiveParameters: { url: 'https://hooks.example.com/x?secret=s1' },
  events: ['feature-created'],
  projects: [],
  environments: [],
  createdAt: NOW,
  ...overrides,
});
const created = (a: AddonConfigData): AddonEvent => ({ type: 'addon-config-created', data: { data: a } });

const sut = deciderSpec(addonDecider);

describe('addon config decider (one stream per configuration)', () => {
  it('creates with the given id, keeping sensitive parameters apart', () => {
    sut
      .given([])
      .when({ kind: 'create', id: 1, addon: input(), now: NOW })
      .then([created(stored(1))]);
    sut
      .given([])
      .when({ kind: 'create', id: 2, addon: input({ events: ['feature-created', 'feature-created'], projects: ['default'] }), now: NOW })
      .then([created(stored(2, { projects: ['default'] }))]);
  });

  it('refuses an unknown provider, a missing required parameter, an unknown parameter, a bad URL and an event the provider cannot send', () => {
    const refused = (addon: AddonInput) => sut.given([]).when({ kind: 'create', id: 1, addon, now: NOW });
    refused(input({ provider: 'carrier-pigeon' })).thenThrows(InvalidAddonError);
    refused(input({ parameters: { contentType: 'text/plain' } })).thenThrows('needs the parameter "url"');
    refused(input({ parameters: { url: '   ' } })).thenThrows('needs the parameter "url"');
    refused(input({ parameters: { url: 'https://x', colour: 'red' } })).thenThrows('no parameter "colour"');
    refused(input({ parameters: { url: 'ftp://x' } })).thenThrows('http(s) URL');
    refused(input({ events: ['feature-created', 'nonsense'] })).thenThrows('"nonsense"');
    refused(input({ provider: 'datadog', parameters: { url: 'https://api.datadoghq.com/api/v1/events' } })).thenThrows('"apiKey"');
    refused(input({ parameters: { url: '*****' } })).thenThrows('needs a value');
  });

  it('updates with preData; a masked sensitive value keeps the stored one; an unchanged config records nothing', () => {
    const masked = input({ parameters: { url: '*****', contentType: 'application/json' }, enabled: false });
    sut
      .given([created(stored(1))])
      .when({ kind: 'update', id: 1, addon: masked })
      .then([{ type: 'addon-config-updated', data: { data: stored(1, { enabled: false }), preData: stored(1) } }]);
    sut
      .given([created(stored(1))])
      .when({ kind: 'update', id: 1, addon: input({ parameters: { url: '*****', contentType: 'application/json' } }) })
      .thenNothing();
    sut
      .given([created(stored(1))])
      .when({ kind: 'update', id: 1, addon: input({ provider: 'teams' }) })
      .thenThrows('cannot change');
  });

  it('deletes with preData; unknown ids are 404 and ids are never reused', () => {
    const deleted: AddonEvent = { type: 'addon-config-deleted', data: { preData: stored(1) } };
    sut
      .given([created(stored(1))])
      .when({ kind: 'delete', id: 1 })
      .then([deleted]);
    sut
      .given([created(stored(1)), deleted])
      .when({ kind: 'delete', id: 1 })
      .thenThrows(AddonNotFoundError);
    sut
      .given([created(stored(1)), deleted])
      .when({ kind: 'create', id: 1, addon: input(), now: NOW })
      .thenThrows(ItemIdTakenError);
  });

  it("routes the events of the old `addon-configs` stream to each configuration's stream", () => {
    expect(
      [created(stored(3)), { type: 'addon-config-deleted', data: { preData: stored(4) } } as AddonEvent].map((e) =>
        addonDecider.legacy?.route(e),
      ),
    ).toEqual(['addon-config-3', 'addon-config-4']);
  });
});
