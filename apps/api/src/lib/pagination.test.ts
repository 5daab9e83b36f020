import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { sessionFor } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/test-app';
import { LARGE_TOTAL } from './count-cache';

// Lists at scale: exact totals for small lists and partial pages, large totals kept until a write,
// and the indexes the list and search queries need.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(
    sql.raw(`insert into notices (title, date, "order")
      select 'Bulk notice ' || g, now() - g * interval '1 minute', 100 + g
      from generate_series(1, ${LARGE_TOTAL + 200}) as g`),
  );
});
afterAll(async () => {
  await t.close();
});

async function total(url: string): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json().data.pagination.total;
}

async function liveNotices(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from notices where publication = 'published'
      and (publish_at is null or publish_at <= now()) and (expire_at is null or expire_at > now())`,
  );
  return row!.n;
}

describe('list totals', () => {
  it('are exact from a partly filled last page and from an empty first page', async () => {
    const live = await liveNotices();
    const lastPage = Math.ceil(live / 7);
    expect(await total(`/api/notices?limit=7&page=${lastPage}`)).toBe(live);
    expect(await total('/api/notices?search=no-such-notice-anywhere')).toBe(0);
    expect(await total('/api/notices?limit=100&search=Bulk%20notice%2012')).toBe(12); // 12, 120-129, 1200
  });

  it('keep a large total until a write through the API, then count again', async () => {
    const live = await liveNotices();
    expect(live).toBeGreaterThanOrEqual(LARGE_TOTAL);
    expect(await total('/api/notices?limit=5')).toBe(live);
    await t.database.db.execute(
      sql`insert into notices (title, date) values ('Added behind the API', now())`,
    );
    expect(await total('/api/notices?limit=5&page=2')).toBe(live);
    const event = (await t.app.inject({ method: 'GET', url: '/api/events/upcoming/all?limit=1' })).json().data
      .events[0];
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/events/${event._id}/register`,
          headers: { cookie: await sessionFor(t, 'editor') },
        })
      ).statusCode,
    ).toBe(200);
    expect(await total('/api/notices?limit=5')).toBe(live + 1);
  });
});

describe('list and search queries', () => {
  const plan = async (query: string) =>
    (await queryRows<Record<string, string>>(t.database.db, sql.raw(`explain ${query}`)))
      .map((row) => Object.values(row)[0])
      .join('\n');
  const live = `publication = 'published' and (publish_at is null or publish_at <= now()) and (expire_at is null or expire_at > now())`;

  it('use the indexes: ordered lists stop early, counts read an index, search uses trigrams', async () => {
    await t.database.db.execute(sql`vacuum analyze notices`);
    await t.database.db.execute(sql`set enable_seqscan = off`);
    try {
      expect(
        await plan(
          `select * from events where ${live} and status = 'upcoming' order by date, created_at, id limit 5`,
        ),
      ).toContain('events_status_date_idx');
      expect(await plan(`select count(*) from notices where ${live}`)).toContain('notices_live_idx');
      expect(
        await plan(
          `select * from notices where title ilike '%olympiad%' or description ilike '%olympiad%' or type ilike '%olympiad%'`,
        ),
      ).toMatch(/notices_title_trgm_idx[\s\S]*notices_description_trgm_idx[\s\S]*notices_type_trgm_idx/);
      expect(
        await plan(
          `select * from gallery_photos where category = 'hostel' order by starred desc, "order", created_at, id limit 1`,
        ),
      ).toMatch(/Index Scan using gallery_cover_idx/);
    } finally {
      await t.database.db.execute(sql`reset enable_seqscan`);
    }
  });
});
