import { curlExample, endpointUrl } from './signals-api';

describe('a signal endpoint address', () => {
  it('is this service’s /api/signal-endpoint/<name>, the name encoded', () => {
    expect(endpointUrl('deploys', 'https://flags.example.com')).toBe('https://flags.example.com/api/signal-endpoint/deploys');
    expect(endpointUrl('a~b.c', 'http://x')).toBe('http://x/api/signal-endpoint/a~b.c');
  });

  it('comes with a curl command that posts JSON with the bearer token', () => {
    const sut = curlExample('http://x/api/signal-endpoint/deploys', 'secret-1');
    expect(sut).toContain("curl -X POST 'http://x/api/signal-endpoint/deploys'");
    expect(sut).toContain("-H 'Authorization: Bearer secret-1'");
    expect(sut).toContain("-H 'Content-Type: application/json'");
    expect(sut.split('\n')).toHaveLength(4);
  });
});
