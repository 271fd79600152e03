/**
 * The cases of `@unleash/client-specification` that fail against Pennant, by file, then
 * description → reason. Every one is a configuration the admin API refuses, exactly as
 * Unleash's admin API does (the specification tests what an SDK does with a payload a server
 * might still send, e.g. an older or a hand-written one); the refused part never reaches the SDK,
 * so it evaluates the flag without it. None is a wrong answer about a configuration Pennant took.
 */
const REFUSED_OPERATOR = 'an operator no SDK knows (NOT_A_VALID_OPERATOR): 400 on the strategy, the flag is served without it';
const INVALID_SEMVER =
  'a SEMVER_* constraint value that is not a semantic version (v2.0.0) is refused with 400; the flag is served without that strategy';
const MISSING_SEGMENT =
  'a strategy naming a segment that does not exist is refused (404, as Unleash 8): the flag is served with no such strategy';
const MISSING_PARENT = 'a dependency on a flag that does not exist is refused (403): the child is served without it';
const CYCLE = 'dependencies are one level deep: the second link of a cycle is refused (403), so the child is served without it';
const TRANSITIVE = 'dependencies are one level deep: a transitive dependency is refused (403), so the child is served without it';
const NAME = 'flag names must be URL-friendly (letters, digits, - _ . ~), as in Unleash: the flag cannot be created';
const REGEX =
  'a REGEX pattern that RE2 cannot compile (unclosed group, look-ahead, back-reference) is refused with 400, as Unleash refuses it: the flag is served without that strategy';
const CIDR =
  'an IN_CIDR value that is neither an IP address nor a CIDR range is refused with 400: the flag is served without that strategy';
const NO_VARIABLE =
  'Unleash 8 refuses a variant list without a "variable" variant, and weights summing to other than 1000 cannot be stored otherwise: the flag or strategy is served without these variants';
const NO_VALUES = 'Unleash 8 refuses IN/NOT_IN/STR_* constraints without values: 400 on the strategy, the flag is served without it';

export const KNOWN_FAILURES: Record<string, Record<string, string>> = {
  '08-variants.json': {
    'Feature.Variants.B should give variant2 for user 2': NO_VARIABLE,
    'Feature.Variants.B should give variant 1 for user 0': NO_VARIABLE,
    'Feature.Variants.C should return variant1': NO_VARIABLE,
    'Feature.Variants.C should return variant2': NO_VARIABLE,
    'Feature.Variants.C should return variant3': NO_VARIABLE,
    'Feature.Variants.D should return variant1': NO_VARIABLE,
    'Feature.Variants.D should return variant2': NO_VARIABLE,
    'Feature.Variants.D should return variant3': NO_VARIABLE,
    'Feature.Variants.override.D should return variant1 for user 132': NO_VARIABLE,
    'Feature.Variants.override.D should return variant1 for user 61': NO_VARIABLE,
    'Feature.Variants.override.D should return variant2 for user 388': NO_VARIABLE,
  },
  '09-strategy-constraints.json': {
    'Feature.constraints.empty should always be disabled': NO_VALUES,
  },
  '11-strategy-constraints-edge-cases.json': {
    'Feature.constraints.no_value should not be enabled in default environment': NO_VALUES,
    'Feature.constraints.no_value should not be enabled in empty environment': NO_VALUES,
  },
  '12-custom-stickiness.json': {
    'Feature.flexible.rollout.custom.stickiness_100 and customField=616 yields blue': NO_VARIABLE,
    'Feature.flexible.rollout.custom.stickiness_100 and customField=503 yields red': NO_VARIABLE,
    'Feature.flexible.rollout.custom.stickiness_100 and customField=438 yields green': NO_VARIABLE,
    'Feature.flexible.rollout.custom.stickiness_100 and customField=44 yields yellow': NO_VARIABLE,
  },
  '16-strategy-variants.json': {
    'Feature.strategy.multiple.variants should choose first variant': NO_VARIABLE,
    'Feature.strategy.multiple.variants should choose second variant': NO_VARIABLE,
    'Feature.strategy.numeric.variants should choose second variant': NO_VARIABLE,
    'Feature.strategy.variants.stickiness should inherit stickiness from the strategy - first variant': NO_VARIABLE,
    'Feature.strategy.variants.stickiness should inherit stickiness from the strategy - second variant': NO_VARIABLE,
  },
  '13-constraint-operators.json': {
    'F7.invalid-operator should always return false': REFUSED_OPERATOR,
  },
  '14-constraint-semver-operators.json': {
    'F8.invalidSemverWithLeadingV - invalid semver resolves to false': INVALID_SEMVER,
    'F8.invalidSemverWithLeadingV - broken semver resolves to false': INVALID_SEMVER,
  },
  '15-global-constraints.json': {
    'F9.withMissingSegment should force evaluation to false': MISSING_SEGMENT,
    'F9.globalSegmentOn and customField=616 yields green': NO_VARIABLE,
  },
  '17-dependent-features.json': {
    'Child is disabled if the specified parent does not exist.': MISSING_PARENT,
    "Child is disabled if there's a cyclic dependency with the parent.": CYCLE,
    'Child is disabled if a transitive dependency exists.': TRANSITIVE,
    'Child yields a disabled variant in the absence of a specified parent.': MISSING_PARENT,
    'Child yields a disabled variant due to a cyclic dependency with the parent.': CYCLE,
    'Child yields a disabled variant because of a transitive dependency.': TRANSITIVE,
  },
  '18-utf8-flag-names.json': {
    'Feature.UTF-8.Hellø_Wørld feature toggle should be enabled': NAME,
    'Feature.UTF-8.😊_φriend_你好_🌍 feature toggle should be enabled': NAME,
  },
  '21-regex-constraint-operators.json': {
    'Invalid regex should result in toggle being disabled': REGEX,
    'R90 lookahead should be rejected upstream; if it leaks through, it must not enable': REGEX,
    'R91 backreference should be rejected upstream; if it leaks through, it must not enable': REGEX,
  },
  '22-cidr-constraint-operators.json': {
    'Invalid-only values should not match': CIDR,
  },
};
