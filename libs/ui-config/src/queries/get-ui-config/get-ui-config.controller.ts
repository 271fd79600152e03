import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetUiConfigQuery } from './get-ui-config.query';
import { Access } from '@pennant/platform';

@Controller('api/admin/ui-config')
export class GetUiConfigController {
  constructor(private readonly queries: QueryBus) {}

  @Access.authenticated()
  @Get()
  get() {
    return this.queries.execute(new GetUiConfigQuery());
  }
}
