import type { DataSource } from 'typeorm';
import type { ProjectionRuntime } from '@pennant/projections';
import { FrontendSettings } from './frontend-settings.service';

function setup(stored: unknown) {
  const state = { stored, version: 1 as number | null, reads: 0 };
  const dataSource = {
    query: async () => {
      state.reads++;
      return state.stored === undefined ? [] : [{ origins: state.stored }];
    },
  } as unknown as DataSource;
  const runtime = { localCheckpoint: () => state.version } as unknown as ProjectionRuntime;
  return { state, sut: new FrontendSettings(dataSource, runtime) };
}

describe('FrontendSettings', () => {
  it('defaults to ["*"] when nothing (or nothing usable) is stored', async () => {
    expect(await setup(undefined).sut.origins()).toEqual(['*']);
    expect(await setup('https://a.example').sut.origins()).toEqual(['*']);
    expect(await setup([42]).sut.origins()).toEqual(['*']);
  });

  it('returns the stored origins, read once per read-model version', async () => {
    const { state, sut } = setup(['https://a.example']);
    expect(await sut.origins()).toEqual(['https://a.example']);
    expect(await sut.origins()).toEqual(['https://a.example']);
    expect(state.reads).toBe(1);
    state.stored = ['https://b.example'];
    state.version = 2;
    expect(await sut.origins()).toEqual(['https://b.example']);
    expect(state.reads).toBe(2);
  });

  it('hands out copies, so a caller cannot change the cached list', async () => {
    const { sut } = setup(['https://a.example']);
    (await sut.origins()).push('https://evil.example');
    expect(await sut.origins()).toEqual(['https://a.example']);
  });

  it('reads again after forget() even while the version is unknown (another process leads)', async () => {
    const { state, sut } = setup(['https://a.example']);
    state.version = null;
    expect(await sut.origins()).toEqual(['https://a.example']);
    state.stored = ['https://b.example'];
    expect(await sut.origins()).toEqual(['https://a.example']);
    sut.forget();
    expect(await sut.origins()).toEqual(['https://b.example']);
  });
});
