import { ItemIdTakenError } from '@pennant/core';
import { deciderSpec } from '@pennant/core/testing';
import type { BannerData } from '@pennant/events';
import { bannerDecider, type BannerEvent } from './banner.decider';
import { BannerNotFoundError } from './banner.errors';

const NOW = '2026-11-23T10:00:00.000Z';
const banner = (id: number, overrides: Partial<BannerData> = {}): BannerData => ({
  id,
  message: `banner ${id}`,
  enabled: true,
  variant: 'info',
  sticky: false,
  icon: null,
  link: null,
  linkText: null,
  dialogTitle: null,
  dialog: null,
  createdAt: NOW,
  ...overrides,
});
const created = (b: BannerData): BannerEvent => ({ type: 'banner-created', data: { data: b } });
const deleted = (b: BannerData): BannerEvent => ({ type: 'banner-deleted', data: { preData: b } });

const sut = deciderSpec(bannerDecider);

describe('banner decider (one stream per banner)', () => {
  it('creates with defaults (enabled, info, not sticky) and the given id', () => {
    sut
      .given([])
      .when({ kind: 'create', id: 1, fields: { message: 'banner 1' }, now: NOW })
      .then([created(banner(1))]);
    sut
      .given([])
      .when({
        kind: 'create',
        id: 2,
        fields: { message: 'Down at 5', variant: 'warning', sticky: true, enabled: false, link: 'dialog', dialog: '**Maintenance**' },
        now: NOW,
      })
      .then([
        created(
          banner(2, { message: 'Down at 5', variant: 'warning', sticky: true, enabled: false, link: 'dialog', dialog: '**Maintenance**' }),
        ),
      ]);
  });

  it('never reuses the id of a banner, deleted or not (the allocator takes the next one)', () => {
    sut
      .given([created(banner(2)), deleted(banner(2))])
      .when({ kind: 'create', id: 2, fields: { message: 'again' }, now: NOW })
      .thenThrows(ItemIdTakenError);
    sut
      .given([created(banner(2))])
      .when({ kind: 'create', id: 2, fields: { message: 'again' }, now: NOW })
      .thenThrows(ItemIdTakenError);
  });

  it("routes the events of the old `banners` stream to each banner's stream", () => {
    expect([created(banner(1)), deleted(banner(5))].map((e) => bannerDecider.legacy?.route(e))).toEqual(['banner-1', 'banner-5']);
  });

  it('updates the given fields with the previous state as preData, and records nothing when nothing changes', () => {
    sut
      .given([created(banner(1))])
      .when({ kind: 'update', id: 1, fields: { enabled: false, icon: 'build' } })
      .then([{ type: 'banner-updated', data: { data: banner(1, { enabled: false, icon: 'build' }), preData: banner(1) } }]);
    sut
      .given([created(banner(1))])
      .when({ kind: 'update', id: 1, fields: { message: 'banner 1', enabled: true } })
      .thenNothing();
    sut
      .given([created(banner(1, { link: 'https://x' }))])
      .when({ kind: 'update', id: 1, fields: { link: null } })
      .then([{ type: 'banner-updated', data: { data: banner(1), preData: banner(1, { link: 'https://x' }) } }]);
  });

  it('deletes with the banner as preData; unknown or deleted ids are 404', () => {
    sut
      .given([created(banner(1))])
      .when({ kind: 'delete', id: 1 })
      .then([deleted(banner(1))]);
    sut
      .given([created(banner(1)), deleted(banner(1))])
      .when({ kind: 'delete', id: 1 })
      .thenThrows(BannerNotFoundError);
    sut
      .given([])
      .when({ kind: 'update', id: 7, fields: { enabled: false } })
      .thenThrows(BannerNotFoundError);
  });
});
