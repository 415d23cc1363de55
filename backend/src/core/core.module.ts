import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { TerminusModule } from '@nestjs/terminus';
import { ThrottlerModule } from '@nestjs/throttler';
import { AdminGuard } from './auth/admin.guard';
import { SessionService } from './auth/session.service';
import { SignedInGuard } from './auth/signed-in.guard';
import { InvalidationBus, RedisInvalidationBus } from './cache/invalidation-bus';
import { ConfigService } from './config/config.service';
import { DatabaseModule } from './database/database.module';
import { AllExceptionsFilter } from './errors/all-exceptions.filter';
import { HealthController } from './health/health.controller';
import { HealthProbes, LiveHealthProbes } from './health/health-probes';
import { ProbesController } from './health/probes.controller';
import { ReadinessIndicators } from './health/readiness-indicators';
import { HttpThrottlerGuard } from './http/http-throttler.guard';
import { SyncedThrottlerStorage } from './http/synced-throttler.storage';
import { SameSiteRequestGuard } from './http/same-site-request.guard';
import { WellFormedTextGuard } from './http/well-formed-text.guard';
import { LoggingModule } from './logging/logging.module';
import { MetricsController } from './metrics/metrics.controller';
import { MetricsAccessGuard } from './metrics/metrics-access.guard';
import { OperationalMetrics } from './metrics/operational-metrics';
import { PrometheusMetrics } from './metrics/prometheus-metrics';
import { WorkerOpsServer } from './metrics/worker-ops-server';
import { ProcessRole, type Role } from './queue/process-role';
import { QueueModule } from './queue/queue.module';
import { RealtimeModule } from './realtime/realtime.module';
import { RedisService } from './redis/redis.service';
import { PublishedPostsRegistry } from './published-posts/published-posts.registry';
import { LinkPreviewRegistry } from './serving/link-previews';
import { ShowcaseRegistry } from './showcase/showcase.registry';
import { UsersModule } from './users/users.module';

/** Everything plugins may inject without importing: config, process role, transactions, users, queues, realtime, guards. */
@Global()
@Module({
  imports: [
    LoggingModule,
    DatabaseModule,
    QueueModule,
    RealtimeModule,
    UsersModule,
    TerminusModule.forRoot({ errorLogStyle: 'json' }),
    ThrottlerModule.forRootAsync({
      inject: [ConfigService, RedisService],
      useFactory: (config: ConfigService, redis: RedisService) => ({
        throttlers: [{ name: 'default', ttl: 60_000, limit: config.env.RATE_LIMIT_PER_MINUTE }],
        storage: new SyncedThrottlerStorage(redis),
      }),
    }),
  ],
  controllers: [HealthController, ProbesController, MetricsController],
  providers: [
    { provide: ConfigService, useFactory: () => new ConfigService() },
    RedisService,
    { provide: InvalidationBus, useClass: RedisInvalidationBus },
    SessionService,
    SignedInGuard,
    AdminGuard,
    ShowcaseRegistry,
    LinkPreviewRegistry,
    PublishedPostsRegistry,
    { provide: HealthProbes, useClass: LiveHealthProbes },
    ReadinessIndicators,
    PrometheusMetrics,
    { provide: OperationalMetrics, useExisting: PrometheusMetrics },
    MetricsAccessGuard,
    WorkerOpsServer,
    { provide: APP_GUARD, useClass: HttpThrottlerGuard },
    { provide: APP_GUARD, useClass: SameSiteRequestGuard },
    { provide: APP_GUARD, useClass: WellFormedTextGuard },
    { provide: APP_FILTER, useClass: AllExceptionsFilter },
  ],
  exports: [
    ConfigService,
    DatabaseModule,
    RedisService,
    InvalidationBus,
    SessionService,
    SignedInGuard,
    AdminGuard,
    ShowcaseRegistry,
    OperationalMetrics,
    PrometheusMetrics,
    WorkerOpsServer,
    LinkPreviewRegistry,
    PublishedPostsRegistry,
    QueueModule,
    RealtimeModule,
    UsersModule,
  ],
})
export class CoreModule {
  /** Core for one process: `role` decides, with WORKERS, whether this process runs queue jobs. */
  static forRoot(role: Role, workers: 'inline' | 'off'): DynamicModule {
    return {
      module: CoreModule,
      providers: [{ provide: ProcessRole, useValue: new ProcessRole(role, workers) }],
      exports: [ProcessRole],
    };
  }
}
