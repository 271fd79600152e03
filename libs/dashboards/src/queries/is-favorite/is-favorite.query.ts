import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

/** Whether the caller (`actorKey`) has favourited the flag: the favourites read model, the one the personal dashboard reads. */
export class IsFavoriteFeatureQuery extends Query<boolean> {
  constructor(
    readonly callerKey: string,
    readonly feature: string,
  ) {
    super();
  }
}

@QueryHandler(IsFavoriteFeatureQuery)
export class IsFavoriteFeatureHandler implements IQueryHandler<IsFavoriteFeatureQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(query: IsFavoriteFeatureQuery): Promise<boolean> {
    const rows = (await this.dataSource.query('SELECT 1 FROM rm_favorite_features WHERE user_key = $1 AND feature = $2', [
      query.callerKey,
      query.feature,
    ])) as unknown[];
    return rows.length > 0;
  }
}
