import { DomainError } from '../../../core/errors/domain-error';

/** A card file or card JSON we cannot read; the message says what is wrong with it (400). */
export class InvalidCharacterCard extends DomainError {
  constructor(reason: string, path = 'card') {
    super(400, reason, { issues: [{ path, message: reason }] });
  }
}

/** A card file over the size limit (413), naming the limit. */
export class CharacterCardTooLarge extends DomainError {
  constructor(limitBytes: number) {
    const limit = `${Math.round(limitBytes / (1024 * 1024))} MB`;
    super(413, `The card file is larger than the ${limit} limit`, {
      issues: [{ path: 'contentBase64', message: `larger than ${limit}` }],
    });
  }
}
