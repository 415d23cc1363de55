import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

/** Port: one-way password hashes. */
export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;
  /** False for a wrong password or a malformed hash. */
  abstract verify(passwordHash: string, password: string): Promise<boolean>;
}

/** argon2id password hashes. */
@Injectable()
export class Argon2PasswordHasher extends PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }
}
