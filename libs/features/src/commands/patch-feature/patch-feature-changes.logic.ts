import type { FlagType } from '@pennant/events';
import { BadDataError } from '@pennant/platform';
import { FLAG_TYPES, type UpdateFeature } from '../../domain/feature.decider';
import { OperationDeniedError } from '../../domain/feature-lifecycle.errors';
import type { PatchFeatureBody } from './patch-feature.schema';

type Changes = UpdateFeature['changes'];

function bad(index: number, message: string): BadDataError {
  const text = `body[${index}] ${message}`;
  return new BadDataError(`Request validation failed: your request body or params contain invalid data: ${text}`, [
    { path: `body[${index}]`, message: text },
  ]);
}

function boolValue(value: unknown, index: number, path: string): boolean {
  if (typeof value !== 'boolean') throw bad(index, `value of "${path}" must be a boolean`);
  return value;
}

/** The value an operation sets, or (remove) the field's empty value. */
function apply(changes: Changes, op: 'add' | 'replace' | 'remove', path: string, value: unknown, index: number): Changes {
  const removing = op === 'remove';
  switch (path) {
    case '/description':
      if (removing || value === null) return { ...changes, description: null };
      if (typeof value !== 'string' || value.length > 10000)
        throw bad(index, 'value of "/description" must be a string of at most 10000 characters or null');
      return { ...changes, description: value };
    case '/type':
      if (removing) throw bad(index, '"/type" cannot be removed');
      if (typeof value !== 'string' || !(FLAG_TYPES as readonly string[]).includes(value))
        throw bad(index, `value of "/type" must be one of ${FLAG_TYPES.join(', ')}`);
      return { ...changes, type: value as FlagType };
    case '/stale':
      return { ...changes, stale: removing ? false : boolValue(value, index, path) };
    case '/impressionData':
      return { ...changes, impressionData: removing ? false : boolValue(value, index, path) };
    default:
      throw bad(index, `path "${path}" cannot be patched (allowed: /description, /type, /stale, /impressionData)`);
  }
}

/**
 * Reads a JSON patch on a flag as the changes of a PUT (absent = keep), operations applied in
 * order. Variants are patched through their own endpoints (403 OperationDeniedError, as Unleash);
 * any other operation or path is a 400.
 */
export function featurePatchToChanges(patch: PatchFeatureBody): Changes {
  if (patch.some((o) => o.path === '/variants' || o.path.startsWith('/variants/'))) {
    throw new OperationDeniedError(
      'Changing variants is done via PATCH operation to /api/admin/projects/:project/features/:feature/environments/:environment/variants',
    );
  }
  return patch.reduce<Changes>((changes, operation, index) => {
    const { op, path, value } = operation;
    if (op !== 'add' && op !== 'replace' && op !== 'remove')
      throw bad(index, `op "${op}" is not supported (allowed: add, replace, remove)`);
    if (op !== 'remove' && value === undefined) throw bad(index, `"${op}" needs a value`);
    return apply(changes, op, path, value, index);
  }, {});
}
