import { Button, type ButtonProps, loginUrl } from '@agora/ui';

/**
 * Starts the sign-in flow (`/api/login`, then back to `returnTo`) as a plain form, so it works on
 * the prerendered landing before the app's code has loaded: a tap on a slow phone is not lost.
 */
export function SignInButton({ returnTo, ...button }: { returnTo: string } & ButtonProps) {
  return (
    <form action={loginUrl()} method="get" className="shell-sign-in">
      <input type="hidden" name="returnTo" value={returnTo} />
      <Button {...button} type="submit" />
    </form>
  );
}
