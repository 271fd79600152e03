import type { Decider } from '@pennant/core';
import { assertNever, type BannerData, type BannerVariant, type DomainEvent } from '@pennant/events';
import { isDeepStrictEqual } from 'node:util';
import { BannerNotFoundError } from './banner.errors';

/** Every banner lives in one stream: ids are allocated in order because its appends are serialized. */
export const BANNERS_STREAM = 'banners';

export type BannerEvent = DomainEvent<'banner-created' | 'banner-updated' | 'banner-deleted'>;

export interface BannersState {
  banners: Record<number, BannerData>;
  /** The highest id ever given: ids are never reused, also after a delete. */
  lastId: number;
}

/** What a banner says and how it looks; absent = the default on create, keep on update. */
export interface BannerFields {
  message?: string;
  enabled?: boolean;
  variant?: BannerVariant;
  sticky?: boolean;
  icon?: string | null;
  link?: string | null;
  linkText?: string | null;
  dialogTitle?: string | null;
  dialog?: string | null;
}

export type BannerCommand =
  | { kind: 'create'; fields: BannerFields & { message: string }; now: string }
  | { kind: 'update'; id: number; fields: BannerFields }
  | { kind: 'delete'; id: number };

function find(state: BannersState, id: number): BannerData {
  const banner = Object.prototype.hasOwnProperty.call(state.banners, id) ? state.banners[id] : undefined;
  if (!banner) throw new BannerNotFoundError(id);
  return banner;
}

/** The given fields over `base`, absent ones kept. */
function merge(base: BannerData, fields: BannerFields): BannerData {
  const out = { ...base };
  for (const key of ['message', 'enabled', 'variant', 'sticky', 'icon', 'link', 'linkText', 'dialogTitle', 'dialog'] as const) {
    if (fields[key] !== undefined) Object.assign(out, { [key]: fields[key] });
  }
  return out;
}

function decide(command: BannerCommand, state: BannersState): BannerEvent[] {
  switch (command.kind) {
    case 'create': {
      const defaults: BannerData = { id: state.lastId + 1, message: command.fields.message, enabled: true, variant: 'info', sticky: false, icon: null, link: null, linkText: null, dialogTitle: null, dialog: null, createdAt: command.now };
      return [{ type: 'banner-created', data: { data: merge(defaults, command.fields) } }];
    }
    case 'update': {
      const current = find(state, command.id);
      const data = merge(current, command.fields);
      return isDeepStrictEqual(data, current) ? [] : [{ type: 'banner-updated', data: { data, preData: current } }];
    }
    case 'delete':
      return [{ type: 'banner-deleted', data: { preData: find(state, command.id) } }];
    default:
      return assertNever(command);
  }
}

function evolve(state: BannersState, event: BannerEvent): BannersState {
  switch (event.type) {
    case 'banner-created':
    case 'banner-updated': {
      const banner = event.data.data;
      return { banners: { ...state.banners, [banner.id]: banner }, lastId: Math.max(state.lastId, banner.id) };
    }
    case 'banner-deleted': {
      const banners = { ...state.banners };
      delete banners[event.data.preData.id];
      return { banners, lastId: state.lastId };
    }
    default:
      return assertNever(event);
  }
}

export const bannerDecider: Decider<BannerCommand, BannersState, BannerEvent> = { initialState: { banners: {}, lastId: 0 }, evolve, decide };
