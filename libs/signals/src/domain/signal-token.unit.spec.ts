import { hashSignalTokenSecret, matchSignalToken } from './signal-token';

describe('signal tokens', () => {
  const tokens = [
    { id: 1, secretHash: hashSignalTokenSecret('one') },
    { id: 2, secretHash: hashSignalTokenSecret('two') },
  ];

  it('matches the token whose hash equals the presented secret', () => {
    expect(matchSignalToken('two', tokens)?.id).toBe(2);
    expect(matchSignalToken('three', tokens)).toBeNull();
    expect(matchSignalToken('one', [])).toBeNull();
  });
});
