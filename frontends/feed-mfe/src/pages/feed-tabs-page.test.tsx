import { registerTranslations } from '@agora/ui';
import { renderRoutesWithHost, setupMockApi } from '@agora/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
});
