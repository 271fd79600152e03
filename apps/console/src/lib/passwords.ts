// The API's own password rules (one function for both sides, ADR 0042; shared package, ADR 0066).
export { passwordProblems } from '../../../../libs/shared/src/index';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '-_.!#%+=';

/** A random 20-character password that meets the rules (one of each kind, the rest mixed), from the browser's CSPRNG. */
export function generatePassword(random: (n: number) => Uint32Array = (n) => crypto.getRandomValues(new Uint32Array(n))): string {
  const all = LOWER + UPPER + DIGITS + SPECIAL;
  const picks = random(20);
  const chars = Array.from(picks, (r, i) => {
    const set = i === 0 ? LOWER : i === 1 ? UPPER : i === 2 ? DIGITS : i === 3 ? SPECIAL : all;
    return set[r % set.length];
  });
  // The four required kinds land somewhere in the middle rather than always first.
  const shift = picks[0] % 16;
  return chars.slice(4, 4 + shift).join('') + chars.slice(0, 4).join('') + chars.slice(4 + shift).join('');
}
