import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { isBuiltInContextField } from '../../model/built-in-context-fields';
import { ContextFieldExistsError } from '../../domain/context-field.errors';
import { ValidateContextFieldNameQuery } from './validate-context-field-name.query';

@QueryHandler(ValidateContextFieldNameQuery)
export class ValidateContextFieldNameHandler implements IQueryHandler<ValidateContextFieldNameQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(query: ValidateContextFieldNameQuery): Promise<void> {
    const rows = (await this.dataSource.query('SELECT 1 FROM rm_context_fields WHERE name = $1', [query.name])) as unknown[];
    if (isBuiltInContextField(query.name) || rows.length > 0) throw new ContextFieldExistsError(query.name);
  }
}
