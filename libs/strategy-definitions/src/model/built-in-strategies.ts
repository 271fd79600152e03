import type { StrategyDefinitionData, StrategyParameterDefinition } from '@pennant/events';

const param = (
  name: string,
  type: StrategyParameterDefinition['type'],
  description: string,
  required: boolean,
): StrategyParameterDefinition => ({ name, type, description, required });
const builtIn = (
  name: string,
  title: string | null,
  description: string,
  parameters: StrategyParameterDefinition[],
): StrategyDefinitionData => ({
  name,
  title,
  description,
  editable: false,
  deprecated: false,
  parameters,
});

/**
 * The strategies a new Unleash 8 installation has (its migrations no longer seed `userWithId` or
 * the `gradualRollout*` ones, ADR 0036). They exist without an event (ADR 0020), in this order
 * before the custom ones; they cannot be edited or deleted, only deprecated and reactivated
 * (`default` not even that). A log that deprecated or reactivated a removed one keeps it as a row.
 */
export const BUILT_IN_STRATEGIES: readonly StrategyDefinitionData[] = [
  // Unleash 8's texts and order (its sort orders: flexibleRollout 0, default 1, remoteAddress 3, applicationHostname 4).
  builtIn(
    'flexibleRollout',
    'Gradual rollout',
    'Roll out to a percentage of your userbase, and ensure that the experience is the same for the user on each visit.',
    [
      param('rollout', 'percentage', '', false),
      param('stickiness', 'string', 'Used define stickiness. Possible values: default, userId, sessionId, random', true),
      param('groupId', 'string', 'Used to define a activation groups, which allows you to correlate across feature toggles.', true),
    ],
  ),
  builtIn(
    'default',
    'Standard',
    'This strategy turns on / off for your entire userbase. Prefer using "Gradual rollout" strategy (100%=on, 0%=off).',
    [],
  ),
  builtIn('remoteAddress', 'IPs', 'Enable the feature for a specific set of IP addresses.', [
    param('IPs', 'list', 'List of IPs to enable the feature toggle for.', true),
  ]),
  builtIn('applicationHostname', 'Hosts', 'Enable the feature for a specific set of hostnames.', [
    param('hostNames', 'list', 'List of hostnames to enable the feature toggle for.', false),
  ]),
];

export const isBuiltInStrategy = (name: string): boolean => BUILT_IN_STRATEGIES.some((s) => s.name === name);
