// `@pennant/safeguards/model`: the safeguards' vocabulary (ADR 0044). Pure.
export * from './safeguard-rule';
