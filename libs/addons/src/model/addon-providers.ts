import { EVENT_TYPES } from '@pennant/events';

export interface AddonParameterDefinition {
  name: string;
  displayName: string;
  type: 'url' | 'text' | 'textfield' | 'list';
  required: boolean;
  /** Never shown back (answers say `*****`) and never in the public event log. */
  sensitive: boolean;
}

export interface AddonProvider {
  name: string;
  displayName: string;
  description: string;
  documentationUrl: string;
  parameters: AddonParameterDefinition[];
  events: readonly string[];
}

const param = (
  name: string,
  displayName: string,
  type: AddonParameterDefinition['type'],
  required = false,
  sensitive = false,
): AddonParameterDefinition => ({ name, displayName, type, required, sensitive });
const customHeaders = param('customHeaders', 'Extra HTTP Headers', 'textfield', false, true);

/** The integrations Unleash OSS ships, with the parameters each one takes (which are required, which are secrets). */
export const ADDON_PROVIDERS: readonly AddonProvider[] = [
  {
    name: 'webhook',
    displayName: 'Webhook',
    description: 'A Webhook is a generic way to post messages from Unleash to third party services.',
    documentationUrl: 'https://docs.getunleash.io/docs/addons/webhook',
    parameters: [
      param('url', 'Webhook URL', 'url', true, true),
      param('contentType', 'Content-Type', 'text'),
      param('authorization', 'Authorization', 'text', false, true),
      param('bodyTemplate', 'Body template', 'textfield'),
      customHeaders,
    ],
    events: EVENT_TYPES,
  },
  {
    name: 'slack-app',
    displayName: 'Slack App',
    description: 'The Slack App addon posts messages to your Slack workspace.',
    documentationUrl: 'https://docs.getunleash.io/docs/addons/slack-app',
    parameters: [
      param('accessToken', 'Access token', 'text', true, true),
      param('defaultChannels', 'Channels', 'text'),
      param('alwaysPostToDefault', 'Always post to default channels', 'text'),
    ],
    events: EVENT_TYPES,
  },
  {
    name: 'teams',
    displayName: 'Microsoft Teams',
    description: 'Allows Unleash to post updates to Microsoft Teams.',
    documentationUrl: 'https://docs.getunleash.io/docs/addons/teams',
    parameters: [param('url', 'Microsoft Teams webhook URL', 'url', true, true), customHeaders],
    events: EVENT_TYPES,
  },
  {
    name: 'datadog',
    displayName: 'Datadog',
    description: 'Allows Unleash to post updates to Datadog.',
    documentationUrl: 'https://docs.getunleash.io/docs/addons/datadog',
    parameters: [
      param('url', 'Datadog Events URL', 'url', true),
      param('apiKey', 'Datadog API key', 'text', true, true),
      param('sourceTypeName', 'Datadog Source Type Name', 'text'),
      customHeaders,
      param('bodyTemplate', 'Body template', 'textfield'),
    ],
    events: EVENT_TYPES,
  },
  {
    name: 'new-relic',
    displayName: 'New Relic',
    description: 'Allows Unleash to post updates to New Relic Event Tracking.',
    documentationUrl: 'https://docs.getunleash.io/docs/addons/new-relic',
    parameters: [
      param('url', 'New Relic Event URL', 'url', true),
      param('licenseKey', 'New Relic License Key', 'text', true, true),
      customHeaders,
      param('bodyTemplate', 'Body template', 'textfield'),
    ],
    events: EVENT_TYPES,
  },
];

export const findProvider = (name: string): AddonProvider | undefined => ADDON_PROVIDERS.find((p) => p.name === name);

/** What answers show for a sensitive parameter; sent back unchanged in an update, it keeps the stored value. */
export const MASKED = '*****';
