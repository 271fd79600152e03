import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetUiConfigQuery } from './get-ui-config.query';
import { Access, ApiDoc } from '@pennant/platform';
import { uiConfigAnswer, type UiConfigResponse } from './get-ui-config.response';

@Controller('api/admin/ui-config')
export class GetUiConfigController {
  constructor(private readonly queries: QueryBus) {}

  @Access.authenticated()
  @Get()
  @ApiDoc({ summary: 'The UI configuration (version, limits, flags, front-end API origins)', response: uiConfigAnswer.json })
  get(): Promise<UiConfigResponse> {
    return this.queries.execute(new GetUiConfigQuery());
  }
}
