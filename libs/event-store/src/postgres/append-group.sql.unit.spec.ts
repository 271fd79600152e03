import { createHash } from 'node:crypto';
import { APPEND_GROUP_FUNCTION } from './append-group.sql';

describe('the append function beside the store', () => {
  it('is the text migration 0320 installed: a released migration never changes, so a new text needs a new migration', () => {
    // When this fails: add a migration that installs APPEND_GROUP_FUNCTION again (CREATE OR REPLACE), then pin the new checksum here.
    expect(createHash('sha256').update(APPEND_GROUP_FUNCTION).digest('hex')).toBe(
      '9184ca4b5b6a2983353e3879cd357b4a7c93605e09670467f128b67b039f6d27',
    );
    expect(APPEND_GROUP_FUNCTION).toContain('CREATE OR REPLACE FUNCTION es_append_group(p_appends jsonb)');
  });
});
