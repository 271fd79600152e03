import { generateApiTokenSecret, generatePatSecret, hashSecret, maskSecret } from './secrets';

describe('secrets', () => {
  it('uses Unleash formats', () => {
    expect(generateApiTokenSecret('admin', ['*'], '*')).toMatch(/^\*:\*\.[0-9a-f]{56}$/);
    expect(generateApiTokenSecret('client', ['default'], 'development')).toMatch(/^default:development\.[0-9a-f]{56}$/);
    expect(generateApiTokenSecret('frontend', ['a', 'b'], 'production')).toMatch(/^\[\]:production\.[0-9a-f]{56}$/);
    expect(generatePatSecret()).toMatch(/^user:[0-9a-f]{56}$/);
  });

  it('masks and hashes', () => {
    expect(maskSecret(`*:*.${'ab12'.repeat(14)}`)).toBe('*:*.ab12…');
    expect(hashSecret('x')).toMatch(/^[0-9a-f]{64}$/);
  });
});
