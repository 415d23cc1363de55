import {
  ADMIN_CHANNEL,
  ADMIN_ROOM_ID,
  GROUP_CHANNEL,
  HOME_FEED_CHANNEL,
  HOME_FEED_ROOM,
  SHARED_CHAT_CHANNEL,
} from '@agora/contracts';
import type { AppRoute } from './route-table';

/**
 * The authorization matrix's declarations: what each caller (owner, another user, a visitor, the
 * admin) gets on every route and socket channel. The runner is test/authz-matrix.e2e-spec.ts.
 */
/** ok: 2xx/3xx · 401 · deny: 403 or 404 · in: past the sign-in check (any 4xx but 401, or 2xx). */
export type Expect = 'ok' | '401' | 'deny' | 'in';
export type Caller = 'owner' | 'other' | 'visitor' | 'admin';
export type Resource =
  | 'chat'
  | 'share'
  | 'mentor'
  | 'rabbitHole'
  | 'post'
  | 'homePost'
  | 'group'
  | 'openGroup'
  | 'groupShare'
  | 'agentFeed'
  | 'media'
  | 'checkout';

export interface Cell {
  /** Whose resource fills the route's id (none: the route takes no id). */
  resource?: Resource;
  /** A valid body, so the cell tests who may, not what was sent (default: a sample of the schema). */
  body?: (ids: Record<Resource, string>) => object;
  expect: Partial<Record<Caller, Expect>>;
}

const MINE: Cell['expect'] = { owner: 'ok', other: 'deny', visitor: '401', admin: 'deny' };
const SIGNED_IN: Cell['expect'] = { other: 'in', visitor: '401', admin: 'in' };
const ADMIN_ONLY: Cell['expect'] = { other: 'deny', visitor: '401', admin: 'ok' };
const ANYONE: Cell['expect'] = { other: 'in', visitor: 'in', admin: 'in' };

/** Routes anyone may call, signed in or not, with nothing of anyone's behind them. */
export const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/personas',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'GET /api/auth/user',
  'GET /api/login',
  'POST /api/login',
  'POST /api/login/signup',
  'GET /api/logout',
  'GET /api/callback',
  'GET /api/credit-packs',
  'GET /api/feature-costs',
  'GET /api/subscription-plans',
  'GET /api/coupons',
  'POST /api/stripe/webhook',
  'GET /api/public-stats',
  'GET /api/demo-data',
]);

/** Every other route of the app, with what each caller gets. A route in neither list fails the test. */
export const MATRIX: Record<string, Cell> = {
  'GET /media/:id': {
    resource: 'media',
    expect: { other: 'deny', visitor: 'deny', admin: 'deny' },
  },
  'GET /api/user/subscription': { expect: SIGNED_IN },
  'POST /api/create-checkout-session': { expect: SIGNED_IN },
  'GET /api/process-credit-purchase': { expect: SIGNED_IN },
  'GET /api/test-checkout/:sessionId': { resource: 'checkout', expect: SIGNED_IN },
  'POST /api/test-checkout/:sessionId/promotion': {
    resource: 'checkout',
    body: () => ({ code: 'HELLO80' }),
    expect: SIGNED_IN,
  },
  'POST /api/test-checkout/:sessionId/pay': { resource: 'checkout', expect: SIGNED_IN },
  'POST /api/test-checkout/:sessionId/cancel': { resource: 'checkout', expect: SIGNED_IN },
  'POST /api/generate-posts': { expect: ANYONE },
  'POST /api/generate-custom-posts': { expect: ANYONE },
  'POST /api/analyze-question': { expect: ANYONE },
  'POST /api/generate-question-posts': { expect: ANYONE },
  'POST /api/posts/:id/like': { resource: 'post', expect: SIGNED_IN },
  'POST /api/posts/:id/save': { resource: 'post', expect: SIGNED_IN },
  'GET /api/user/likes': { expect: SIGNED_IN },
  'GET /api/user/likes/ids': { expect: SIGNED_IN },
  'GET /api/user/saves': { expect: SIGNED_IN },
  'GET /api/user/saves/ids': { expect: SIGNED_IN },
  'GET /api/activity': { expect: SIGNED_IN },
  'GET /api/user/profile': { expect: SIGNED_IN },
  'POST /api/generate-rabbit-hole': { expect: ANYONE },
  'POST /api/rabbit-holes': { expect: ANYONE },
  'GET /api/rabbit-holes/:id': { resource: 'rabbitHole', expect: ANYONE },
  'POST /api/user-posts': {
    body: (ids) => ({ rabbitHoleId: ids.rabbitHole, content: 'Radium glows because it decays.' }),
    expect: { owner: 'ok', other: 'deny', visitor: 'deny', admin: 'deny' },
  },
  'POST /api/generate-ai-response': { expect: ANYONE },
  'GET /api/chats': { expect: SIGNED_IN },
  'POST /api/chats': { expect: SIGNED_IN },
  'GET /api/chats/:id': { resource: 'chat', expect: MINE },
  'GET /api/chats/:id/messages': { resource: 'chat', expect: MINE },
  'DELETE /api/chats/:id': { resource: 'chat', expect: { ...MINE, owner: undefined } },
  'POST /api/chats/:id/messages': { resource: 'chat', expect: { ...MINE, owner: undefined } },
  'PATCH /api/chats/:id/share': { resource: 'chat', expect: { ...MINE, owner: undefined } },
  'GET /api/chats/search': { expect: SIGNED_IN },
  'PATCH /api/chats/:id': {
    resource: 'chat',
    body: () => ({ title: 'Renamed by the matrix' }),
    expect: MINE,
  },
  'GET /api/chats/:id/export': { resource: 'chat', expect: { ...MINE, owner: undefined } },
  // Both ids are the chat's: the message is not found for anyone; others must not learn more.
  'DELETE /api/chats/:id/messages/:messageId': {
    resource: 'chat',
    expect: { ...MINE, owner: undefined },
  },
  'POST /api/chats/:id/regenerate': { resource: 'chat', expect: { ...MINE, owner: undefined } },
  'POST /api/chats/:id/edit-last': { resource: 'chat', expect: { ...MINE, owner: undefined } },
  'POST /api/character-chat/stop': { expect: SIGNED_IN },
  'POST /api/character-chat': { expect: ANYONE },
  'POST /api/character-chat/voice': { expect: SIGNED_IN },
  'POST /api/character-chat/image': { expect: SIGNED_IN },
  'GET /api/shared-chats/:shareId': {
    resource: 'share',
    expect: { owner: 'ok', other: 'ok', visitor: 'ok', admin: 'ok' },
  },
  'GET /api/shared-chats/:shareId/messages': {
    resource: 'share',
    expect: { owner: 'ok', other: 'ok', visitor: 'ok', admin: 'ok' },
  },
  'POST /api/shared-chats/:shareId/messages': { resource: 'share', expect: SIGNED_IN },
  'GET /api/custom-characters': { expect: SIGNED_IN },
  'POST /api/custom-characters': { expect: SIGNED_IN },
  'POST /api/custom-characters/import': { expect: SIGNED_IN },
  'POST /api/custom-characters/import/file': { expect: SIGNED_IN },
  'GET /api/custom-characters/:id/card': {
    resource: 'mentor',
    expect: { ...MINE, visitor: 'deny' },
  },
  'GET /api/custom-characters/:id/card.png': {
    resource: 'mentor',
    expect: { ...MINE, visitor: 'deny' },
  },
  'PUT /api/custom-characters/:id': {
    resource: 'mentor',
    body: () => ({
      name: 'Captain Nova',
      specialty: 'Space pirate',
      personality: 'Taken over.',
      background: 'Sailed the rings of Saturn.',
    }),
    expect: MINE,
  },
  'DELETE /api/custom-characters/:id': {
    resource: 'mentor',
    expect: { ...MINE, owner: undefined },
  },
  'GET /api/admin/analytics': { expect: ADMIN_ONLY },
  // Operators: the admin's session (or the METRICS_TOKEN bearer, see core-metrics.e2e-spec.ts).
  'GET /api/metrics': { expect: ADMIN_ONLY },
  'GET /api/admin/users': { expect: ADMIN_ONLY },
  'GET /api/admin/transactions': { expect: ADMIN_ONLY },
  'GET /api/admin/activity': { expect: ADMIN_ONLY },
  'POST /api/agent-feed/generate': { expect: SIGNED_IN },
  'GET /api/agent-feed': { expect: SIGNED_IN },
  'GET /api/agent-feed/:feedId': { resource: 'agentFeed', expect: MINE },
  'POST /api/agent-feed/posts/:id/like': { resource: 'post', expect: SIGNED_IN },
  'POST /api/agent-feed/posts/:id/save': { resource: 'post', expect: SIGNED_IN },
  'GET /api/home-feed': { expect: SIGNED_IN },
  'POST /api/home-feed/posts': { expect: SIGNED_IN },
  'GET /api/home-feed/posts/:id/earlier-replies': { resource: 'homePost', expect: SIGNED_IN },
  'DELETE /api/home-feed/posts/:id': {
    resource: 'homePost',
    expect: { ...MINE, owner: undefined },
  },
  'POST /api/user-posts/:id/like': { resource: 'homePost', expect: SIGNED_IN },
  'POST /api/home-feed/generate-more': { expect: SIGNED_IN },
  'GET /api/group-chats': { expect: SIGNED_IN },
  'POST /api/group-chats': { expect: SIGNED_IN },
  'GET /api/group-chats/share/:shareId': { resource: 'groupShare', expect: ANYONE },
  'POST /api/group-chats/text-to-speech': { expect: SIGNED_IN },
  'GET /api/group-chats/:id': { resource: 'group', expect: MINE },
  'DELETE /api/group-chats/:id': { resource: 'group', expect: { ...MINE, owner: undefined } },
  'GET /api/group-chats/:id/members': { resource: 'group', expect: MINE },
  // The owner created the group, so leaving it is their 409 (groups-leave.e2e-spec.ts).
  'DELETE /api/group-chats/:id/members/me': { resource: 'group', expect: { ...MINE, owner: 'in' } },
  'POST /api/group-chats/:id/join': { resource: 'openGroup', expect: SIGNED_IN },
  'GET /api/group-chats/:id/messages': { resource: 'group', expect: MINE },
  'POST /api/group-chats/:id/messages': {
    resource: 'group',
    body: () => ({ content: 'Who read the Principia?', language: 'en' }),
    expect: MINE,
  },
  'POST /api/group-chats/:id/voice': {
    resource: 'group',
    body: () => ({
      audioData: Buffer.from('not really audio').toString('base64'),
      duration: 1,
      language: 'en',
    }),
    expect: { ...MINE, owner: undefined },
  },
};

/** Express routes that are not the API (docs, the frontends' files). */
export const NOT_API = (route: AppRoute) => !route.nest;

/** Who may join each socket channel's room of the owner's resource. */
export const CHANNELS: {
  channel: string;
  room: (ids: Record<Resource, string>) => string;
  expect: Record<Caller, boolean>;
}[] = [
  {
    channel: SHARED_CHAT_CHANNEL,
    room: (ids) => ids.share,
    expect: { owner: true, other: true, visitor: true, admin: true },
  },
  {
    channel: GROUP_CHANNEL,
    room: (ids) => ids.group,
    expect: { owner: true, other: false, visitor: false, admin: false },
  },
  {
    channel: ADMIN_CHANNEL,
    room: () => ADMIN_ROOM_ID,
    expect: { owner: false, other: false, visitor: false, admin: true },
  },
  {
    channel: HOME_FEED_CHANNEL,
    room: () => HOME_FEED_ROOM,
    expect: { owner: true, other: true, visitor: false, admin: true },
  },
];

export const ADMIN_EMAIL = 'matrix-admin@example.com';
export const ADMIN_PASSWORD = 'matrix admin password';

export function matches(expected: Expect, status: number): boolean {
  if (status >= 500) return false;
  switch (expected) {
    case 'ok':
      return status < 400;
    case '401':
      return status === 401;
    case 'deny':
      return status === 403 || status === 404;
    case 'in':
      return status !== 401;
  }
}
