import { withTranslations, type RouteHandle } from '@agora/ui';
import type { RouteObject } from 'react-router-dom';
import { chatStringsReady } from './locales';

/** The screens this remote owns; the shell mounts them inside its layout (visitors: the marked ones). */
export const routes: RouteObject[] = withTranslations(
  [
    {
      path: '/chats',
      lazy: async () => {
        const [{ ChatsHubPage }, { CustomMentorsDialog }, { GroupsTab }] = await Promise.all([
          import('./features/chats-hub/components/chats-hub-page'),
          import('./features/custom-mentors/components/custom-mentors-dialog'),
          import('./features/groups/components/groups-tab'),
        ]);
        return {
          Component: () => (
            <ChatsHubPage MentorManager={CustomMentorsDialog} GroupsTab={GroupsTab} />
          ),
        };
      },
    },
    {
      path: '/chats/:id',
      lazy: async () => ({
        Component: (await import('./features/groups/components/group-chat-page')).GroupChatPage,
      }),
    },
    {
      path: '/join/:shareId',
      handle: { visitors: true } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./features/group-join/components/join-page')).JoinPage,
      }),
    },
    {
      path: '/shared-chat/:shareId',
      handle: { visitors: true } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./features/shared-chat/components/shared-chat-page'))
          .SharedChatPage,
      }),
    },
  ],
  chatStringsReady,
);

export default routes;
