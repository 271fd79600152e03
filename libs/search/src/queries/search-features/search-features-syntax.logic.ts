// Linear-time recognisers for the filter syntax of the search parameters. The spec gives the
// syntax as regular expressions; run by a backtracking engine, the `tag` one
// (`^(OP):([^:,]+:.+?)(,\s*[^:,]+:.+?)*$`) takes exponential time on a long value of `,a:b`
// pairs that ends in a newline. These functions accept exactly the same languages with one pass
// over the input and no regular expression.

const COLON = 0x3a;
const COMMA = 0x2c;

/** Characters that `.` does not match in a JavaScript regular expression. */
export function isLineTerminator(c: number): boolean {
  return c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029;
}

/** The characters of `\s` in a JavaScript regular expression. */
export function isRegexWhitespace(c: number): boolean {
  return (
    (c >= 0x09 && c <= 0x0d) ||
    c === 0x20 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

export function hasLineTerminator(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (isLineTerminator(s.charCodeAt(i))) return true;
  return false;
}

export function hasNul(s: string): boolean {
  return s.indexOf('\u0000') >= 0;
}

/** Splits `OPERATOR:rest` when OPERATOR is one of `operators`; undefined otherwise. */
export function splitOperator<O extends string>(value: string, operators: readonly O[]): { operator: O; rest: string } | undefined {
  const colon = value.indexOf(':');
  if (colon < 0) return undefined;
  const name = value.slice(0, colon);
  const operator = operators.find((o) => o === name);
  return operator === undefined ? undefined : { operator, rest: value.slice(colon + 1) };
}

/**
 * The part after `OP:` of the spec's generic and segment regex `(.*?)(,([a-zA-Z0-9_]+))*$`:
 * since `.*?` may absorb everything, the language is "any text without a line terminator".
 */
export function matchesGenericValues(rest: string): boolean {
  return !hasLineTerminator(rest);
}

// NFA states for `[^:,]+:.+?(,\s*[^:,]+:.+?)*` (one bit each).
const TYPE_START = 1; // expecting the first character of a tag type
const TYPE = 2; // inside a tag type (at least one character read)
const VALUE_START = 4; // after the colon, expecting the first value character
const VALUE = 8; // inside a value (accepting)
const SEPARATOR = 16; // after a separating comma, inside `\s*`

/**
 * The part after `OP:` of the spec's tag regex, simulated as a set of NFA states: O(n) time,
 * O(1) memory, whatever the input.
 */
export function matchesTagValues(rest: string): boolean {
  let states = TYPE_START;
  for (let i = 0; i < rest.length && states !== 0; i++) {
    const c = rest.charCodeAt(i);
    const typeChar = c !== COLON && c !== COMMA;
    let next = 0;
    if (states & (TYPE_START | TYPE | SEPARATOR) && typeChar) next |= TYPE;
    if (states & TYPE && c === COLON) next |= VALUE_START;
    if (states & (VALUE_START | VALUE) && !isLineTerminator(c)) next |= VALUE;
    if (states & VALUE && c === COMMA) next |= SEPARATOR;
    if (states & SEPARATOR && isRegexWhitespace(c)) next |= SEPARATOR;
    states = next;
  }
  return (states & VALUE) !== 0;
}

/** Comma-separated items, trimmed, empty ones dropped. */
export function splitList(rest: string): string[] {
  return rest
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** True for a non-empty run of ASCII digits. */
export function isDigits(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return true;
}

/** `YYYY-MM-DD` naming a real calendar date (no 2023-02-29, no month 13, no year 0). */
export function isCalendarDate(s: string): boolean {
  if (s.length !== 10 || s[4] !== '-' || s[7] !== '-') return false;
  const [y, m, d] = [s.slice(0, 4), s.slice(5, 7), s.slice(8, 10)];
  if (!isDigits(y) || !isDigits(m) || !isDigits(d)) return false;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day <= days;
}
