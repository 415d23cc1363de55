/** What can be done with a post card; `onExplore` opens its rabbit hole, `onReply` answers it in one. */
export interface PostActions {
  liked: boolean;
  saved: boolean;
  onLike(): void;
  onSave(): void;
  onShare(): void;
  onChat(): void;
  onExplore?(): void;
  onReply?(): void;
}
