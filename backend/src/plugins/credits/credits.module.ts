import { Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ConfigService } from '../../core/config/config.service';
import { ProcessRole } from '../../core/queue/process-role';
import { UsersService } from '../../core/users/users.service';
import { CatalogueController } from './catalogue/catalogue.controller';
import { CatalogueRepository } from './catalogue/catalogue.repository';
import { CatalogueService } from './catalogue/catalogue.service';
import { TypeOrmCatalogueRepository } from './catalogue/typeorm-catalogue.repository';
import { CheckoutController } from './checkout/checkout.controller';
import { CheckoutService } from './checkout/checkout.service';
import { FulfilmentService } from './checkout/fulfilment.service';
import { PaymentGateway } from './checkout/payment-gateway';
import { createStripeClient } from './checkout/stripe.client';
import { StripeGateway } from './checkout/stripe.gateway';
import { StripeWebhookController } from './checkout/stripe-webhook.controller';
import { StripeWebhookService } from './checkout/stripe-webhook.service';
import { TestCheckoutController } from './checkout/test-checkout.controller';
import { TestCheckoutGateway } from './checkout/test-checkout.gateway';
import { TestCheckoutService } from './checkout/test-checkout.service';
import { CREDITS_ENTITIES } from './credits.entities';
import { CreditsGateGuard } from './credits-gate.guard';
import { CreditsService } from './credits.service';
import { LedgerRepository } from './ledger/ledger.repository';
import { SubscriptionController } from './ledger/subscription.controller';
import { TypeOrmLedgerRepository } from './ledger/typeorm-ledger.repository';

/**
 * Credits: the ledger every paid feature spends through (`CreditsService`), the gates
 * (`@RequireCredits(n)`), the price list and checkout (Stripe, or a TEST MODE page without a key).
 */
@Module({
  imports: [TypeOrmModule.forFeature(CREDITS_ENTITIES)],
  controllers: [
    SubscriptionController,
    CatalogueController,
    CheckoutController,
    StripeWebhookController,
    TestCheckoutController,
  ],
  providers: [
    { provide: LedgerRepository, useClass: TypeOrmLedgerRepository },
    { provide: CatalogueRepository, useClass: TypeOrmCatalogueRepository },
    {
      provide: PaymentGateway,
      inject: [ConfigService, getDataSourceToken()],
      useFactory: (config: ConfigService, dataSource: DataSource): PaymentGateway => {
        const stripe = createStripeClient(config.env);
        if (stripe) return new StripeGateway(stripe);
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
  ],
  exports: [CreditsService, CreditsGateGuard],
})
export class CreditsModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly users: UsersService,
    private readonly credits: CreditsService,
    private readonly catalogue: CatalogueService,
    private readonly role: ProcessRole,
  ) {}

  onModuleInit(): void {
    this.users.onUserCreated((user, manager) => this.credits.recordOpeningBalance(user, manager));
  }

  /** Seeds the price list in the process that serves HTTP; worker processes leave it alone. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.role.servesHttp) return;
    await this.catalogue.seed();
  }
}
