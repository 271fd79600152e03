import { REDACTED, redactAnswer, redactSecrets, SECRET_REDACTED_HEADER } from './secret-answers';

describe('secrets an answer shows once', () => {
  it('are replaced in the kept answer, nested and in arrays too, and nothing else changes', () => {
    const body = JSON.stringify({
      secret: 's3cret',
      name: 'n',
      token: { inner: 'x' },
      list: [{ inviteLink: 'https://h/invite/k' }, { inviteLink: null }],
    });
    expect(JSON.parse(redactSecrets(body, ['secret', 'token.inner', 'list.inviteLink']) as string)).toEqual({
      secret: REDACTED,
      name: 'n',
      token: { inner: REDACTED },
      list: [{ inviteLink: REDACTED }, { inviteLink: null }],
    });
  });

  it('leave a body without the field as it is, and keep no body that is not JSON', () => {
    expect(redactSecrets('{"a":1}', ['secret'])).toBe('{"a":1}');
    expect(redactSecrets('not json s3cret', ['secret'])).toBeNull();
    expect(redactSecrets(null, ['secret'])).toBeNull();
  });

  it('are taken out of the kept headers too, and the kept answer says which fields were redacted', () => {
    const body = JSON.stringify({ secret: 'k/e y', url: 'https://h/new-user?invite=k%2Fe%20y' });
    const kept = redactAnswer(body, { location: 'invite-link/tokens/k/e y', 'content-type': 'application/json' }, ['secret']);
    expect(kept.headers).toEqual({
      location: `invite-link/tokens/${REDACTED}`,
      'content-type': 'application/json',
      [SECRET_REDACTED_HEADER]: 'secret',
    });
    expect(JSON.parse(kept.body as string).secret).toBe(REDACTED);
  });
});
