import { join } from 'node:path';
import { libFiles, sliceShapeViolations, strayFacts } from './slice-shape';

const ROOT = join(__dirname, '../..');
const files = libFiles(ROOT);

describe('the slice shape (docs/architecture.md)', () => {
  it('finds the use-case folders', () => {
    expect(files.filter((f) => /^libs\/[^/]+\/src\/(commands|queries)\/[^/]+\//.test(f)).length).toBeGreaterThan(400);
  });

  it('every use-case file is <use-case>[-<part>].<role>.ts and every shared one <name>.<role>.ts, with a role of the closed set; every facts file <subject>.facts.ts', () => {
    expect(sliceShapeViolations(files)).toEqual([]);
  });

  it('facts classes live in a facts/ folder', () => {
    expect(strayFacts(ROOT, files)).toEqual([]);
  });

  it('names what breaks the shape', () => {
    expect(
      sliceShapeViolations([
        'libs/x/src/commands/do-thing/do-thing.controller.ts',
        'libs/x/src/commands/do-thing/do-thing-parts.handler.unit.spec.ts',
        'libs/x/src/commands/do-thing/thing.controller.ts',
        'libs/x/src/commands/do-thing/do-things.handler.ts',
        'libs/x/src/queries/get-thing/get-thing.responses.ts',
        'libs/x/src/queries/get-thing/get-thing.ts',
        'libs/x/src/queries/get-thing/nested/get-thing.query.ts',
        'libs/x/src/commands/thing.schema.ts',
        'libs/x/src/queries/thing.answers.ts',
        'libs/x/src/commands/parse-id.ts',
        'libs/x/src/facts/thing-facts.ts',
        'libs/x/src/facts/thing.facts.int.spec.ts',
      ]),
    ).toEqual([
      'libs/x/src/commands/do-thing/thing.controller.ts: does not start with its folder\'s name "do-thing"',
      'libs/x/src/commands/do-thing/do-things.handler.ts: does not start with its folder\'s name "do-thing"',
      expect.stringMatching(/^libs\/x\/src\/queries\/get-thing\/get-thing\.responses\.ts: role "responses" is not one of/),
      'libs/x/src/queries/get-thing/get-thing.ts: not <use-case>[-<part>].<role>.ts',
      'libs/x/src/queries/get-thing/nested/get-thing.query.ts: a use case is one flat folder',
      expect.stringMatching(/^libs\/x\/src\/queries\/thing\.answers\.ts: role "answers" is not one of/),
      'libs/x/src/commands/parse-id.ts: not <name>.<role>.ts',
      'libs/x/src/facts/thing-facts.ts: not <subject>.facts.ts',
    ]);
  });
});
