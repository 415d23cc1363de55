let workerProcess = false;

/** Called first thing by `worker.ts`, before any plugin module is loaded. */
export function markWorkerProcess(): void {
  workerProcess = true;
}

export function isWorkerProcess(): boolean {
  return workerProcess;
}
