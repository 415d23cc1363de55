import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { registerJobQueue } from '../../core/queue/register-job-queue';
import { AgentFeedDelivery } from './agent-feed-delivery';
import { AgentFeedGenerator } from './agent-feed-generator';
import { AgentFeedProcessor } from './agent-feed.processor';
import { AgentFeedsRepository } from './agent-feeds.repository';
import { AgentsController } from './agents.controller';
import { AGENTS_ENTITIES } from './agents.entities';
import { AGENTS_QUEUE, AgentFeedJobs, BullAgentFeedJobs } from './agents.jobs';
import { AgentsService } from './agents.service';
import { CreditsModule } from './credits';
import { TypeOrmAgentFeedsRepository } from './typeorm-agent-feeds.repository';

/**
 * The AI agent feed (spec 02 §2–§9): `/api/agent-feed`, generations run as `agents.generate-feed`
 * jobs that push their progress to the creator's sockets. Requires the credits plugin.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature(AGENTS_ENTITIES),
    registerJobQueue(AGENTS_QUEUE),
    CreditsModule,
  ],
  controllers: [AgentsController],
  providers: [
    { provide: AgentFeedsRepository, useClass: TypeOrmAgentFeedsRepository },
    { provide: AgentFeedJobs, useClass: BullAgentFeedJobs },
    AgentsService,
    AgentFeedDelivery,
    AgentFeedGenerator,
    AgentFeedProcessor,
  ],
})
export class AgentsModule {}
