import { apiRequest, statusOfError } from '@agora/ui';
import { useQuery } from '@tanstack/react-query';

interface ProfileResponse {
  stats?: {
    likes?: number;
    totalLikes?: number;
    saves?: number;
    totalSaves?: number;
    posts?: number;
    totalActivity?: number;
  };
}

export interface ProfileStats {
  likes: number;
  saves: number;
  posts: number;
  totalActivity: number;
}

/** Stats from GET /api/user/profile; null when the endpoint does not exist (404). */
export async function fetchProfileStats(): Promise<ProfileStats | null> {
  try {
    const { stats = {} } = await apiRequest<ProfileResponse>('GET', '/api/user/profile');
    return {
      likes: stats.likes ?? stats.totalLikes ?? 0,
      saves: stats.saves ?? stats.totalSaves ?? 0,
      posts: stats.posts ?? 0,
      totalActivity: stats.totalActivity ?? 0,
    };
  } catch (error) {
    if (statusOfError(error) === 404) return null;
    throw error;
  }
}

export function useProfileStats() {
  return useQuery({ queryKey: ['/api/user/profile'], queryFn: fetchProfileStats });
}
