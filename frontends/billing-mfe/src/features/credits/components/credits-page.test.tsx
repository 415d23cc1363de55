import { renderRoutesWithHost } from '@agora/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../routes';
import { installFakeBillingApi, json, pending } from '../../../testing/fake-billing-api';
import { redirectTo } from '../utils/redirect';

vi.mock('../utils/redirect', () => ({ redirectTo: vi.fn() }));

const openCredits = (path = '/credits') => renderRoutesWithHost(routes, { path });

describe('CreditsPage', () => {
  beforeEach(() => vi.mocked(redirectTo).mockReset());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows the header and a loading balance while the subscription loads', async () => {
    installFakeBillingApi({ subscription: pending });
    openCredits();

    expect(
      await screen.findByRole('heading', { name: 'Credits & Subscription' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading your balance...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Credits' })).toBeInTheDocument();
  });

  it('goes back to / from the back button', async () => {
    installFakeBillingApi();
    const { recording } = openCredits();

    await userEvent.click(await screen.findByRole('button', { name: /Back/ }));

    expect(recording.navigations).toEqual(['/']);
  });

  it('shows the balance and the credit packs with price per credit, savings and the Best Value badge', async () => {
    installFakeBillingApi();
    openCredits();

    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('50');
    const power = await screen.findByTestId('pack-power');
    expect(within(power).getByText('Best Value')).toBeInTheDocument();
    expect(within(power).getByText('Power')).toHaveAttribute('dir', 'auto');
    expect(within(power).getByText('Deep dives')).toHaveAttribute('dir', 'auto');
    expect(within(power).getByText('€39.99')).toBeInTheDocument();
    expect(within(power).getByText('200 credits')).toBeInTheDocument();
    expect(within(power).getByText(/€0\.200 per credit/)).toBeInTheDocument();
    expect(within(power).getByText('Save 20%')).toBeInTheDocument();
    const starter = screen.getByTestId('pack-starter');
    expect(within(starter).getByText(/€0\.250 per credit/)).toBeInTheDocument();
    expect(within(starter).queryByText(/Save/)).not.toBeInTheDocument();
    expect(within(starter).queryByText('Best Value')).not.toBeInTheDocument();
  });

  it('lists the credit usage by feature with singular and plural costs', async () => {
    installFakeBillingApi();
    openCredits();

    expect(
      await screen.findByRole('heading', { name: 'Credit Usage by Feature' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('1 credit')).toBeInTheDocument();
    expect(screen.getByText('5 credits')).toBeInTheDocument();
  });

  it('says when no feature has a price yet', async () => {
    installFakeBillingApi({ featureCosts: [] });
    openCredits();

    expect(await screen.findByText('No priced features yet.')).toBeInTheDocument();
  });

  it('shows the coupon line only when a credit coupon is configured', async () => {
    installFakeBillingApi({ coupons: { creditCoupon: 'FREE100', promotions: [] } });
    openCredits();

    expect(
      await screen.findByText(/Use code FREE100 at checkout for 100% off!/),
    ).toBeInTheDocument();
  });

  it('says no packs are available when the list is empty', async () => {
    installFakeBillingApi({ packs: [] });
    openCredits();

    expect(
      await screen.findByText('No credit packs available. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('shows an error with Retry when the balance cannot load, and recovers on retry', async () => {
    const api = installFakeBillingApi({ subscription: () => json(500, { message: 'down' }) });
    openCredits();

    expect(await screen.findByText('Could not load your balance.')).toBeInTheDocument();
    api.store.subscription = {
      credits: 7,
      subscription: { name: 'Explorer' },
      recentTransactions: [],
    };
    await userEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);

    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('7');
  });

  it('shows an error when the packs cannot load', async () => {
    installFakeBillingApi({ packs: () => json(503, { message: 'down' }) });
    openCredits();

    expect(await screen.findByText('Could not load credit packs.')).toBeInTheDocument();
  });

  it('starts a checkout for the chosen pack and sends the browser to its url', async () => {
    const api = installFakeBillingApi();
    openCredits();

    await userEvent.click(await screen.findByRole('button', { name: 'Purchase Now – Value' }));

    await waitFor(() =>
      expect(redirectTo).toHaveBeenCalledWith('https://checkout.example/pay/cs_1'),
    );
    expect(api.calls.find((c) => c.request === 'POST /api/create-checkout-session')?.body).toEqual({
      priceId: 'price_agora_value',
    });
  });

  it('toasts when the checkout cannot be created', async () => {
    installFakeBillingApi({ checkout: () => json(500, { message: 'stripe down' }) });
    const { recording } = openCredits();

    await userEvent.click(await screen.findByRole('button', { name: 'Purchase Now – Mega' }));

    await waitFor(() =>
      expect(recording.toasts).toEqual([
        {
          variant: 'destructive',
          title: 'Error',
          description: 'Failed to create payment session. Please try again.',
        },
      ]),
    );
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('says credits come in packs (no placeholder) and switches to the packs from there', async () => {
    installFakeBillingApi();
    openCredits();

    await userEvent.click(await screen.findByRole('tab', { name: 'Subscription Plans' }));
    expect(await screen.findByText('Pay as you learn')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/coming soon/i);
    await userEvent.click(screen.getByRole('button', { name: 'View Credit Packs' }));

    expect(screen.getByRole('tab', { name: 'Credit Packs' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('shows the empty history state', async () => {
    installFakeBillingApi();
    openCredits();

    await userEvent.click(await screen.findByRole('tab', { name: 'Transaction History' }));

    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
  });

  it('lists transactions with signed, coloured amounts and the balance after each', async () => {
    installFakeBillingApi({
      subscription: {
        credits: 49,
        subscription: { name: 'Explorer' },
        recentTransactions: [
          {
            id: 't2',
            description: 'Chat message',
            amount: -1,
            balance: 49,
            createdAt: '2026-11-21T10:00:00.000Z',
          },
          {
            id: 't1',
            description: 'Welcome credits',
            amount: 50,
            balance: 50,
            createdAt: '2026-11-21T09:00:00.000Z',
          },
        ],
      },
    });
    openCredits();

    await userEvent.click(await screen.findByRole('tab', { name: 'Transaction History' }));

    const rows = await screen.findAllByRole('listitem');
    expect(within(rows[0]!).getByText('Chat message')).toBeInTheDocument();
    // Server-written text keeps its own direction in a right-to-left interface.
    expect(within(rows[0]!).getByText('Chat message')).toHaveAttribute('dir', 'auto');
    expect(within(rows[0]!).getByText('-1')).toHaveClass('billing-amount--minus');
    expect(within(rows[0]!).getByText('Balance: 49')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('+50')).toHaveClass('billing-amount--plus');
    expect(
      within(rows[1]!).getByText(new Date('2026-11-21T09:00:00.000Z').toLocaleString('en')),
    ).toBeInTheDocument();
  });

  it('shows an error when the history cannot load', async () => {
    installFakeBillingApi({ subscription: () => json(500, {}) });
    openCredits();

    await userEvent.click(await screen.findByRole('tab', { name: 'Transaction History' }));

    expect(await screen.findByText('Could not load your transactions.')).toBeInTheDocument();
  });

  it('tells a canceled buyer nothing was charged', async () => {
    const api = installFakeBillingApi();
    const { recording } = openCredits('/credits?canceled=true');

    await waitFor(() =>
      expect(recording.toasts).toContainEqual({
        variant: 'destructive',
        title: 'Payment Canceled',
        description: 'No charges were made to your account.',
      }),
    );
    expect(api.count('GET /api/process-credit-purchase?session_id=cs_1')).toBe(0);
  });

  describe('payment success return', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));

    it('verifies the payment, toasts the credits added and polls the balance 5 times every 2 s', async () => {
      const api = installFakeBillingApi();
      const { recording } = openCredits('/credits?success=true&session_id=cs_1');

      expect(await screen.findByText('Processing Your Payment')).toBeInTheDocument();
      expect(screen.getByRole('progressbar')).toBeInTheDocument();
      await waitFor(() =>
        expect(recording.toasts).toContainEqual({
          title: 'Credits Added!',
          description: '60 credits added to your account. New balance: 110.',
        }),
      );
      expect(api.count('GET /api/process-credit-purchase?session_id=cs_1')).toBe(1);
      // The toast tells the outcome; the card no longer says it is verifying (one notice at a time).
      expect(
        await screen.findByText('Payment confirmed. Updating your balance...'),
      ).toBeInTheDocument();
      expect(screen.queryByText('Verifying payment...')).not.toBeInTheDocument();

      const before = api.count('GET /api/user/subscription');
      for (let i = 0; i < 5; i += 1) await act(async () => vi.advanceTimersByTime(2000));
      await waitFor(() =>
        expect(api.count('GET /api/user/subscription')).toBeGreaterThanOrEqual(before + 5),
      );
      expect(screen.queryByText('Processing Your Payment')).not.toBeInTheDocument();

      const after = api.count('GET /api/user/subscription');
      await act(async () => vi.advanceTimersByTime(10_000));
      expect(api.count('GET /api/user/subscription')).toBe(after);
    });

    it('says "Payment Processed" when the payment added no credits', async () => {
      installFakeBillingApi({ purchase: { success: true, creditsAdded: 0, newBalance: 50 } });
      const { recording } = openCredits('/credits?success=true&session_id=cs_1');

      await waitFor(() =>
        expect(recording.toasts.map((t) => t.title)).toContain('Payment Processed'),
      );
    });

    it('says credits will be added shortly when the verification fails', async () => {
      installFakeBillingApi({ purchase: () => json(500, { message: 'stripe down' }) });
      const { recording } = openCredits('/credits?success=true&session_id=cs_1');

      await waitFor(() =>
        expect(recording.toasts).toContainEqual({
          title: 'Processing Payment',
          description: 'We are still confirming your payment. Credits will be added shortly.',
        }),
      );
    });
  });
});
