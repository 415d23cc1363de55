import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin's read model, kept by the database itself so that no feature's code has to know about
 * the admin, and writes made by worker processes count as well:
 * - `activity_events`: one row per thing a user did, written by AFTER INSERT triggers on the
 *   feature tables (sign-ups, chats, questions, likes, saves, paid purchases, voice replies) through
 *   `admin_record_activity()`, which also bumps the `activity_daily` rollup and sends
 *   `pg_notify('admin_activity', <row as JSON>)` for the live feed. Plugins whose tables arrive later
 *   (groups, agents) call `admin_record_activity()` from their own triggers.
 * - `user_active_days` / `user_visits`: presence, from every change of `users."lastActive"` (touched
 *   at most once a minute per signed-in user while they use the app). A visit is a run of touches
 *   with gaps under 30 minutes; its length is `lastSeenAt - startedAt`.
 * - `ai_usage_daily`: calls and cost per day and provider, from `ai_calls`.
 * Dates are UTC days.
 */
export class CreateAdminReadModel1795330200000 implements MigrationInterface {
  name = 'CreateAdminReadModel1795330200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);

    await q(`
      CREATE TABLE "activity_events" (
        "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        "userId" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "type" varchar(20) NOT NULL,
        "action" varchar(80) NOT NULL,
        "details" varchar(200) NOT NULL DEFAULT '',
        "amountCents" integer,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q(
      `CREATE INDEX "IDX_activity_events_created" ON "activity_events" ("createdAt" DESC, "id" DESC)`,
    );
    await q(`
      CREATE TABLE "activity_daily" (
        "day" date NOT NULL,
        "type" varchar(20) NOT NULL,
        "events" integer NOT NULL,
        PRIMARY KEY ("type", "day")
      )`);
    await q(`
      CREATE TABLE "user_active_days" (
        "day" date NOT NULL,
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        PRIMARY KEY ("day", "userId")
      )`);
    await q(`
      CREATE TABLE "user_visits" (
        "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "startedAt" timestamptz NOT NULL,
        "lastSeenAt" timestamptz NOT NULL
      )`);
    await q(
      `CREATE INDEX "IDX_user_visits_user_seen" ON "user_visits" ("userId", "lastSeenAt" DESC)`,
    );
    await q(
      `CREATE INDEX "IDX_user_visits_started" ON "user_visits" ("startedAt") INCLUDE ("lastSeenAt")`,
    );
    await q(`
      CREATE TABLE "ai_usage_daily" (
        "day" date NOT NULL,
        "provider" varchar(16) NOT NULL,
        "calls" integer NOT NULL,
        "costUsd" numeric(14, 6) NOT NULL,
        PRIMARY KEY ("provider", "day")
      )`);
    // The admin's users list (newest first) and the active-users count.
    await q(`CREATE INDEX "IDX_users_created" ON "users" ("createdAt" DESC, "id" DESC)`);
    await q(`CREATE INDEX "IDX_users_last_active" ON "users" ("lastActive")`);

    await q(`
      CREATE FUNCTION admin_record_activity(
        p_user uuid, p_type text, p_action text, p_details text, p_amount integer
      ) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        v_row "activity_events";
      BEGIN
        INSERT INTO "activity_events" ("userId", "type", "action", "details", "amountCents")
        VALUES (p_user, p_type, p_action, left(coalesce(p_details, ''), 200), p_amount)
        RETURNING * INTO v_row;
        INSERT INTO "activity_daily" ("day", "type", "events")
        VALUES ((v_row."createdAt" AT TIME ZONE 'UTC')::date, p_type, 1)
        ON CONFLICT ("type", "day") DO UPDATE SET "events" = "activity_daily"."events" + 1;
        PERFORM pg_notify('admin_activity', json_build_object(
          'id', v_row."id"::text, 'userId', v_row."userId", 'type', v_row."type",
          'action', v_row."action", 'details', v_row."details", 'amount', v_row."amountCents",
          'createdAt', v_row."createdAt")::text);
      END $$`);

    await q(`
      CREATE FUNCTION admin_activity_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        CASE TG_TABLE_NAME
          WHEN 'users' THEN
            PERFORM admin_record_activity(NEW."id", 'signup', 'Signed up', '', NULL);
          WHEN 'chats' THEN
            PERFORM admin_record_activity(NEW."userId", 'chat', 'Started a chat', NEW."persona", NULL);
          WHEN 'explore_questions' THEN
            PERFORM admin_record_activity(NEW."userId", 'question', 'Asked a question', NEW."question", NULL);
          WHEN 'post_likes' THEN
            PERFORM admin_record_activity(NEW."userId", 'like', 'Liked a post', NEW."postAuthor", NULL);
          WHEN 'post_saves' THEN
            PERFORM admin_record_activity(NEW."userId", 'save', 'Saved a post', NEW."postAuthor", NULL);
          WHEN 'credit_purchases' THEN
            PERFORM admin_record_activity(
              NEW."userId", 'purchase', 'Bought credits', NEW."credits" || ' credits', NEW."amountCents");
        END CASE;
        RETURN NULL;
      END $$`);
    for (const table of ['users', 'chats', 'explore_questions', 'post_likes', 'post_saves']) {
      await q(`
        CREATE TRIGGER "admin_activity" AFTER INSERT ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION admin_activity_trigger()`);
    }
    // A purchase counts once, when it is paid (inserted paid, or updated from pending to paid).
    await q(`
      CREATE TRIGGER "admin_activity_paid_insert" AFTER INSERT ON "credit_purchases"
      FOR EACH ROW WHEN (NEW."status" = 'succeeded') EXECUTE FUNCTION admin_activity_trigger()`);
    await q(`
      CREATE TRIGGER "admin_activity_paid_update" AFTER UPDATE OF "status" ON "credit_purchases"
      FOR EACH ROW WHEN (NEW."status" = 'succeeded' AND OLD."status" <> 'succeeded')
      EXECUTE FUNCTION admin_activity_trigger()`);

    await q(`
      CREATE FUNCTION admin_ai_call_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "ai_usage_daily" ("day", "provider", "calls", "costUsd")
        VALUES ((NEW."createdAt" AT TIME ZONE 'UTC')::date, NEW."provider", 1, NEW."costUsd")
        ON CONFLICT ("provider", "day") DO UPDATE
          SET "calls" = "ai_usage_daily"."calls" + 1,
              "costUsd" = "ai_usage_daily"."costUsd" + EXCLUDED."costUsd";
        IF NEW."feature" = 'voice-message' AND NEW."status" = 'ok' AND NEW."operation" = 'speech' THEN
          PERFORM admin_record_activity(NEW."userId", 'voice', 'Sent a voice message', '', NULL);
        END IF;
        RETURN NULL;
      END $$`);
    await q(`
      CREATE TRIGGER "admin_ai_usage" AFTER INSERT ON "ai_calls"
      FOR EACH ROW EXECUTE FUNCTION admin_ai_call_trigger()`);

    await q(`
      CREATE FUNCTION admin_presence_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "user_active_days" ("day", "userId")
        VALUES ((NEW."lastActive" AT TIME ZONE 'UTC')::date, NEW."id")
        ON CONFLICT DO NOTHING;
        UPDATE "user_visits" SET "lastSeenAt" = greatest("lastSeenAt", NEW."lastActive")
        WHERE "id" = (
          SELECT "id" FROM "user_visits"
          WHERE "userId" = NEW."id" AND "startedAt" <= NEW."lastActive"
            AND "lastSeenAt" >= NEW."lastActive" - interval '30 minutes'
          ORDER BY "lastSeenAt" DESC LIMIT 1);
        IF NOT FOUND THEN
          INSERT INTO "user_visits" ("userId", "startedAt", "lastSeenAt")
          VALUES (NEW."id", NEW."lastActive", NEW."lastActive");
        END IF;
        RETURN NULL;
      END $$`);
    await q(`
      CREATE TRIGGER "admin_presence_insert" AFTER INSERT ON "users"
      FOR EACH ROW EXECUTE FUNCTION admin_presence_trigger()`);
    await q(`
      CREATE TRIGGER "admin_presence_update" AFTER UPDATE OF "lastActive" ON "users"
      FOR EACH ROW WHEN (NEW."lastActive" IS DISTINCT FROM OLD."lastActive")
      EXECUTE FUNCTION admin_presence_trigger()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`DROP TRIGGER "admin_presence_update" ON "users"`);
    await q(`DROP TRIGGER "admin_presence_insert" ON "users"`);
    await q(`DROP TRIGGER "admin_ai_usage" ON "ai_calls"`);
    await q(`DROP TRIGGER "admin_activity_paid_update" ON "credit_purchases"`);
    await q(`DROP TRIGGER "admin_activity_paid_insert" ON "credit_purchases"`);
    for (const table of ['users', 'chats', 'explore_questions', 'post_likes', 'post_saves']) {
      await q(`DROP TRIGGER "admin_activity" ON "${table}"`);
    }
    await q(`DROP FUNCTION admin_presence_trigger()`);
    await q(`DROP FUNCTION admin_ai_call_trigger()`);
    await q(`DROP FUNCTION admin_activity_trigger()`);
    await q(`DROP FUNCTION admin_record_activity(uuid, text, text, text, integer)`);
    await q(`DROP INDEX "IDX_users_last_active"`);
    await q(`DROP INDEX "IDX_users_created"`);
    await q(`DROP TABLE "ai_usage_daily"`);
    await q(`DROP TABLE "user_visits"`);
    await q(`DROP TABLE "user_active_days"`);
    await q(`DROP TABLE "activity_daily"`);
    await q(`DROP TABLE "activity_events"`);
  }
}
