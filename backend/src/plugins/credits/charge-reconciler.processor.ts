import { Injectable, Logger } from '@nestjs/common';
import { JobHandler } from '../../core/queue/jobs';
import { CREDITS_QUEUE } from './credits.jobs';
import { CreditsService } from './credits.service';

/** The handler of `credits.reconcile-charges`: refunds the reservations left open by a crash. */
@Injectable()
export class ChargeReconcilerProcessor {
  private readonly logger = new Logger(ChargeReconcilerProcessor.name);

  constructor(private readonly credits: CreditsService) {}

  @JobHandler(CREDITS_QUEUE, 'credits.reconcile-charges')
  async reconcile(): Promise<{ released: number }> {
    const released = await this.credits.reconcile();
    if (released > 0) this.logger.warn(`Refunded ${released} charge(s) left open by a crash`);
    return { released };
  }
}
