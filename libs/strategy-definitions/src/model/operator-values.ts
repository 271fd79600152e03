import { isIP } from '@pennant/kernel';
import { RE2JS } from 're2js';

/*
 * The values of the operators Unleash 7.5–8.0 added, read as the official SDKs read them: REGEX
 * patterns in RE2 syntax (the Node SDK compiles them with re2js; Unleash validates with the same
 * engine, so a pattern JavaScript accepts but RE2 does not, a look-ahead say, is refused), and
 * IN_CIDR ranges as IPv4/IPv6 addresses with an optional prefix length (ADR 0058).
 */

/** Why `pattern` is not a REGEX value the SDKs can compile, or null. */
export function regexProblem(pattern: string): string | null {
  try {
    RE2JS.compile(pattern);
    return null;
  } catch (error) {
    return `is not a valid regex string (${error instanceof Error ? error.message : String(error)})`;
  }
}

/** Whether `value` matches the RE2 `pattern` anywhere (the SDK's `find`); a pattern that does not compile matches nothing. */
export function matchesRegex(pattern: string, value: string, caseInsensitive: boolean): boolean {
  try {
    return RE2JS.compile(pattern, caseInsensitive ? RE2JS.CASE_INSENSITIVE : 0)
      .matcher(value)
      .find();
  } catch {
    return false;
  }
}

interface Range {
  family: 4 | 6;
  bits: bigint;
  prefix: number;
}

function parseRange(value: string): Range | null {
  const [address, prefixText, ...rest] = value.trim().split('/');
  const family = isIP(address);
  if ((family !== 4 && family !== 6) || rest.length > 0) return null;
  const width = family === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? width : Number(prefixText);
  if (prefix > width) return null;
  const bits = family === 4 ? ipv4Bits(address) : ipv6Bits(address);
  return bits === null ? null : { family, bits, prefix };
}

function ipv4Bits(address: string): bigint {
  return address.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

function ipv6Bits(address: string): bigint | null {
  let text = address.split('%')[0];
  // An embedded IPv4 tail (::ffff:10.0.0.1) becomes its two groups.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const n = ipv4Bits(v4[1]);
    text = `${text.slice(0, -v4[1].length)}${(n >> 16n).toString(16)}:${(n & 0xffffn).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const groups = (s: string | undefined) => (s ? s.split(':') : []);
  const left = groups(head);
  const right = groups(tail);
  const all = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  if (all.length !== 8) return null;
  return all.reduce((acc, group) => (acc << 16n) | BigInt(parseInt(group, 16)), 0n);
}

/** Why `value` is not an IN_CIDR range (`10.0.0.0/8`, `2001:db8::/32`, or one address), or null. */
export function cidrProblem(value: string): string | null {
  return parseRange(value) === null ? `${JSON.stringify(value)} is not a valid IP address or CIDR range` : null;
}

/** Whether `address` lies in one of `ranges` of its own family (the SDK's IN_CIDR); anything unreadable matches nothing. */
export function inCidr(address: string, ranges: readonly string[]): boolean {
  const ip = parseRange(address);
  if (ip === null || ip.prefix !== (ip.family === 4 ? 32 : 128)) return false;
  return ranges.some((text) => {
    const range = parseRange(text);
    if (range === null || range.family !== ip.family) return false;
    const shift = BigInt((ip.family === 4 ? 32 : 128) - range.prefix);
    return ip.bits >> shift === range.bits >> shift;
  });
}
