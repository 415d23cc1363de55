/** A problem that stops start-up; `exitOnStartupFailure` prints its one-line message and exits 1. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}
