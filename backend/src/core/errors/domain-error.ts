/**
 * An error a service throws for a rule of its domain. It carries its own HTTP answer: the exception
 * filter sends `status` with `{ statusCode, error, message, ...details }`. Features subclass it
 * (e.g. `class EmailTaken extends DomainError`); core knows none of them.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}
