import { OfrepRequestError } from './evaluate-flags.errors';
import { readOfrepContext } from './evaluate-flags-context.schema';

const refusal = (body: unknown): [string, string] | null => {
  try {
    readOfrepContext(body, '127.0.0.1');
    return null;
  } catch (error) {
    if (!(error instanceof OfrepRequestError)) throw error;
    return [error.errorCode, error.details?.[0]?.path ?? ''];
  }
};

describe('readOfrepContext', () => {
  it('maps targetingKey to userId, Unleash fields to fields and everything else to properties', () => {
    const sut = readOfrepContext(
      {
        context: {
          targetingKey: 'u1',
          sessionId: 's1',
          remoteAddress: '10.0.0.1',
          appName: 'shop',
          environment: 'production',
          currentTime: '2026-01-01T00:00:00Z',
          plan: 'pro',
          age: 42,
          beta: true,
          gone: null,
          properties: { region: 'eu' },
        },
      },
      '127.0.0.1',
    );
    expect(sut).toEqual({
      context: {
        userId: 'u1',
        sessionId: 's1',
        appName: 'shop',
        currentTime: new Date('2026-01-01T00:00:00Z'),
        remoteAddress: '10.0.0.1',
        properties: { plan: 'pro', age: '42', beta: 'true', region: 'eu' },
      },
      appName: 'shop',
      environment: 'production',
    });
  });

  it('defaults remoteAddress to the caller and accepts a userId equal to the targetingKey', () => {
    expect(readOfrepContext({ context: { targetingKey: 'u1', userId: 'u1' } }, '192.0.2.1').context).toEqual({
      userId: 'u1',
      remoteAddress: '192.0.2.1',
      properties: {},
    });
  });

  it.each([
    [undefined, 'PARSE_ERROR', 'body'],
    [[1], 'PARSE_ERROR', 'body'],
    [{}, 'INVALID_CONTEXT', 'body.context'],
    [{ context: null }, 'INVALID_CONTEXT', 'body.context'],
    [{ context: {} }, 'TARGETING_KEY_MISSING', 'body.context.targetingKey'],
    [{ context: { targetingKey: null } }, 'TARGETING_KEY_MISSING', 'body.context.targetingKey'],
    [{ context: { targetingKey: 1 } }, 'INVALID_CONTEXT', 'body.context.targetingKey'],
    [{ context: { targetingKey: 'u', userId: 'v' } }, 'INVALID_CONTEXT', 'body.context.userId'],
    [{ context: { targetingKey: 'u', a: { b: 1 } } }, 'INVALID_CONTEXT', 'body.context.a'],
    [{ context: { targetingKey: 'u', a: [1] } }, 'INVALID_CONTEXT', 'body.context.a'],
    [{ context: { targetingKey: 'u', currentTime: 'soon' } }, 'INVALID_CONTEXT', 'body.context.currentTime'],
    [{ context: { targetingKey: 'u', a: 'x'.repeat(1001) } }, 'INVALID_CONTEXT', 'body.context.a'],
    [{ context: { targetingKey: 'u', ['k'.repeat(256)]: 'v' } }, 'INVALID_CONTEXT', `body.context.${'k'.repeat(256)}`],
    [{ context: { targetingKey: 'u', a: 'nul\u0000' } }, 'INVALID_CONTEXT', 'body.context.a'],
    [
      { context: { targetingKey: 'u', properties: Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`p${i}`, 'v'])) } },
      'INVALID_CONTEXT',
      'body.context',
    ],
  ])('refuses %j with %s at %s', (body, code, path) => {
    expect(refusal(body)).toEqual([code, path]);
  });

  it('accepts 100 fields and refuses 101', () => {
    const fields = (n: number) => Object.fromEntries(Array.from({ length: n - 1 }, (_, i) => [`f${i}`, 'v']));
    expect(refusal({ context: { targetingKey: 'u', ...fields(100) } })).toBeNull();
    expect(refusal({ context: { targetingKey: 'u', ...fields(101) } })).toEqual(['INVALID_CONTEXT', 'body.context']);
  });
});
