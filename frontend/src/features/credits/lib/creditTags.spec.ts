import { describe, expect, it } from '@jest/globals';
import { CREDIT_TAGS_ON_RECONNECT, CREDIT_TAGS_ON_SWAP_STATUS } from './creditTags';

describe('the credits feature reacts to pushes with its own tags', () => {
  it("a 'swap:status' or a reconnect refetches the balance, and names no other feature's tag", () => {
    expect(CREDIT_TAGS_ON_SWAP_STATUS).toEqual(['CreditBalance']);
    expect(CREDIT_TAGS_ON_RECONNECT).toEqual(['CreditBalance']);
  });
});
