/** Spending more than the balance: 402 `Insufficient credits. Required: {n}, Available: {m}`. */
export class InsufficientCreditsError extends Error {
  constructor(
    readonly required: number,
    readonly available: number,
  ) {
    super(`Insufficient credits. Required: ${required}, Available: ${available}`);
    this.name = 'InsufficientCreditsError';
  }
}

/** A feature gated on holding at least `required` credits: 403 `{ message, requiredCredits, currentCredits }`. */
export class CreditsRequiredError extends Error {
  constructor(
    readonly required: number,
    readonly current: number,
  ) {
    super(
      `This feature requires at least ${required} credits. You currently have ${current} credits.`,
    );
    this.name = 'CreditsRequiredError';
  }
}
