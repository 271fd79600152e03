import { generatePassword, passwordProblems } from './passwords';

describe('passwords in the console', () => {
  it('are checked with the API’s own rules and words', () => {
    expect(passwordProblems('short')).toContain('The password must be at least 10 characters long.');
    expect(passwordProblems('Correct-Horse-Battery-9')).toEqual([]);
  });

  it('are generated to meet those rules', () => {
    for (let i = 0; i < 50; i += 1) {
      const sut = generatePassword();
      expect(sut).toHaveLength(20);
      expect(passwordProblems(sut)).toEqual([]);
    }
  });
});
