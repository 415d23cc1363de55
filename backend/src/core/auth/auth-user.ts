/** Who is asking, as guards and `@CurrentUser()` hand it to controllers. */
export interface AuthUser {
  id: string;
  email: string | null;
  firstName: string | null;
  isAdmin: boolean;
}
