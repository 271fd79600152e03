import Ajv from 'ajv';
import addFormats from 'ajv-formats';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);

/** Asserts that a response body conforms to a JSON schema written from the spec; lists every violation. */
export function expectSchema(value: unknown, schema: Record<string, unknown>): void {
  const validate = ajv.compile(schema);
  const ok = validate(value);
  if (!ok) throw new Error(`response does not match the schema:\n${ajv.errorsText(validate.errors, { separator: '\n' })}`);
}
