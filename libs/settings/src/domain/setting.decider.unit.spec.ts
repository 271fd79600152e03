import { settingDecider as sut, type SettingCommand, type SettingEvent } from './setting.decider';

const created = (value: Record<string, string[]>): SettingEvent => ({ type: 'setting-created', data: { data: { id: 'frontendSettings', value } } });
const updated = (value: Record<string, string[]>, before: Record<string, string[]>): SettingEvent => ({
  type: 'setting-updated',
  data: { data: { id: 'frontendSettings', value }, preData: { id: 'frontendSettings', value: before } },
});

function given(events: SettingEvent[]) {
  const state = events.reduce(sut.evolve, sut.initialState);
  return { when: (command: SettingCommand) => ({ then: () => sut.decide(command, state) }) };
}

const set = (value: Record<string, string[]>): SettingCommand => ({ kind: 'set', id: 'frontendSettings', value });

describe('setting decider', () => {
  it('records setting-created the first time a setting is stored', () => {
    expect(given([]).when(set({ frontendApiOrigins: ['https://app.example.com'] })).then()).toEqual([created({ frontendApiOrigins: ['https://app.example.com'] })]);
  });

  it('records setting-updated with the previous value afterwards', () => {
    expect(given([created({ frontendApiOrigins: ['*'] })]).when(set({ frontendApiOrigins: ['https://a.example'] })).then()).toEqual([
      updated({ frontendApiOrigins: ['https://a.example'] }, { frontendApiOrigins: ['*'] }),
    ]);
  });

  it('records nothing when the value is the same (key order aside)', () => {
    const history = [created({ frontendApiOrigins: ['*'] }), updated({ frontendApiOrigins: ['https://a.example', 'https://b.example'] }, { frontendApiOrigins: ['*'] })];
    expect(given(history).when(set({ frontendApiOrigins: ['https://a.example', 'https://b.example'] })).then()).toEqual([]);
  });

  it('starts over after setting-deleted', () => {
    const deleted: SettingEvent = { type: 'setting-deleted', data: { preData: { id: 'frontendSettings', value: { frontendApiOrigins: ['*'] } } } };
    expect(given([created({ frontendApiOrigins: ['*'] }), deleted]).when(set({ frontendApiOrigins: ['*'] })).then()).toEqual([created({ frontendApiOrigins: ['*'] })]);
  });
});
