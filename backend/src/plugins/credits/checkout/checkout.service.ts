import {
  BadRequestException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { CheckoutSessionResponse, PurchaseResult } from '@agora/contracts';
import type { AuthUser } from '../../../core/auth/auth-user';
import { ConfigService } from '../../../core/config/config.service';
import { CatalogueRepository } from '../catalogue/catalogue.repository';
import { CreditsService } from '../credits.service';
import { FulfilmentService } from './fulfilment.service';
import { CHECKOUT_SESSION_ID_PLACEHOLDER, PaymentGateway } from './payment-gateway';
import { PurchasesRepository } from './purchases.repository';

/** Buying credit packs: start a checkout, then confirm it when the buyer returns. */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly catalogue: CatalogueRepository,
    private readonly fulfilment: FulfilmentService,
    private readonly credits: CreditsService,
    private readonly config: ConfigService,
    private readonly purchases: PurchasesRepository,
  ) {}

  /** `origin` is this request's own origin, used when PUBLIC_URL is not configured. */
  async createSession(
    user: AuthUser,
    priceId: string,
    origin: string,
  ): Promise<CheckoutSessionResponse> {
    const pack = await this.catalogue.packByPriceId(priceId);
    if (!pack) throw new BadRequestException(`priceId: unknown price "${priceId}"`);
    const base = (this.config.env.PUBLIC_URL ?? origin).replace(/\/+$/, '');
    const { id, url } = await this.gateway.createCheckout({
      userId: user.id,
      pack,
      successUrl: `${base}/credits?success=true&session_id=${CHECKOUT_SESSION_ID_PLACEHOLDER}`,
      cancelUrl: `${base}/credits?canceled=true`,
    });
    await this.purchases.recordPending({
      sessionId: id,
      userId: user.id,
      packId: pack.id,
      credits: pack.credits,
      amountCents: pack.priceCents,
    });
    return { url };
  }

  /** Confirms a checkout of the caller's; adds the credits unless the webhook already did. */
  async processPurchase(user: AuthUser, sessionId: string): Promise<PurchaseResult> {
    const session = await this.gateway.retrieve(sessionId);
    if (!session) throw new NotFoundException(`session_id: no checkout session "${sessionId}"`);
    if (session.userId !== user.id)
      throw new ForbiddenException('This checkout session belongs to another account');
    const purchase = await this.fulfilment.fulfil(session);
    const newBalance = await this.credits.balance(user.id);
    return { success: purchase !== null, creditsAdded: purchase?.amount ?? 0, newBalance };
  }
}
