/** The groups billing fake: a credits ledger by key in memory. */
import { InsufficientCreditsError } from '../../credits';
import { GroupsBilling, type PaidGroupFeature } from '../groups-billing';

/** A ledger by key in memory: a key charges once, a refund gives back once, grants once per key. */
export class InMemoryGroupsBilling extends GroupsBilling {
  readonly balances = new Map<string, number>();
  readonly charges = new Map<string, number>();
  readonly refunds = new Set<string>();
  readonly captured = new Set<string>();
  readonly grants = new Set<string>();
  price = 2;

  async charge(userId: string, _feature: PaidGroupFeature, key: string): Promise<void> {
    if (this.charges.has(key)) return;
    const balance = this.balances.get(userId) ?? 0;
    if (balance < this.price) throw new InsufficientCreditsError(this.price, balance);
    this.balances.set(userId, balance - this.price);
    this.charges.set(key, this.price);
  }

  async capture(_userId: string, key: string): Promise<void> {
    if (this.charges.has(key) && !this.refunds.has(key)) this.captured.add(key);
  }

  async refund(userId: string, key: string): Promise<void> {
    const spent = this.charges.get(key);
    if (spent === undefined || this.refunds.has(key) || this.captured.has(key)) return;
    this.refunds.add(key);
    this.balances.set(userId, (this.balances.get(userId) ?? 0) + spent);
  }

  async balanceOf(userId: string): Promise<number> {
    return this.balances.get(userId) ?? 0;
  }

  async grantOnce(userId: string, amount: number, _d: string, key: string): Promise<boolean> {
    const k = `${userId}:${key}`;
    if (this.grants.has(k)) return false;
    this.grants.add(k);
    this.balances.set(userId, (this.balances.get(userId) ?? 0) + amount);
    return true;
  }
}
