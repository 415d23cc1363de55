/** A checkout of one credit pack, at the price it was sold for. */
export interface Purchase {
  sessionId: string;
  userId: string;
  packId: string;
  credits: number;
  amountCents: number;
}

/** Port: the record of checkouts (pending until paid); what the admin's revenue is read from. */
export abstract class PurchasesRepository {
  /** A checkout was opened; a repeat for the same session changes nothing. */
  abstract recordPending(purchase: Purchase): Promise<void>;
  /** The checkout was paid and its credits added; idempotent on the session id. */
  abstract recordPaid(purchase: Purchase): Promise<void>;
}
