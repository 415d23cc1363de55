import { Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ConfigService } from '../../core/config/config.service';
import { ProcessRole } from '../../core/queue/process-role';
import { registerJobQueue } from '../../core/queue/register-job-queue';
import { UserExtensionsRegistry } from '../../core/users/user-extensions';
import { UsersService } from '../../core/users/users.service';
import { CatalogueController } from './catalogue/catalogue.controller';
import { CatalogueRepository } from './catalogue/catalogue.repository';
import { CatalogueService } from './catalogue/catalogue.service';
import { TypeOrmCatalogueRepository } from './catalogue/typeorm-catalogue.repository';
import { CheckoutController } from './checkout/checkout.controller';
import { CheckoutService } from './checkout/checkout.service';
import { CheckoutUnavailableGateway } from './checkout/checkout-unavailable.gateway';
import { FulfilmentService } from './checkout/fulfilment.service';
import { PaymentGateway } from './checkout/payment-gateway';
import { PurchasesRepository } from './checkout/purchases.repository';
import { TypeOrmPurchasesRepository } from './checkout/typeorm-purchases.repository';
import { createStripeClient } from './checkout/stripe.client';
import { StripeGateway } from './checkout/stripe.gateway';
import { StripeWebhookController } from './checkout/stripe-webhook.controller';
import { StripeWebhookService } from './checkout/stripe-webhook.service';
import { TestCheckoutController } from './checkout/test-checkout.controller';
import { TestCheckoutGateway } from './checkout/test-checkout.gateway';
import { TestCheckoutService } from './checkout/test-checkout.service';
import { ChargeReconcilerProcessor } from './charge-reconciler.processor';
import { CreditsConfig } from './credits.config';
import { CREDITS_QUEUE, CreditsJobsProducer } from './credits.jobs';
import { CREDITS_ENTITIES } from './credits.entities';
import { CreditsGateGuard } from './credits-gate.guard';
import { CreditsService } from './credits.service';
import { LedgerRepository } from './ledger/ledger.repository';
import { SubscriptionController } from './ledger/subscription.controller';
import { TypeOrmLedgerRepository } from './ledger/typeorm-ledger.repository';

// The balance this plugin adds to the signed-in user's response (registered in onModuleInit).
declare module '../../core/users/user-extensions' {
  interface UserExtensions {
    credits: number;
  }
}

/**
 * Credits: the ledger every paid feature spends through (`CreditsService`), the gates
 * (`@RequireCredits(n)`), the price list and checkout (Stripe, or a TEST MODE page without a key).
 */
@Module({
  imports: [TypeOrmModule.forFeature(CREDITS_ENTITIES), registerJobQueue(CREDITS_QUEUE)],
  controllers: [
    SubscriptionController,
    CatalogueController,
    CheckoutController,
    StripeWebhookController,
    TestCheckoutController,
  ],
  providers: [
    { provide: CreditsConfig, useFactory: () => new CreditsConfig() },
    { provide: LedgerRepository, useClass: TypeOrmLedgerRepository },
    { provide: CatalogueRepository, useClass: TypeOrmCatalogueRepository },
    { provide: PurchasesRepository, useClass: TypeOrmPurchasesRepository },
    {
      provide: PaymentGateway,
      inject: [CreditsConfig, ConfigService, getDataSourceToken()],
      useFactory: (
        config: CreditsConfig,
        core: ConfigService,
        dataSource: DataSource,
      ): PaymentGateway => {
        const stripe = createStripeClient(config.env);
        if (stripe) return new StripeGateway(stripe);
        if (core.env.NODE_ENV === 'production' && config.env.TEST_CHECKOUT !== 'on')
          return new CheckoutUnavailableGateway();
        return new TestCheckoutGateway(
          dataSource,
          (id) => `/api/test-checkout/${encodeURIComponent(id)}`,
        );
      },
    },
    CreditsService,
    CatalogueService,
    FulfilmentService,
    CheckoutService,
    StripeWebhookService,
    TestCheckoutService,
    CreditsGateGuard,
    CreditsJobsProducer,
    ChargeReconcilerProcessor,
  ],
  exports: [CreditsService, CreditsGateGuard],
})
export class CreditsModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly users: UsersService,
    private readonly extensions: UserExtensionsRegistry,
    private readonly credits: CreditsService,
    private readonly catalogue: CatalogueService,
    private readonly role: ProcessRole,
    private readonly jobs: CreditsJobsProducer,
    private readonly config: CreditsConfig,
  ) {}

  /** Opens each new account's balance with the user (`user.created`) and shows it with the user. */
  onModuleInit(): void {
    this.users.onUserCreated(({ user, transaction }) =>
      this.credits.openAccount(user.id, transaction),
    );
    this.extensions.register(async (userId) => ({ credits: await this.credits.balance(userId) }));
  }

  /**
   * In the process that serves HTTP: seeds the price list, and starts the reconciliation of
   * charges a crash left open (now, then on a schedule). Worker processes leave both alone.
   */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.role.servesHttp) return;
    await this.catalogue.seed();
    await this.jobs.scheduleReconciliation(this.config.env.CHARGE_RECONCILE_SECONDS * 1000);
  }
}
