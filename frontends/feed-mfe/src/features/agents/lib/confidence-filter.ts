/** Scores are stored to two decimals; compare in hundredths so 0.5 keeps a post scored 0.50. */
export const meetsConfidence = (confidence: number, minimum: number) =>
  Math.round(confidence * 100) >= Math.round(minimum * 100);
