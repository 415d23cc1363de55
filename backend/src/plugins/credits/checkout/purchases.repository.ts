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
  /**
   * Ties the session to its buyer on first sight (a pending row) and returns the user the session
   * belongs to, which an earlier claim may have fixed; null when that user does not exist.
   */
  abstract claim(purchase: Purchase): Promise<string | null>;
  /**
   * The checkout was paid and its credits added, at `amountCents` (the price actually paid, which
   * a promotion code may have lowered since it was opened); idempotent on the session id.
   */
  abstract recordPaid(purchase: Purchase): Promise<void>;
}
