import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the account's email address was proven to be its owner's (an OIDC sign-in with
 * `email_verified`, or the operator's `admin:create`). Public sign-up leaves it null.
 */
export class AddUserEmailVerifiedAt1795330000000 implements MigrationInterface {
  name = 'AddUserEmailVerifiedAt1795330000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "emailVerifiedAt" timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "emailVerifiedAt"`);
  }
}
