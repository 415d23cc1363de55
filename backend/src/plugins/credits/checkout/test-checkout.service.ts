import {
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { LanguageCode } from '@agora/contracts';
import { z } from 'zod';
import type { AuthUser } from '../../../core/auth/auth-user';
import { CatalogueRepository } from '../catalogue/catalogue.repository';
import { CatalogueTranslator } from '../catalogue/localize-catalogue';
import type { TestCheckoutSessionEntity } from '../credits.entities';
import { FulfilmentService } from './fulfilment.service';
import { PaymentGateway } from './payment-gateway';
import { TestCheckoutGateway } from './test-checkout.gateway';
import { type PromotionEntry, renderTestCheckoutPage } from './test-checkout.page';

/** The page's promotion form; anything else posted is read as an empty code. */
export const PromotionFormSchema = z.object({ code: z.string() });

/** Applied: back to the page (post/redirect/get); refused: the page again naming the problem. */
export type PromotionOutcome =
  { kind: 'applied'; pageUrl: string } | { kind: 'refused'; status: 400; html: string };

/** The price less `percentOff` %, rounded to whole cents (half a cent up). */
export function discountedCents(cents: number, percentOff: number): number {
  return Math.round((cents * (100 - percentOff)) / 100);
}

/** The TEST MODE checkout page's actions; paying goes through the same fulfilment as Stripe. */
@Injectable()
export class TestCheckoutService {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly catalogue: CatalogueRepository,
    private readonly fulfilment: FulfilmentService,
  ) {}

  async page(user: AuthUser, sessionId: string, language: LanguageCode = 'en'): Promise<string> {
    return this.render(await this.ownSession(user, sessionId), language);
  }

  /**
   * Applies an active promotion code (case and surrounding spaces ignored) to an open checkout, as
   * Stripe Checkout's promotion code field does: the total becomes the discounted price, the
   * credits stay the pack's. The same code again changes nothing; a paid or canceled checkout is
   * a 409 and keeps its price.
   */
  async applyPromotion(
    user: AuthUser,
    sessionId: string,
    form: unknown,
    language: LanguageCode = 'en',
  ): Promise<PromotionOutcome> {
    const session = await this.ownSession(user, sessionId);
    if (session.status !== 'open') throw new ConflictException('This checkout is no longer open');
    const parsed = PromotionFormSchema.safeParse(form);
    const entered = parsed.success ? parsed.data.code.trim() : '';
    const promotion = entered ? await this.activePromotion(entered) : undefined;
    if (!promotion) {
      const refusal: PromotionEntry = entered
        ? { code: entered.slice(0, 60), error: 'unknown' }
        : { code: '', error: 'missing' };
      return { kind: 'refused', status: 400, html: await this.render(session, language, refusal) };
    }
    const applied = await this.testGateway().applyPromotion(sessionId, {
      promotionCode: promotion.code,
      percentOff: promotion.percentOff,
      amountTotal: discountedCents(session.amountSubtotal, promotion.percentOff),
    });
    if (!applied) throw new ConflictException('This checkout is no longer open');
    return {
      kind: 'applied',
      pageUrl: `${this.testGateway().pageUrl(sessionId)}?lang=${language}`,
    };
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

  private async activePromotion(code: string) {
    const wanted = code.toUpperCase();
    const promotions = await this.catalogue.activePromotions();
    return promotions.find((promotion) => promotion.code.toUpperCase() === wanted);
  }

  private async render(
    session: TestCheckoutSessionEntity,
    language: LanguageCode,
    promotion?: PromotionEntry,
  ): Promise<string> {
    const pack = await this.catalogue.packById(session.packId);
    if (!pack) throw new NotFoundException(`Credit pack "${session.packId}" no longer exists`);
    const localized = new CatalogueTranslator(language).pack(pack);
    return renderTestCheckoutPage(session, localized, language, promotion);
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
