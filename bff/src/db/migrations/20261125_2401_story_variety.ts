import type { Knex } from 'knex';

// A new story every time. `variety` is what the engine was told when the story was ordered (a
// fresh random seed and the same child's recent plots and titles), so a resumed job draws the same
// plan; `plot` is the plot the engine told, for the child's next stories to avoid. `child_key`
// says which child a story was for within its account (the name, compared as childKeyOf in
// services/story-variety.ts does; a frozen copy of that rule fills it in for older stories).
export async function up(knex: Knex) {
  await knex.schema.alterTable('stories', (t) => {
    t.jsonb('variety').nullable();
    t.text('plot').nullable();
    t.text('child_key').nullable();
  });
  const BATCH = 500;
  let after = '';
  for (;;) {
    const rows: { id: string; name: unknown }[] = await knex('stories')
      .select('id', knex.raw("details->'recipientDetails'->>'name' as name"))
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH);
    if (rows.length === 0) break;
    after = rows[rows.length - 1].id;
    const keyed = rows.filter(
      (row): row is { id: string; name: string } => typeof row.name === 'string' && row.name.trim() !== '',
    );
    if (keyed.length > 0) {
      await knex.raw(
        `update stories set child_key = v.child_key from (values ${keyed.map(() => '(?, ?)').join(', ')}) as v(id, child_key) where stories.id = v.id`,
        keyed.flatMap((row) => [row.id, childKey(row.name)]),
      );
    }
  }
  await knex.schema.alterTable('stories', (t) => {
    t.index(['user_id', 'child_key', 'created_at'], 'stories_user_child_created_index');
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('stories', (t) => {
    t.dropIndex(['user_id', 'child_key', 'created_at'], 'stories_user_child_created_index');
    t.dropColumn('child_key');
    t.dropColumn('plot');
    t.dropColumn('variety');
  });
}

const childKey = (name: string) => name.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase().normalize('NFC');
