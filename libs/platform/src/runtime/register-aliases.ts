// Maps `@pennant/<lib>` to the compiled lib in dist (tsc does not rewrite tsconfig paths), and a
// lib's pure entry `@pennant/<lib>/<folder>` (model, domain; ADR 0044) to that folder's index.
// Imported first by every app entry point; Jest uses moduleNameMapper instead.
import Module from 'node:module';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');
type Resolve = (request: string, parent: unknown, isMain: boolean, options?: unknown) => string;
const mod = Module as unknown as { _resolveFilename: Resolve };
const original = mod._resolveFilename;
mod._resolveFilename = function resolveAlias(request, parent, isMain, options) {
  if (request.startsWith('@pennant/')) {
    const [lib, folder] = request.slice('@pennant/'.length).split('/');
    return original.call(
      this,
      folder ? join(root, lib, 'src', folder, 'index.js') : join(root, lib, 'src', 'index.js'),
      parent,
      isMain,
      options,
    );
  }
  return original.call(this, request, parent, isMain, options);
};
