import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A launched agent feed is admin activity (the 'AI Agents' bar of Feature Usage): the agents
 * plugin's own trigger calls the admin read model's `admin_record_activity()` (CreateAdminReadModel).
 */
export class RecordAgentFeedActivity1795360100000 implements MigrationInterface {
  name = 'RecordAgentFeedActivity1795360100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION agent_feed_activity_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM admin_record_activity(NEW."ownerId", 'agent', 'Launched an AI agent feed', NEW."topic", NULL);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "admin_activity" AFTER INSERT ON "agent_feeds"
      FOR EACH ROW EXECUTE FUNCTION agent_feed_activity_trigger()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "admin_activity" ON "agent_feeds"`);
    await queryRunner.query(`DROP FUNCTION agent_feed_activity_trigger()`);
  }
}
