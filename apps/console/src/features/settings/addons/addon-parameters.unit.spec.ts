import { initialParameters, missingRequired, parametersBody } from './addon-parameters';
import type { Addon, AddonProvider } from './addons-api';

const webhook: AddonProvider = {
  name: 'webhook',
  displayName: 'Webhook',
  description: '',
  events: ['feature-created'],
  parameters: [
    { name: 'url', displayName: 'Webhook URL', type: 'url', required: true, sensitive: true },
    { name: 'contentType', displayName: 'Content-Type', type: 'text', required: false, sensitive: false },
    { name: 'authorization', displayName: 'Authorization', type: 'text', required: false, sensitive: true },
  ],
};
const stored: Addon = {
  id: 1,
  provider: 'webhook',
  enabled: true,
  events: [],
  parameters: { url: '*****', contentType: 'application/json' },
};

describe('addon parameters in the form', () => {
  it('never starts a secret with a value, not even the mask', () => {
    expect(initialParameters(webhook, stored)).toEqual({ url: '', contentType: 'application/json', authorization: '' });
  });

  it('keeps a stored secret left empty by sending the mask, replaces it when typed, leaves out empty ones', () => {
    expect(parametersBody(webhook, { url: '', contentType: 'text/plain', authorization: '' }, stored)).toEqual({
      url: '*****',
      contentType: 'text/plain',
    });
    expect(parametersBody(webhook, { url: 'https://new.example.com/hook', contentType: '', authorization: 'Bearer x' }, stored)).toEqual({
      url: 'https://new.example.com/hook',
      authorization: 'Bearer x',
    });
  });

  it('names the required parameters a new addon lacks', () => {
    const body = parametersBody(webhook, { url: '', contentType: '', authorization: '' });
    expect(body).toEqual({});
    expect(missingRequired(webhook, body)).toEqual(['url']);
  });
});
