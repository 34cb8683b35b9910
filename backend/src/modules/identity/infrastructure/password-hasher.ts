import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** argon2id with OWASP's recommended minimum cost (19 MiB, 2 passes). */
@Injectable()
export class PasswordHasher {
  private static readonly options = { type: argon2.argon2id as 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
  // Verified against when the e-mail is unknown, so a miss costs as much as a hit (no user enumeration by timing).
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, PasswordHasher.options);
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    const target = hash ?? (await (this.dummyHash ??= this.hash('not-a-real-password')));
    try {
      return (await argon2.verify(target, password)) && hash !== undefined;
    } catch {
      return false;
    }
  }
}
