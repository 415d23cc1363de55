import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A learner's message in a study group is admin activity (the 'Group Chats' bar of Feature Usage):
 * the groups plugin's own trigger calls the admin read model's `admin_record_activity()`
 * (CreateAdminReadModel). Figures' answers are not counted as learners' use.
 */
export class RecordGroupChatActivity1795370100000 implements MigrationInterface {
  name = 'RecordGroupChatActivity1795370100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION group_message_activity_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW."userId" IS NOT NULL AND NEW."characterId" IS NULL THEN
          PERFORM admin_record_activity(NEW."userId", 'group', 'Sent a group message', '', NULL);
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "admin_activity" AFTER INSERT ON "group_messages"
      FOR EACH ROW EXECUTE FUNCTION group_message_activity_trigger()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "admin_activity" ON "group_messages"`);
    await queryRunner.query(`DROP FUNCTION group_message_activity_trigger()`);
  }
}
