import { Query } from '@nestjs/cqrs';
import type { UiConfigResponse } from './get-ui-config.response';

/** The configuration the administration UI reads at start. */
export class GetUiConfigQuery extends Query<UiConfigResponse> {}
