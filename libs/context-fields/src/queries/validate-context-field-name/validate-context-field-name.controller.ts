import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, validate } from '@pennant/platform';
import { validateContextFieldSchema } from '../../commands/context-field.schema';
import { ValidateContextFieldNameQuery } from './validate-context-field-name.query';

@Controller('api/admin/context/validate')
export class ValidateContextFieldNameController {
  constructor(private readonly queries: QueryBus) {}

  /** → 200, empty, when `name` is URL-safe and free; 409 `NameExistsError` when taken. */
  @Access.permission('UPDATE_CONTEXT_FIELD')
  @Post()
  @ApiDoc({
    noBody: true,
    summary: 'Check that a context field name is valid and free',
    tag: 'Context',
    body: validateContextFieldSchema.json,
    errors: [400, 409],
  })
  @HttpCode(200)
  async validateName(@Body() body: unknown): Promise<void> {
    const { name } = validate(validateContextFieldSchema, body);
    await this.queries.execute(new ValidateContextFieldNameQuery(name));
  }
}
