import { createBullBoard } from '@bull-board/api';
import { BullAdapter } from '@bull-board/api/bullAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppQueues } from '../queue/app-queues';
import { adminOnly } from './admin-only.middleware';

/** Where the site admin watches, retries and cleans the queues' jobs. */
export const QUEUE_BOARD_PATH = '/api/admin/queues';

/**
 * Bull Board over every queue of the booted plugins, for the site admin only. Mount it after the
 * session middleware (it reads `req.authUser`).
 */
export function mountQueueBoard(app: NestExpressApplication, publicUrl: string | undefined): void {
  const board = new ExpressAdapter();
  board.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: app
      .get(AppQueues)
      .all()
      .map((queue) => new BullAdapter(queue)),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: 'Agora queues' } },
  });
  app.use(QUEUE_BOARD_PATH, adminOnly(publicUrl), board.getRouter());
}
