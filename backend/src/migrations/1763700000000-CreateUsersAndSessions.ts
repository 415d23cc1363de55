import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsersAndSessions1763700000000 implements MigrationInterface {
  name = 'CreateUsersAndSessions1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "users" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" varchar(320) UNIQUE CHECK ("email" = lower("email")),
        "firstName" varchar(100),
        "profileImageUrl" varchar(2048),
        "credits" integer NOT NULL DEFAULT 0 CHECK ("credits" >= 0),
        "passwordHash" varchar(255),
        "oidcSubject" varchar(255) UNIQUE,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "lastActive" timestamptz NOT NULL DEFAULT now()
      )`);
    // The table connect-pg-simple expects (its own table.sql), created here instead of at run time.
    await queryRunner.query(`
      CREATE TABLE "session" (
        "sid" varchar NOT NULL PRIMARY KEY,
        "sess" json NOT NULL,
        "expire" timestamp(6) NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_session_expire" ON "session" ("expire")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "session"`);
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
