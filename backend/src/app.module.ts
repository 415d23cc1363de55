import { Module, type Type } from '@nestjs/common';
import { AiModule } from './ai/ai.module';
import { loadConfig } from './core/config/load-config';
import { CoreModule } from './core/core.module';
import type { Role } from './core/queue/process-role';
import { loadPlugins, type PluginName } from './plugins/registry';

export interface AppModuleOptions {
  /** The plugins to boot; each one's requirements must be in the list (else a `StartupError`). */
  plugins: readonly PluginName[];
  /** `api` serves HTTP; `worker` runs queue jobs. Jobs run in the API too when WORKERS=inline. */
  role: Role;
  /** Test-only modules booted beside the plugins. */
  extraModules?: Type[];
}

/** The root module of one process: core (for its role), AI and the chosen plugins. */
export function createAppModule({ plugins, role, extraModules = [] }: AppModuleOptions): Type {
  @Module({
    imports: [
      CoreModule.forRoot(role, loadConfig().WORKERS),
      AiModule,
      ...loadPlugins(plugins),
      ...extraModules,
    ],
  })
  class AppModule {}
  return AppModule;
}
