// The minimum wages shifts are checked against (drizzle/0039_wage_floors.sql; docs/product/pricing.md).
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { WageJurisdiction } from '../../../shared/domain/wage-floors';
import { users } from './accounts';
import { createdAt, tstz } from './columns';

export const wageFloors = pgTable(
  'wage_floors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jurisdiction: text('jurisdiction').$type<WageJurisdiction>().notNull(),
    rateCents: integer('rate_cents').notNull(),
    /** The first day in force, YYYY-MM-DD. */
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    sourceUrl: text('source_url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wage_floors_jurisdiction_from_idx').on(t.jurisdiction, t.effectiveFrom),
    check(
      'wage_floors_jurisdiction_check',
      sql`${t.jurisdiction} IN ('DC', 'MD', 'MD-MONTGOMERY', 'MD-HOWARD', 'VA')`,
    ),
    check('wage_floors_rate_check', sql`${t.rateCents} > 0`),
    check('wage_floors_source_check', sql`${t.sourceUrl} ~ '^https://'`),
  ],
);

/** Who was told of a coming rise, 30 days before it: once per floor and business. */
export const wageFloorNotices = pgTable(
  'wage_floor_notices',
  {
    floorId: uuid('floor_id')
      .notNull()
      .references(() => wageFloors.id, { onDelete: 'cascade' }),
    managerId: uuid('manager_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: tstz('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.floorId, t.managerId] })],
);
