import type { Provider } from '@nestjs/common';
import { loadConfig } from '../config/load-config';
import { isWorkerProcess } from './worker-process';

/**
 * A plugin's Bull processors, included only where jobs should run: worker processes always, the API
 * process unless WORKERS=off. Use in `providers: [MyService, ...withWorkers([MyProcessor])]`.
 */
export function withWorkers(processors: Provider[]): Provider[] {
  return isWorkerProcess() || loadConfig().WORKERS === 'inline' ? processors : [];
}
