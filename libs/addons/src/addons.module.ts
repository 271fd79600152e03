import { Module } from '@nestjs/common';
import { CreateAddonController } from './commands/create-addon/create-addon.controller';
import { CreateAddonHandler } from './commands/create-addon/create-addon.handler';
import { DeleteAddonController } from './commands/delete-addon/delete-addon.controller';
import { DeleteAddonHandler } from './commands/delete-addon/delete-addon.handler';
import { UpdateAddonController } from './commands/update-addon/update-addon.controller';
import { UpdateAddonHandler } from './commands/update-addon/update-addon.handler';
import { GetAddonsController } from './queries/get-addons/get-addons.controller';
import { GetAddonsHandler } from './queries/get-addons/get-addons.handler';

@Module({
  controllers: [GetAddonsController, CreateAddonController, UpdateAddonController, DeleteAddonController],
  providers: [CreateAddonHandler, UpdateAddonHandler, DeleteAddonHandler, GetAddonsHandler],
})
export class AddonsModule {}
