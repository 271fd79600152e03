import type { Addon, AddonProvider } from './addons-api';
import { MASKED } from './addons-api';

/**
 * The parameters the form starts with: plain ones as stored, secret ones always empty — a secret
 * is never shown back, not even masked.
 */
export function initialParameters(provider: AddonProvider | undefined, addon?: Addon): Record<string, string> {
  return Object.fromEntries((provider?.parameters ?? []).map((p) => [p.name, p.sensitive ? '' : (addon?.parameters[p.name] ?? '')]));
}

/** Whether a stored addon holds a value for this secret (the API shows it masked). */
export const hasStoredSecret = (addon: Addon | undefined, name: string) => addon?.parameters[name] === MASKED;

/**
 * The parameters to send: empty plain ones left out; a secret left empty on an addon that has
 * one is sent as the mask, which keeps it (the API's rule); a typed secret replaces it.
 */
export function parametersBody(provider: AddonProvider, values: Record<string, string>, addon?: Addon): Record<string, string> {
  const body: Record<string, string> = {};
  for (const p of provider.parameters) {
    const value = (values[p.name] ?? '').trim();
    if (value) body[p.name] = value;
    else if (p.sensitive && hasStoredSecret(addon, p.name)) body[p.name] = MASKED;
  }
  return body;
}

/** Required parameters (as the provider list declares them) that would be missing. */
export function missingRequired(provider: AddonProvider, body: Record<string, string>): string[] {
  return provider.parameters.filter((p) => p.required && !body[p.name]).map((p) => p.name);
}
