import { sdkUsage } from './sdk-usage';

describe('sdkUsage', () => {
  it('takes the latest sighting of any environment and adds the hour counts', () => {
    const sut = sdkUsage({
      lastSeenAt: null,
      environments: [
        { name: 'development', type: 'development', enabled: true, lastSeenAt: '2026-11-20T10:00:00.000Z', yes: 3, no: 1 },
        { name: 'production', type: 'production', enabled: true, lastSeenAt: '2026-11-23T10:00:00.000Z', yes: 5 },
        { name: 'staging', type: 'test', enabled: false },
      ],
    } as never);
    expect(sut).toEqual({ lastSeenAt: '2026-11-23T10:00:00.000Z', yes: 8, no: 1 });
  });
  it('says never seen when no environment was', () => {
    expect(sdkUsage({ lastSeenAt: null, environments: [] } as never)).toEqual({ lastSeenAt: null, yes: 0, no: 0 });
  });
});
