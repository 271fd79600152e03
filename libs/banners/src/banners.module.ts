import { Module } from '@nestjs/common';
import { CreateBannerController } from './commands/create-banner/create-banner.controller';
import { CreateBannerHandler } from './commands/create-banner/create-banner.handler';
import { DeleteBannerController } from './commands/delete-banner/delete-banner.controller';
import { DeleteBannerHandler } from './commands/delete-banner/delete-banner.handler';
import { UpdateBannerController } from './commands/update-banner/update-banner.controller';
import { UpdateBannerHandler } from './commands/update-banner/update-banner.handler';
import { GetBannersController } from './queries/get-banners/get-banners.controller';
import { GetBannersHandler } from './queries/get-banners/get-banners.handler';

@Module({
  controllers: [GetBannersController, CreateBannerController, UpdateBannerController, DeleteBannerController],
  providers: [CreateBannerHandler, UpdateBannerHandler, DeleteBannerHandler, GetBannersHandler],
})
export class BannersModule {}
