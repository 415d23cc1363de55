/** The credits plugin adds the balance to the signed-in user's response (`/api/auth/user`). */
declare module '../../core/users/user-extensions' {
  interface UserExtensions {
    credits: number;
  }
}

export {};
