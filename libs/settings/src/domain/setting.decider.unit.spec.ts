import { deciderSpec } from '@pennant/core/testing';
import { settingDecider, type SettingCommand, type SettingEvent } from './setting.decider';

const sut = deciderSpec(settingDecider);

const created = (value: Record<string, string[]>): SettingEvent => ({
  type: 'setting-created',
  data: { data: { id: 'frontendSettings', value } },
});
const updated = (value: Record<string, string[]>, before: Record<string, string[]>): SettingEvent => ({
  type: 'setting-updated',
  data: { data: { id: 'frontendSettings', value }, preData: { id: 'frontendSettings', value: before } },
});

const set = (value: Record<string, string[]>): SettingCommand => ({ kind: 'set', id: 'frontendSettings', value });

describe('setting decider', () => {
  it('records setting-created the first time a setting is stored', () => {
    sut
      .given([])
      .when(set({ frontendApiOrigins: ['https://app.example.com'] }))
      .then([created({ frontendApiOrigins: ['https://app.example.com'] })]);
  });

  it('records setting-updated with the previous value afterwards', () => {
    sut
      .given([created({ frontendApiOrigins: ['*'] })])
      .when(set({ frontendApiOrigins: ['https://a.example'] }))
      .then([updated({ frontendApiOrigins: ['https://a.example'] }, { frontendApiOrigins: ['*'] })]);
  });

  it('records nothing when the value is the same (key order aside)', () => {
    const history = [
      created({ frontendApiOrigins: ['*'] }),
      updated({ frontendApiOrigins: ['https://a.example', 'https://b.example'] }, { frontendApiOrigins: ['*'] }),
    ];
    sut
      .given(history)
      .when(set({ frontendApiOrigins: ['https://a.example', 'https://b.example'] }))
      .thenNothing();
  });

  it('starts over after setting-deleted', () => {
    const deleted: SettingEvent = {
      type: 'setting-deleted',
      data: { preData: { id: 'frontendSettings', value: { frontendApiOrigins: ['*'] } } },
    };
    sut
      .given([created({ frontendApiOrigins: ['*'] }), deleted])
      .when(set({ frontendApiOrigins: ['*'] }))
      .then([created({ frontendApiOrigins: ['*'] })]);
  });
});
