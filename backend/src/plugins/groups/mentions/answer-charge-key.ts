/** The ledger key of one figure's answer to one message: the same answer is never paid twice. */
export const answerChargeKey = (messageId: string, figure: string): string =>
  `group-answer:${messageId}:${figure}`;
