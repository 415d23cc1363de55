import { StartupError } from './startup-error';

/** Ends a process that could not start: known start-up problems get one readable line, not a stack trace. */
export function exitOnStartupFailure(error: unknown): never {
  if (error instanceof StartupError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
}
