import type { AuthUserResponse } from '@agora/contracts';
import type { UserEntity } from '../../core/users/user.entity';
import type { UserExtensions } from '../../core/users/user-extensions';

/** The user as the API answers it: core's fields, plus what enabled plugins add (e.g. the balance). */
export type UserResponse = Omit<AuthUserResponse, keyof UserExtensions> & Partial<UserExtensions>;

export function toUserResponse(
  user: UserEntity,
  isAdmin: boolean,
  extensions: Partial<UserExtensions>,
): UserResponse {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    profileImageUrl: user.profileImageUrl,
    ...extensions,
    isAdmin,
    createdAt: user.createdAt.toISOString(),
  };
}
