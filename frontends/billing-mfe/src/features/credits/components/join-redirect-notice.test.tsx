import { renderRoutesWithHost } from '@agora/ui/testing';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../routes';
import { installFakeBillingApi, PACKS } from '../../../testing/fake-billing-api';

vi.mock('../utils/redirect', () => ({ redirectTo: vi.fn() }));

const openCredits = (path: string) => renderRoutesWithHost(routes, { path });
const withCredits = (credits: number) => ({
  subscription: { credits, subscription: { name: 'Explorer' }, recentTransactions: [] },
});
const NEED = /To join this study group you need at least 500 credits\./;
const READY = 'You now have enough credits to join this study group.';

describe('JoinRedirectNotice', () => {
  afterEach(() => sessionStorage.clear());

  it('tells an invited learner sent from a join page why they are here and what they have', async () => {
    installFakeBillingApi(withCredits(50));
    openCredits('/credits?redirect=/join/share-abc123');

    expect(
      await screen.findByText(
        'To join this study group you need at least 500 credits. You have 50 credits.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to the group' })).not.toBeInTheDocument();
  });

  it.each([
    '//evil.example/join/share-abc123',
    'https://evil.example/join/share-abc123',
    'javascript:alert(1)',
    '/join//evil.example',
    '/join/share-abc123?next=https://evil.example',
    '/profile',
    'join/share-abc123',
  ])('ignores a redirect that is not a join page of this app: %s', async (redirect) => {
    installFakeBillingApi(withCredits(600));
    openCredits(`/credits?redirect=${encodeURIComponent(redirect)}`);

    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('600');
    expect(screen.queryByText(NEED)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to the group' })).not.toBeInTheDocument();
  });

  it('offers the way back to the group after a purchase brings the balance to 500', async () => {
    installFakeBillingApi(withCredits(50));
    openCredits('/credits?redirect=/join/share-abc123');
    expect(await screen.findByText(NEED)).toBeInTheDocument();
    cleanup();

    // Checkout returns to the address the server built, without the redirect.
    installFakeBillingApi({
      ...withCredits(650),
      purchase: { success: true, creditsAdded: 600, newBalance: 650 },
    });
    // The join page is chat-mfe's: record the navigation instead of routing there.
    const navigate = vi.fn();
    renderRoutesWithHost(routes, {
      path: '/credits?success=true&session_id=cs_1',
      host: { navigate },
    });

    expect(
      await screen.findByText('You now have enough credits to join this study group.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to the group' }));

    expect(navigate).toHaveBeenCalledWith('/join/share-abc123');
  });

  it('keeps the notice after a canceled checkout', async () => {
    installFakeBillingApi(withCredits(50));
    openCredits('/credits?redirect=/join/share-abc123');
    expect(await screen.findByText(NEED)).toBeInTheDocument();
    cleanup();

    installFakeBillingApi(withCredits(50));
    openCredits('/credits?canceled=true');

    expect(
      await screen.findByText(
        'To join this study group you need at least 500 credits. You have 50 credits.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the group through a reload of plain /credits after the checkout return, until Continue', async () => {
    installFakeBillingApi(withCredits(50));
    openCredits('/credits?redirect=/join/share-abc123');
    expect(await screen.findByText(NEED)).toBeInTheDocument();
    cleanup();

    installFakeBillingApi({
      ...withCredits(650),
      purchase: { success: true, creditsAdded: 600, newBalance: 650 },
    });
    openCredits('/credits?success=true&session_id=cs_1');
    expect(await screen.findByText(READY)).toBeInTheDocument();
    cleanup();

    // The return stripped its query: a reload, or a phone restoring the tab, opens plain /credits.
    installFakeBillingApi(withCredits(650));
    const navigate = vi.fn();
    renderRoutesWithHost(routes, { path: '/credits', host: { navigate } });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to the group' }));
    expect(navigate).toHaveBeenCalledWith('/join/share-abc123');
    cleanup();

    // Used: the next visit no longer offers it.
    installFakeBillingApi(withCredits(650));
    openCredits('/credits');
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('650');
    expect(screen.queryByText(READY)).not.toBeInTheDocument();
  });

  it('follows the latest invitation when another redirect replaces the kept one', async () => {
    installFakeBillingApi(withCredits(50));
    openCredits('/credits?redirect=/join/share-old');
    expect(await screen.findByText(NEED)).toBeInTheDocument();
    cleanup();
    installFakeBillingApi(withCredits(50));
    openCredits('/credits?redirect=/join/share-new');
    expect(await screen.findByText(NEED)).toBeInTheDocument();
    cleanup();

    installFakeBillingApi(withCredits(500));
    const navigate = vi.fn();
    renderRoutesWithHost(routes, { path: '/credits', host: { navigate } });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to the group' }));
    expect(navigate).toHaveBeenCalledWith('/join/share-new');
  });

  it('lets the learner dismiss the invitation, which is then forgotten', async () => {
    installFakeBillingApi(withCredits(50));
    openCredits('/credits?redirect=/join/share-abc123');
    expect(await screen.findByText(NEED)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(NEED)).not.toBeInTheDocument();
    expect(screen.getByTestId('credit-balance')).toHaveTextContent('50');
    cleanup();

    installFakeBillingApi(withCredits(650));
    openCredits('/credits');
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('650');
    expect(screen.queryByText(READY)).not.toBeInTheDocument();
  });

  it('also dismisses a kept invitation on plain /credits', async () => {
    installFakeBillingApi(withCredits(50));
    openCredits('/credits?redirect=/join/share-abc123');
    expect(await screen.findByText(NEED)).toBeInTheDocument();
    cleanup();

    installFakeBillingApi(withCredits(600));
    openCredits('/credits');
    expect(await screen.findByText(READY)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(READY)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to the group' })).not.toBeInTheDocument();
  });

  it.each([
    [50, 'You need 450 more credits to join this study group. The Mega pack is enough.'],
    [300, 'You need 200 more credits to join this study group. The Power pack is enough.'],
    [499, 'You need 1 more credit to join this study group. The Starter pack is enough.'],
  ])(
    'with %i credits says what is missing and names the smallest pack that is enough',
    async (credits, advice) => {
      installFakeBillingApi(withCredits(credits));
      openCredits('/credits?redirect=/join/share-abc123');

      expect(await screen.findByText(advice)).toBeInTheDocument();
    },
  );

  it('says a combination of packs is needed when no single pack is enough', async () => {
    installFakeBillingApi({
      ...withCredits(50),
      packs: PACKS.filter((pack) => pack.id !== 'mega'),
    });
    openCredits('/credits?redirect=/join/share-abc123');

    expect(
      await screen.findByText(
        'You need 450 more credits to join this study group. No single pack is enough on its own, so you will need a combination of packs.',
      ),
    ).toBeInTheDocument();
  });
});
