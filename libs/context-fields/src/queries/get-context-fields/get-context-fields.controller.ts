import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc } from '@pennant/platform';
import { ContextFieldNotFoundError } from '../../domain/context-field.errors';
import { contextFieldAnswer, contextFieldsAnswer, type ContextFieldResponse } from '../context-field.response';
import { GetContextFieldsQuery } from './get-context-fields.query';

@Controller('api/admin/context')
export class GetContextFieldsController {
  constructor(private readonly queries: QueryBus) {}

  /** An array, as Unleash's contextFieldsSchema. */
  @Access.authenticated()
  @Get()
  @ApiDoc({ summary: 'List context fields (built-in ones included)', tag: 'Context', response: contextFieldsAnswer.json })
  async list(): Promise<ContextFieldResponse[]> {
    return this.queries.execute(new GetContextFieldsQuery());
  }

  @Access.authenticated()
  @Get(':name')
  @ApiDoc({ summary: 'Get a context field', tag: 'Context', errors: [404], response: contextFieldAnswer.json })
  async get(@Param('name') name: string): Promise<ContextFieldResponse> {
    const [field] = await this.queries.execute(new GetContextFieldsQuery(name));
    if (!field) throw new ContextFieldNotFoundError(name);
    return field;
  }
}
