/**
 * What the console and the server both apply, owned by neither (ADR 0066): pure, framework-free
 * and import-free, so the browser bundle can take it without pulling in a server library.
 * The spec's event catalog sits beside it as data (`spec-event-types.json`).
 */
export { passwordProblems } from './password-rules';
export { ENVIRONMENT_PERMISSIONS, PROJECT_PERMISSIONS } from './permission-names';
