import { assertSafeToListen, ConfigError, DEFAULT_ADMIN_TOKEN, loadConfig } from './config';
import { hostNameOf, isLoopbackName } from './exposure-config';

const REAL = '*:*.an-operator-secret-0123456789';

describe('config: safe defaults and exposure (ADR 0056)', () => {
  it('listens on loopback only while the built-in development token is in force', () => {
    const sut = loadConfig({});
    expect(sut.initAdminApiTokens).toEqual([DEFAULT_ADMIN_TOKEN]);
    expect(sut.host).toBe('127.0.0.1');
    expect(sut.exposure).toMatchObject({ loopbackOnly: true, builtInToken: true, hostCheck: true, publicUrl: null });
    // Named explicitly among others it is still the built-in token.
    expect(loadConfig({ INIT_ADMIN_API_TOKENS: `${REAL},${DEFAULT_ADMIN_TOKEN}` }).host).toBe('127.0.0.1');
  });

  it('keeps listening on every interface, without a Host check, once the operator set real tokens', () => {
    for (const tokens of [REAL, '']) {
      const sut = loadConfig({ INIT_ADMIN_API_TOKENS: tokens });
      expect(sut.host).toBe('0.0.0.0');
      expect(sut.exposure).toMatchObject({ loopbackOnly: false, builtInToken: false, hostCheck: false });
    }
  });

  it('refuses a non-loopback HOST with the built-in token, saying what to set', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'pennant.internal']) {
      // The CLI and the projector, which listen on nothing, read the same configuration without refusing it.
      const config = loadConfig({ HOST: host });
      expect(config.exposure).toMatchObject({ loopbackOnly: false, builtInToken: true });
      let error: unknown;
      try {
        assertSafeToListen(config);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain(`HOST=${host} is not a loopback address`);
      for (const name of ['INIT_ADMIN_API_TOKENS', 'INIT_ADMIN_PASSWORD', 'PENNANT_PUBLIC_URL']) expect(message).toContain(name);
    }
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.1.1']) {
      expect(loadConfig({ HOST: host }).host).toBe(host);
      expect(() => assertSafeToListen(loadConfig({ HOST: host }))).not.toThrow();
    }
    expect(() => assertSafeToListen(loadConfig({ HOST: '0.0.0.0', INIT_ADMIN_API_TOKENS: REAL }))).not.toThrow();
  });

  it('reads PENNANT_PUBLIC_URL as an origin and PENNANT_ALLOWED_HOSTS as names; both turn the Host check on', () => {
    const sut = loadConfig({
      INIT_ADMIN_API_TOKENS: REAL,
      PENNANT_PUBLIC_URL: 'https://Flags.Example.com:443/',
      PENNANT_ALLOWED_HOSTS: 'flags.internal, [fd00::5] ,Pennant.LAN',
    });
    expect(sut.exposure).toMatchObject({
      publicUrl: 'https://flags.example.com',
      allowedHosts: ['flags.internal', '[fd00::5]', 'pennant.lan'],
      hostCheck: true,
    });
    expect(loadConfig({ INIT_ADMIN_API_TOKENS: REAL, PENNANT_ALLOWED_HOSTS: 'a.example' }).exposure.hostCheck).toBe(true);
  });

  it('refuses a public URL with a path, a query or another scheme, and allowed hosts with a scheme or port', () => {
    for (const url of ['flags.example.com', 'ftp://flags.example.com', 'https://flags.example.com/pennant', 'https://x.example?a=1'])
      expect(() => loadConfig({ PENNANT_PUBLIC_URL: url })).toThrow(/PENNANT_PUBLIC_URL/);
    for (const entry of ['https://a.example', 'a.example:8080', '::1'])
      expect(() => loadConfig({ PENNANT_ALLOWED_HOSTS: entry })).toThrow(/PENNANT_ALLOWED_HOSTS/);
  });

  it('knows loopback names and reads Host headers', () => {
    for (const name of ['localhost', 'LOCALHOST', 'localhost.', '127.0.0.1', '127.8.9.1', '::1', '[::1]', '::ffff:127.0.0.1'])
      expect(isLoopbackName(name)).toBe(true);
    for (const name of ['0.0.0.0', '::', '10.0.0.1', 'localhost.evil.example', 'evil.example', '128.0.0.1'])
      expect(isLoopbackName(name)).toBe(false);
    expect(hostNameOf('Evil.Example:4242')).toBe('evil.example');
    expect(hostNameOf('[::1]:4242')).toBe('[::1]');
    expect(hostNameOf('localhost')).toBe('localhost');
    expect(hostNameOf('a b')).toBeNull();
    expect(hostNameOf('a.example/path')).toBeNull();
  });

  it('reads TRUST_PROXY as Fastify takes it, and refuses what it cannot be', () => {
    expect(loadConfig({}).exposure.trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).exposure.trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).exposure.trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    for (const bad of ['proxy.internal', '10.0.0.0/33', '2']) expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });

  it('reads the password-work and PAT lifetime settings', () => {
    expect(loadConfig({}).signIn).toMatchObject({ failuresPerAddress: 50, concurrentPasswordChecks: 2 });
    expect(loadConfig({}).patMaxLifetimeDays).toBeNull();
    expect(loadConfig({ PAT_MAX_LIFETIME_DAYS: '90' }).patMaxLifetimeDays).toBe(90);
    expect(() => loadConfig({ PAT_MAX_LIFETIME_DAYS: '0' })).toThrow(/PAT_MAX_LIFETIME_DAYS/);
    expect(() => loadConfig({ PASSWORD_CHECKS_CONCURRENT: '0' })).toThrow(/PASSWORD_CHECKS_CONCURRENT/);
  });
});
