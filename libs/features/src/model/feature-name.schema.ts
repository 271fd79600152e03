import { string } from '@pennant/kernel';

/** URL-safe: the name must equal its own URI encoding, and not be "." or "..". */
export const featureNameSchema = string({
  minLength: 1,
  maxLength: 100,
  pattern: /^(?!\.{1,2}$)[A-Za-z0-9\-._~]+$/,
  patternHint: 'must be URL-friendly (letters, digits, "-", ".", "_", "~"), not "." or ".."',
});
