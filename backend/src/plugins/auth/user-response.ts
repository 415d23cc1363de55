import type { AuthUserResponse } from '@agora/contracts';
import type { UserEntity } from '../../core/users/user.entity';

export function toUserResponse(user: UserEntity, isAdmin: boolean): AuthUserResponse {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    profileImageUrl: user.profileImageUrl,
    credits: user.credits,
    isAdmin,
    createdAt: user.createdAt.toISOString(),
  };
}
