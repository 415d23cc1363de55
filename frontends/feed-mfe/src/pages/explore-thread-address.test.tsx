import type { ExplorePost } from '@agora/contracts';
import { registerTranslations } from '@agora/ui';
import { renderRoutesWithHost, setupMockApi } from '@agora/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedTranslations } from '../locales/all-locales';
import { createFeedStore, feedHandlers } from '../testing/fake-feed-api';
import { FeedTabsPage } from './feed-tabs-page';

registerTranslations('feed', feedTranslations);

const post = (id: string, content: string, author = 'Hypatia'): ExplorePost => ({
  id,
  author,
  avatar: '📐',
  specialty: 'Mathematics',
  content,
  topic: 'Mathematics & Physics',
  sources: [],
  claimKind: 'documented',
  timestamp: new Date().toISOString(),
});
const generated = Array.from({ length: 15 }, (_, i) => post(`gen-${i}`, `Generated post ${i}`));

const store = createFeedStore();
setupMockApi(...feedHandlers(store));
const HOLE = store.rabbitHoleId;

let scrolledTo: Array<[number, number]> = [];
beforeEach(() => {
  Object.assign(store, createFeedStore({ generated }));
  store.deepDive = [post('d1', 'Moons obey gravity.', 'Isaac Newton')];
  scrolledTo = [];
  vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
    scrolledTo.push([x, y]);
  }) as typeof window.scrollTo);
});
afterEach(() => {
  vi.restoreAllMocks();
  scrollFeedTo(0);
});

/** The reader scrolls the page (jsdom lays nothing out: the position is set by hand). */
function scrollFeedTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

/** The address bar, the phone's Back and Forward, and the bottom navigation's Feed entry. */
function Browser() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{location.pathname + location.search + location.hash}</output>
      <button onClick={() => void navigate(-1)}>Phone back</button>
      <button onClick={() => void navigate(1)}>Phone forward</button>
      <Link to="/feed">Bottom navigation Feed</Link>
    </>
  );
}

const routes = [
  { path: '/start', element: <Link to="/feed?tab=historical">Open the feed</Link> },
  {
    path: '/feed',
    element: (
      <>
        <FeedTabsPage />
        <Browser />
      </>
    ),
  },
];

const address = () => screen.getByTestId('address').textContent;
const thread = () => screen.queryByRole('region', { name: 'Rabbit hole' });
const feedPosts = () =>
  screen.getAllByTestId('post-card').filter((card) => !card.closest('[hidden]'));

/** From another page to the feed (so going back too far would leave it), then into post 3's thread. */
async function openThreadFromFeed() {
  const view = renderRoutesWithHost(routes, { path: '/start' });
  fireEvent.click(screen.getByRole('link', { name: 'Open the feed' }));
  await waitFor(() => expect(feedPosts()).toHaveLength(15));
  scrollFeedTo(1200);
  fireEvent.click(screen.getByRole('button', { name: 'Generated post 3' }));
  await waitFor(() => expect(address()).toBe(`/feed?tab=historical#/rabbit-hole/${HOLE}`));
  expect(await screen.findByText('Moons obey gravity.')).toBeInTheDocument();
  return view;
}

describe('a rabbit hole in the address', () => {
  it('opens with a history entry holding its link; Back returns to the same feed and scroll position, Forward reopens it', async () => {
    await openThreadFromFeed();
    expect(within(thread()!).getAllByTestId('post-card')[0]).toHaveTextContent('Generated post 3');
    expect(scrolledTo.at(-1)).toEqual([0, 0]);

    fireEvent.click(screen.getByRole('button', { name: 'Phone back' }));
    await waitFor(() => expect(thread()).toBeNull());
    expect(address()).toBe('/feed?tab=historical');
    expect(feedPosts()).toHaveLength(15);
    expect(scrolledTo.at(-1)).toEqual([0, 1200]);

    // Forward (and a reload, which keeps the entry) reads the stored thread back, not a new one.
    store.deepDive = [];
    fireEvent.click(screen.getByRole('button', { name: 'Phone forward' }));
    expect(await screen.findByText('Moons obey gravity.')).toBeInTheDocument();
    expect(address()).toBe(`/feed?tab=historical#/rabbit-hole/${HOLE}`);
    expect(store.requests).toContain(`GET /api/rabbit-holes/${HOLE}`);
    expect(store.requests.filter((r) => r === 'POST /api/rabbit-holes')).toHaveLength(1);
    // …and the learner can still reply in it.
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toBeInTheDocument();
  });

  it('closes with Back or Back to main feed by going back one entry, however fast they are tapped', async () => {
    await openThreadFromFeed();
    const back = within(thread()!).getByRole('button', { name: 'Back' });
    fireEvent.click(back);
    fireEvent.click(back);
    await waitFor(() => expect(thread()).toBeNull());
    expect(address()).toBe('/feed?tab=historical');
    expect(feedPosts()).toHaveLength(15);

    fireEvent.click(screen.getByRole('button', { name: 'Phone forward' }));
    const reopened = await screen.findByRole('region', { name: 'Rabbit hole' });
    fireEvent.click(within(reopened).getByRole('button', { name: 'Back to main feed' }));
    await waitFor(() => expect(thread()).toBeNull());
    expect(address()).toBe('/feed?tab=historical');
  });

  it('hides the feed under the thread, its + button included (it would cover the Post button)', async () => {
    await openThreadFromFeed();
    expect(screen.queryByRole('button', { name: 'Generate more posts', hidden: true })).toBeNull();
    expect(
      screen.queryByRole('button', { name: 'Show the generate button', hidden: true }),
    ).toBeNull();
    expect(within(thread()!).getByRole('button', { name: 'Post' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Generated post 3', hidden: true }),
    ).not.toBeVisible();

    // Back on the feed, the + is where it was.
    fireEvent.click(screen.getByRole('button', { name: 'Phone back' }));
    expect(await screen.findByRole('button', { name: 'Generate more posts' })).toBeVisible();
  });

  it('closes when another tab is chosen or the bottom navigation opens the feed', async () => {
    await openThreadFromFeed();
    await userEvent.click(screen.getByRole('tab', { name: 'Topics' }));
    expect(await screen.findByText('Choose your topics')).toBeVisible();
    expect(thread()).toBeNull();
    expect(address()).toBe('/feed?tab=topics');

    await userEvent.click(screen.getByRole('tab', { name: 'Historical' }));
    await waitFor(() => expect(feedPosts()).toHaveLength(15));
    fireEvent.click(screen.getByRole('button', { name: 'Generated post 5' }));
    expect(await screen.findByRole('region', { name: 'Rabbit hole' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Bottom navigation Feed' }));
    await waitFor(() => expect(thread()).toBeNull());
    expect(address()).toBe('/feed');
    expect(feedPosts()).toHaveLength(15);
  });

  it('shows a stored thread read-only from its link alone, and Back to main feed drops the link', async () => {
    store.threads[HOLE] = [
      { ...post('p1', 'Jupiter has four moons.', 'Galileo Galilei'), kind: 'original' },
      { ...post('t1', 'Moons obey gravity.', 'Isaac Newton'), kind: 'thread' },
    ];
    renderRoutesWithHost(routes, { path: `/feed?tab=historical#/rabbit-hole/${HOLE}` });
    const shared = await screen.findByRole('region', { name: 'Rabbit hole' });
    expect(await within(shared).findByText('Moons obey gravity.')).toBeInTheDocument();
    expect(within(shared).getByText('Jupiter has four moons.')).toBeInTheDocument();
    expect(within(shared).queryByRole('textbox', { name: 'Your reply' })).toBeNull();
    fireEvent.click(within(shared).getByRole('button', { name: 'Back to main feed' }));
    await waitFor(() => expect(thread()).toBeNull());
    expect(address()).toBe('/feed?tab=historical');
  });
});
