import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

export type LedgerKind = 'opening' | 'spend' | 'grant' | 'purchase' | 'refund';

/** A user's current balance; the ledger explains every change. Never negative (CHECK). */
@Entity('credit_balances')
export class CreditBalanceEntity {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @Column({ type: 'int', default: 0 })
  balance: number;
}

/** One change of a user's balance; written in the same transaction as its `credit_balances` row. */
@Entity('credit_transactions')
export class CreditTransactionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  /** Signed: negative for spends. */
  @Column({ type: 'int' })
  amount: number;

  @Column({ type: 'int' })
  balanceAfter: number;

  @Column({ type: 'varchar', length: 20 })
  kind: LedgerKind;

  @Column({ type: 'varchar', length: 300 })
  description: string;

  @Column({ type: 'varchar', length: 60, nullable: true })
  feature: string | null;

  /** Unique per user: the same key twice records (and charges) once. */
  @Column({ type: 'varchar', length: 300 })
  idempotencyKey: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

export type ChargeStatus = 'reserved' | 'captured' | 'released';

/**
 * A paid action's charge: its spend is taken when `reserved`; it becomes `captured` when the work
 * reached the user, or `released` (the spend refunded, once) when it did not.
 */
@Entity('credit_charges')
export class CreditChargeEntity {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  /** The spend's idempotency key; the refund's is `refund:<key>`. */
  @PrimaryColumn({ type: 'varchar', length: 300 })
  key: string;

  @Column({ type: 'varchar', length: 60 })
  feature: string;

  /** Credits the spend took (0 for a free feature). */
  @Column({ type: 'int' })
  amount: number;

  @Column({ type: 'varchar', length: 20 })
  status: ChargeStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  settledAt: Date | null;
}

@Entity('credit_packs')
export class CreditPackEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 300 })
  description: string;

  @Column({ type: 'int' })
  priceCents: number;

  @Column({ type: 'int' })
  credits: number;

  @Column({ type: 'varchar', length: 200, unique: true })
  priceId: string;

  @Column({ type: 'boolean', default: false })
  popular: boolean;

  @Column({ type: 'int', default: 0 })
  sortOrder: number;
}

@Entity('feature_costs')
export class FeatureCostEntity {
  @PrimaryColumn({ type: 'varchar', length: 60 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 300 })
  description: string;

  @Column({ type: 'int' })
  creditCost: number;

  @Column({ type: 'int', default: 0 })
  sortOrder: number;
}

@Entity('promotions')
export class PromotionEntity {
  @PrimaryColumn({ type: 'varchar', length: 60 })
  code: string;

  @Column({ type: 'int' })
  percentOff: number;

  @Column({ type: 'varchar', length: 300 })
  description: string;

  @Column({ type: 'boolean', default: true })
  active: boolean;
}

/** A checkout of the built-in TEST MODE page, standing in for Stripe when no key is configured. */
@Entity('test_checkout_sessions')
export class TestCheckoutSessionEntity {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 40 })
  packId: string;

  /** The pack's price when the checkout was opened. */
  @Column({ type: 'int' })
  amountSubtotal: number;

  /** What is paid: the subtotal less the promotion, in whole cents. */
  @Column({ type: 'int' })
  amountTotal: number;

  /** The promotion applied on the page, as stored in `promotions`; null without one. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  promotionCode: string | null;

  @Column({ type: 'int', nullable: true })
  percentOff: number | null;

  @Column({ type: 'varchar', length: 20, default: 'open' })
  status: 'open' | 'complete' | 'expired';

  @Column({ type: 'varchar', length: 20, default: 'unpaid' })
  paymentStatus: 'unpaid' | 'paid';

  @Column({ type: 'varchar', length: 2048 })
  successUrl: string;

  @Column({ type: 'varchar', length: 2048 })
  cancelUrl: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

export const CREDITS_ENTITIES = [
  CreditBalanceEntity,
  CreditTransactionEntity,
  CreditChargeEntity,
  CreditPackEntity,
  FeatureCostEntity,
  PromotionEntity,
  TestCheckoutSessionEntity,
];
