import { ItemIdTakenError, type Decider, type IdSequence, type LegacySource } from '@pennant/core';
import { assertNever, type BannerData, type BannerVariant, type DomainEvent } from '@pennant/events';
import { isDeepStrictEqual } from 'node:util';
import { BannerNotFoundError } from './banner.errors';

/** One stream per banner (ADR 0031); ids come from a sequence. */
export const bannerStreamId = (id: number): string => `banner-${id}`;

/** Until ADR 0031 every banner was in this one stream; its events are folded first into each banner's stream. */
export const BANNERS_STREAM = 'banners';

export const BANNERS_LEGACY: LegacySource = {
  streamId: BANNERS_STREAM,
  route: (event) =>
    event.type === 'banner-created' || event.type === 'banner-updated'
      ? bannerStreamId(event.data.data.id)
      : event.type === 'banner-deleted'
        ? bannerStreamId(event.data.preData.id)
        : null,
};

export const BANNER_IDS: IdSequence = {
  name: 'banner_ids',
  createdTypes: ['banner-created'],
  idOf: (event) => (event.type === 'banner-created' ? event.data.data.id : null),
};

export type BannerEvent = DomainEvent<'banner-created' | 'banner-updated' | 'banner-deleted'>;

/** One id's stream: the banner, or null; `used` once anything was recorded (ids are never reused). */
export interface BannerState {
  banner: BannerData | null;
  used: boolean;
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
  /** `id`: a fresh id (its stream must be empty). */
  | { kind: 'create'; id: number; fields: BannerFields & { message: string }; now: string }
  | { kind: 'update'; id: number; fields: BannerFields }
  | { kind: 'delete'; id: number };

function find(state: BannerState, id: number): BannerData {
  if (!state.banner) throw new BannerNotFoundError(id);
  return state.banner;
}

/** The given fields over `base`, absent ones kept. */
function merge(base: BannerData, fields: BannerFields): BannerData {
  const out = { ...base };
  for (const key of ['message', 'enabled', 'variant', 'sticky', 'icon', 'link', 'linkText', 'dialogTitle', 'dialog'] as const) {
    if (fields[key] !== undefined) Object.assign(out, { [key]: fields[key] });
  }
  return out;
}

function decide(command: BannerCommand, state: BannerState): BannerEvent[] {
  switch (command.kind) {
    case 'create': {
      if (state.used) throw new ItemIdTakenError(bannerStreamId(command.id));
      const defaults: BannerData = {
        id: command.id,
        message: command.fields.message,
        enabled: true,
        variant: 'info',
        sticky: false,
        icon: null,
        link: null,
        linkText: null,
        dialogTitle: null,
        dialog: null,
        createdAt: command.now,
      };
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

function evolve(state: BannerState, event: BannerEvent): BannerState {
  switch (event.type) {
    case 'banner-created':
    case 'banner-updated':
      return { banner: event.data.data, used: true };
    case 'banner-deleted':
      return { banner: null, used: true };
    default:
      return assertNever(event);
  }
}

export const bannerDecider: Decider<BannerCommand, BannerState, BannerEvent> = {
  initialState: { banner: null, used: false },
  evolve,
  decide,
  legacy: BANNERS_LEGACY,
};
