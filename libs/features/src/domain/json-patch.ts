import type { JsonValue } from '@pennant/events';
import { BadDataError } from '@pennant/kernel';

/** One RFC 6902 operation, as a client sends it. */
export interface JsonPatchOperation {
  op: 'add' | 'remove' | 'replace' | 'move' | 'copy' | 'test';
  path: string;
  value?: JsonValue;
  from?: string;
}

type Container = JsonValue[] | { [key: string]: JsonValue };

function badPatch(index: number, message: string): BadDataError {
  return new BadDataError(`Request validation failed: your request body or params contain invalid data: patch[${index}] ${message}`, [
    { path: `body[${index}]`, message: `body[${index}] ${message}` },
  ]);
}

function tokens(pointer: string, index: number): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw badPatch(index, `path "${pointer}" must start with "/"`);
  const path = pointer
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (path.includes('__proto__')) throw badPatch(index, `path "${pointer}" must not contain "__proto__"`);
  return path;
}

/** A member of a container: own members only, so `constructor`/`toString` never reach Object.prototype. */
function member(node: Container, key: string): JsonValue | undefined {
  if (Array.isArray(node)) return node[Number(key)];
  return Object.prototype.hasOwnProperty.call(node, key) ? node[key] : undefined;
}

function isContainer(value: JsonValue | undefined): value is Container {
  return typeof value === 'object' && value !== null;
}

function parentOf(doc: JsonValue, path: string[], index: number): { parent: Container; key: string } {
  let node: JsonValue | undefined = doc;
  for (const token of path.slice(0, -1)) {
    node = isContainer(node) ? member(node, token) : undefined;
    if (!isContainer(node)) throw badPatch(index, `path "/${path.join('/')}" does not exist`);
  }
  if (!isContainer(node)) throw badPatch(index, `path "/${path.join('/')}" does not exist`);
  return { parent: node, key: path[path.length - 1] };
}

function get(doc: JsonValue, path: string[], index: number): JsonValue {
  if (path.length === 0) return doc;
  const { parent, key } = parentOf(doc, path, index);
  const value = member(parent, key);
  if (value === undefined) throw badPatch(index, `path "/${path.join('/')}" does not exist`);
  return value;
}

function arrayIndex(array: JsonValue[], key: string, forInsert: boolean, index: number): number {
  if (forInsert && key === '-') return array.length;
  const n = /^(0|[1-9]\d*)$/.test(key) ? Number(key) : NaN;
  if (!(n <= array.length - (forInsert ? 0 : 1))) throw badPatch(index, `array index "${key}" is out of range`);
  return n;
}

function remove(doc: JsonValue, path: string[], index: number): void {
  const { parent, key } = parentOf(doc, path, index);
  if (Array.isArray(parent)) parent.splice(arrayIndex(parent, key, false, index), 1);
  else if (Object.prototype.hasOwnProperty.call(parent, key)) delete parent[key];
  else throw badPatch(index, `path "/${path.join('/')}" does not exist`);
}

function add(doc: JsonValue, path: string[], value: JsonValue, index: number): JsonValue {
  if (path.length === 0) return value;
  const { parent, key } = parentOf(doc, path, index);
  if (Array.isArray(parent)) parent.splice(arrayIndex(parent, key, true, index), 0, value);
  else parent[key] = value;
  return doc;
}

/** Applies a JSON patch to a copy of `document`; an invalid operation is a BadDataError (400). */
export function applyJsonPatch(document: JsonValue, operations: readonly JsonPatchOperation[]): JsonValue {
  let doc = structuredClone(document);
  operations.forEach((operation, index) => {
    const path = tokens(operation.path, index);
    const value = (): JsonValue => {
      if (operation.value === undefined) throw badPatch(index, `"${operation.op}" needs a value`);
      return structuredClone(operation.value);
    };
    switch (operation.op) {
      case 'add':
        doc = add(doc, path, value(), index);
        return;
      case 'remove':
        if (path.length === 0) throw badPatch(index, 'cannot remove the whole document');
        remove(doc, path, index);
        return;
      case 'replace':
        get(doc, path, index);
        if (path.length === 0) doc = value();
        else {
          remove(doc, path, index);
          doc = add(doc, path, value(), index);
        }
        return;
      case 'move':
      case 'copy': {
        const from = tokens(operation.from ?? '', index);
        if (operation.from === undefined) throw badPatch(index, `"${operation.op}" needs "from"`);
        const moved = structuredClone(get(doc, from, index));
        if (operation.op === 'move') remove(doc, from, index);
        doc = add(doc, path, moved, index);
        return;
      }
      case 'test':
        if (JSON.stringify(get(doc, path, index)) !== JSON.stringify(operation.value))
          throw badPatch(index, `test of "${operation.path}" failed`);
        return;
      default:
        throw badPatch(index, `unknown op`);
    }
  });
  return doc;
}
