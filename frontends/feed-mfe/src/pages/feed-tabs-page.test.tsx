import { registerTranslations } from '@agora/ui';
import { renderRoutesWithHost, setupMockApi } from '@agora/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { feedTranslations } from '../locales/all-locales';
import { createFeedStore, feedHandlers } from '../testing/fake-feed-api';
import { FeedTabsPage } from './feed-tabs-page';

registerTranslations('feed', feedTranslations);

const store = createFeedStore();
setupMockApi(...feedHandlers(store));

function withCredits(credits: number) {
  Object.assign(store, createFeedStore({ credits }));
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const routes = [
  {
    path: '/feed',
    element: (
      <>
        <FeedTabsPage />
        <Location />
      </>
    ),
  },
  { path: '*', element: <p>elsewhere</p> },
];

describe('feed tabs page', () => {
  it('locks AI Agents below 5 credits and sends the user to Get Credits', async () => {
    withCredits(4);
    const { recording } = renderRoutesWithHost(routes, { path: '/feed?tab=agents' });
    expect(await screen.findByText('Unlock AI Agents')).toBeInTheDocument();
    expect(
      screen.getByText('You need at least 5 credits to access the AI Agent Feed'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Get Credits' }));
    expect(recording.navigations).toEqual(['/credits']);
  });

  it('unlocks AI Agents at 5 credits with Launch Agent Feed', async () => {
    withCredits(5);
    const { recording } = renderRoutesWithHost(routes, { path: '/feed?tab=agents' });
    fireEvent.click(await screen.findByRole('button', { name: 'Launch Agent Feed' }));
    expect(recording.navigations).toEqual(['/agents']);
  });

  it('reads the tab from the query and writes the chosen tab back', async () => {
    withCredits(50);
    renderRoutesWithHost(routes, { path: '/feed?tab=topics' });
    expect(await screen.findByText('Choose your topics')).toBeInTheDocument();
    // A tab is chosen on press (mousedown), as Radix tabs do; a bare click event does not.
    await userEvent.click(screen.getByRole('tab', { name: 'Home' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open Home Feed' })).toBeVisible(),
    );
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/feed?tab=home');
  });

  it('offers Topics once: as a tab, not again in the explore bar', async () => {
    withCredits(50);
    renderRoutesWithHost(routes, { path: '/feed?tab=historical' });
    const views = await screen.findByRole('navigation', { name: 'Explore views' });
    expect(within(views).queryByRole('button', { name: 'Topics' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Topics')).toHaveLength(1);

    await userEvent.click(screen.getByRole('tab', { name: 'Topics' }));
    expect(await screen.findByText('Choose your topics')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Explore views' })).not.toBeInTheDocument();
  });

  it('keeps Ask Anything in the address beside the Historical tab, and a tab press leaves it', async () => {
    withCredits(50);
    renderRoutesWithHost(routes, { path: '/feed?tab=historical' });
    const views = await screen.findByRole('navigation', { name: 'Explore views' });
    fireEvent.click(within(views).getByRole('button', { name: 'Ask Anything' }));
    expect(
      await screen.findByRole('textbox', { name: 'What do you want to learn about?' }),
    ).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/feed?tab=historical&view=ask');
    expect(screen.getByRole('tab', { name: 'Historical' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(views).getByRole('button', { name: 'Ask Anything' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Historical Feed goes straight back (Home is a tab here, not a choice in a dialog).
    fireEvent.click(within(views).getByRole('button', { name: 'Historical Feed' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/feed\?tab=historical$/);

    fireEvent.click(within(views).getByRole('button', { name: 'Ask Anything' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Home' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/feed\?tab=home$/),
    );
  });

  it('opens Ask from a link or a reload of ?tab=historical&view=ask', async () => {
    withCredits(50);
    renderRoutesWithHost(routes, { path: '/feed?tab=historical&view=ask' });
    expect(
      await screen.findByRole('textbox', { name: 'What do you want to learn about?' }),
    ).toBeVisible();
    expect(
      within(screen.getByRole('navigation', { name: 'Explore views' })).getByRole('button', {
        name: 'Ask Anything',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});
