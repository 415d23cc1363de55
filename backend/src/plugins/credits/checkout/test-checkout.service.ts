import {
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { LanguageCode } from '@agora/contracts';
import type { AuthUser } from '../../../core/auth/auth-user';
import { CatalogueRepository } from '../catalogue/catalogue.repository';
import { CatalogueTranslator } from '../catalogue/localize-catalogue';
import type { TestCheckoutSessionEntity } from '../credits.entities';
import { FulfilmentService } from './fulfilment.service';
import { PaymentGateway } from './payment-gateway';
import { TestCheckoutGateway } from './test-checkout.gateway';
import { renderTestCheckoutPage } from './test-checkout.page';

/** The TEST MODE checkout page's actions; paying goes through the same fulfilment as Stripe. */
@Injectable()
export class TestCheckoutService {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly catalogue: CatalogueRepository,
    private readonly fulfilment: FulfilmentService,
  ) {}

  async page(user: AuthUser, sessionId: string, language: LanguageCode = 'en'): Promise<string> {
    const session = await this.ownSession(user, sessionId);
    const pack = await this.catalogue.packById(session.packId);
    if (!pack) throw new NotFoundException(`Credit pack "${session.packId}" no longer exists`);
    return renderTestCheckoutPage(session, new CatalogueTranslator(language).pack(pack), language);
  }

  /** Marks the session paid and adds the credits; returns where to send the buyer. */
  async pay(user: AuthUser, sessionId: string): Promise<string> {
    const session = await this.ownSession(user, sessionId);
    await this.testGateway().settle(sessionId, 'paid');
    const settled = await this.testGateway().retrieve(sessionId);
    if (settled?.paymentStatus !== 'paid')
      throw new ConflictException('This checkout was canceled');
    await this.fulfilment.fulfil(settled);
    return session.successUrl;
  }

  async cancel(user: AuthUser, sessionId: string): Promise<string> {
    const session = await this.ownSession(user, sessionId);
    await this.testGateway().settle(sessionId, 'canceled');
    const settled = await this.testGateway().find(sessionId);
    if (settled?.paymentStatus === 'paid')
      throw new ConflictException('This checkout is already paid');
    return session.cancelUrl;
  }

  private testGateway(): TestCheckoutGateway {
    if (!(this.gateway instanceof TestCheckoutGateway)) {
      throw new NotFoundException(
        'The test checkout is only available when Stripe is not configured',
      );
    }
    return this.gateway;
  }

  private async ownSession(user: AuthUser, sessionId: string): Promise<TestCheckoutSessionEntity> {
    const session = await this.testGateway().find(sessionId);
    if (!session) throw new NotFoundException(`No checkout session "${sessionId}"`);
    if (session.userId !== user.id)
      throw new ForbiddenException('This checkout session belongs to another account');
    return session;
  }
}
