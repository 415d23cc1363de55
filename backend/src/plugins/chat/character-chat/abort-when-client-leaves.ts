import type { Response } from 'express';

/** Stops generating (and paying the provider) when the learner closes the request early. */
export function abortWhenClientLeaves(res: Response): AbortSignal {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}
