import type { ExplorePost } from '@agora/contracts';
import { PostCard } from './post-card';
import { usePostActions } from '../../lib/posts/use-post-actions';

export function PostList({
  posts,
  onExplore,
}: {
  posts: ExplorePost[];
  onExplore?: (post: ExplorePost) => void;
}) {
  const actionsFor = usePostActions(onExplore);
  return (
    <div className="feed-list" role="feed">
      {posts.map((post) => (
        <PostCard key={post.id} post={post} actions={actionsFor(post)} />
      ))}
    </div>
  );
}
