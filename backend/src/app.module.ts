import { Module, type Type } from '@nestjs/common';
import { AiModule } from './ai/ai.module';
import type { PluginName } from './core/config/config.schema';
import { loadConfig } from './core/config/load-config';
import { CoreModule } from './core/core.module';
import { loadPluginModule } from './plugins/registry';

/** The root module: core, AI and the chosen plugins (default: PLUGINS from the config); tests may add modules. */
export function createAppModule(
  plugins: readonly PluginName[] = loadConfig().PLUGINS,
  extraModules: Type[] = [],
): Type {
  @Module({ imports: [CoreModule, AiModule, ...plugins.map(loadPluginModule), ...extraModules] })
  class AppModule {}
  return AppModule;
}
