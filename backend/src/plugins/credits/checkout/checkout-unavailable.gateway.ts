import { DomainError } from '../../../core/errors/domain-error';
import { PaymentGateway } from './payment-gateway';

/** Production without a Stripe key: buying is refused rather than handing out free test credits. */
export class CheckoutUnavailableGateway extends PaymentGateway {
  readonly testMode = false;

  createCheckout(): Promise<{ id: string; url: string }> {
    return Promise.reject(
      new DomainError(
        503,
        'Checkout is not configured: set STRIPE_SECRET_KEY (TEST_CHECKOUT=on allows the test checkout in production)',
      ),
    );
  }

  retrieve(): Promise<null> {
    return Promise.resolve(null);
  }
}
