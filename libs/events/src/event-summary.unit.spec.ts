import { EVENT_TYPES } from './event-types';
import { eventLabel, eventSummary, type SummarySource } from './event-summary';

const base: SummarySource = {
  type: 'feature-created',
  createdBy: 'alice',
  project: 'web',
  featureName: 'checkout',
  environment: null,
  data: null,
  preData: null,
};

describe('event labels and summaries', () => {
  it('gives every catalog type a label and a summary that names the actor in bold', () => {
    for (const type of EVENT_TYPES) {
      expect(eventLabel(type)).toMatch(/^[A-Z]/);
      expect(eventSummary({ ...base, type })).toMatch(/^\*\*alice\*\* [a-z]/);
    }
  });

  it('names the flag, environment, project and subject of the event', () => {
    expect(eventSummary(base)).toBe('**alice** created flag **checkout** in project **web**');
    expect(eventSummary({ ...base, type: 'feature-environment-enabled', environment: 'production' })).toBe(
      '**alice** enabled flag **checkout** in **production**',
    );
    expect(eventSummary({ ...base, type: 'feature-strategy-add', environment: 'dev', data: { name: 'flexibleRollout' } })).toBe(
      '**alice** added a **flexibleRollout** strategy to flag **checkout** in **dev**',
    );
    expect(eventSummary({ ...base, type: 'feature-untagged', preData: { type: 'simple', value: 'team-a' } })).toBe(
      '**alice** removed tag **simple:team-a** from flag **checkout**',
    );
    expect(eventSummary({ ...base, type: 'feature-type-updated', data: { type: 'kill-switch' }, preData: { type: 'release' } })).toBe(
      '**alice** changed the type of flag **checkout** to **kill-switch**',
    );
    expect(
      eventSummary({
        ...base,
        type: 'feature-type-updated',
        featureName: null,
        project: null,
        data: { id: 'release', name: 'Release', lifetimeDays: 10 },
      }),
    ).toBe('**alice** changed the lifetime of flag type **Release** to **10 days**');
    expect(eventSummary({ ...base, type: 'segment-deleted', featureName: null, project: null, preData: { id: 7, name: 'beta' } })).toBe(
      '**alice** deleted segment **beta**',
    );
    expect(eventSummary({ ...base, type: 'change-request-applied', environment: 'production', data: { changeRequestId: 12 } })).toBe(
      '**alice** applied change request **#12** in **production** of project **web**',
    );
  });

  it('says "unknown" for a missing name and falls back for a type outside the catalog', () => {
    expect(eventSummary({ ...base, type: 'segment-created', data: {} })).toBe('**alice** created segment **unknown**');
    expect(eventLabel('feature-exploded')).toBeNull();
    expect(eventSummary({ ...base, type: 'feature-exploded' })).toBe('**alice** triggered **feature-exploded**');
  });
});
