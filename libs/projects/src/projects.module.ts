import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { DefaultSetup } from './bootstrap/default-setup';

@Module({ providers: [DefaultSetup], exports: [DefaultSetup] })
export class ProjectsModule implements OnApplicationBootstrap {
  constructor(private readonly setup: DefaultSetup) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.setup.ensure();
  }
}
