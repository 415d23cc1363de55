import { DomainError } from '../../core/errors/domain-error';

/** Spending more than the balance: 402 `Insufficient credits. Required: {n}, Available: {m}`. */
export class InsufficientCreditsError extends DomainError {
  constructor(
    readonly required: number,
    readonly available: number,
  ) {
    super(402, `Insufficient credits. Required: ${required}, Available: ${available}`);
  }
}

/** A feature gated on holding at least `required` credits: 403 `{ message, requiredCredits, currentCredits }`. */
export class CreditsRequiredError extends DomainError {
  constructor(
    readonly required: number,
    readonly current: number,
  ) {
    super(
      403,
      `This feature requires at least ${required} credits. You currently have ${current} credits.`,
      { requiredCredits: required, currentCredits: current },
    );
  }
}

/** A charge key that already paid for work: 409, and the work is not run again for it. */
export class ChargeKeyTakenError extends DomainError {
  constructor(readonly key: string) {
    super(409, 'This paid action was already started');
  }
}
