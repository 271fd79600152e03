import { ConfigError, loadConfig } from './config';

describe('client streaming configuration (ADR 0037, 0058)', () => {
  it('serves the stream to SDKs that ask for it, and hints none to it, by default', () => {
    expect(loadConfig({}).clientStreaming).toMatchObject({ enabled: true, hint: false });
  });

  it('hints polling SDKs to stream only when asked to', () => {
    expect(loadConfig({ CLIENT_STREAMING_HINT: 'true' }).clientStreaming).toMatchObject({ enabled: true, hint: true });
  });

  it('refuses a hint to a stream that is turned off', () => {
    expect(() => loadConfig({ CLIENT_STREAMING: 'false', CLIENT_STREAMING_HINT: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ CLIENT_STREAMING: 'false', CLIENT_STREAMING_HINT: 'true' })).toThrow(/CLIENT_STREAMING_HINT/);
    expect(loadConfig({ CLIENT_STREAMING: 'false' }).clientStreaming).toMatchObject({ enabled: false, hint: false });
  });
});
