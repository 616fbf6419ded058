// The metrics page's aggregate queries (docs/product/operations.md, "Metrics"): each groups its rows by the ISO week
// (Monday 00:00 UTC) of one instant, between `since` (a Monday) and `now`.
import { type SQL, sql } from 'drizzle-orm';

const weekOf = (column: string) =>
  sql.raw(`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`);

/**
 * Shifts that started (not cancelled) by the week of their start. A place is booked at the start when its booking
 * was accepted by then and not cancelled before it (a no-show is recorded after the start, so it still counts).
 * Filled: booked places >= the places asked for; time to fill: posting to the last of those acceptances.
 */
export const shiftsSql = (since: string, now: string): SQL => sql`
  with started as (
    select s.id, s.starts_at, s.created_at, s.max_applications from shifts s
    where s.starts_at >= ${since}::timestamptz and s.starts_at <= ${now}::timestamptz and s.status <> 'cancelled'
  ), booked as (
    select a.shift_id, count(*) as places, max(a.accepted_at) as last_accepted,
      count(*) filter (where a.status = 'no_show') as no_shows
    from started st join shift_applications a on a.shift_id = st.id
    where a.accepted_at is not null and a.accepted_at <= st.starts_at
      and (a.cancelled_at is null or a.cancelled_at >= st.starts_at)
    group by a.shift_id
  )
  select ${weekOf('st.starts_at')} as week, count(*) as started,
    count(*) filter (where b.places >= st.max_applications) as filled,
    percentile_cont(0.5) within group (order by extract(epoch from b.last_accepted - st.created_at))
      filter (where b.places >= st.max_applications) as median_seconds,
    coalesce(sum(b.places), 0) as bookings, coalesce(sum(b.no_shows), 0) as no_shows
  from started st left join booked b on b.shift_id = st.id
  group by 1`;

/** Cancellations by the week they were made, by what they counted for (cancellation_consequence). */
export const cancellationsSql = (since: string, now: string): SQL => sql`
  select ${weekOf('cancelled_at')} as week,
    count(*) filter (where cancellation_consequence = 'late') as worker_late,
    count(*) filter (where cancellation_consequence = 'very_late') as worker_very_late,
    count(*) filter (where cancellation_consequence = 'business_late') as business_late
  from shift_applications
  where cancelled_at >= ${since}::timestamptz and cancelled_at <= ${now}::timestamptz
    and cancellation_consequence in ('late', 'very_late', 'business_late')
  group by 1`;

/** Offers: made (selected_at), accepted (accepted_at of an offer) and lapsed (offer_expires_at of an expired one). */
export const offersSql = (since: string, now: string): SQL => sql`
  select week, count(*) filter (where kind = 'sent') as sent, count(*) filter (where kind = 'accepted') as accepted,
    count(*) filter (where kind = 'expired') as expired
  from (
    select ${weekOf('selected_at')} as week, 'sent' as kind from shift_applications
    where selected_at >= ${since}::timestamptz and selected_at <= ${now}::timestamptz
    union all
    select ${weekOf('accepted_at')}, 'accepted' from shift_applications
    where selected_at is not null and accepted_at >= ${since}::timestamptz and accepted_at <= ${now}::timestamptz
    union all
    select ${weekOf('offer_expires_at')}, 'expired' from shift_applications
    where status = 'expired' and offer_expires_at >= ${since}::timestamptz and offer_expires_at <= ${now}::timestamptz
  ) e
  group by week`;

/**
 * Messages by the week they were queued or sent and channel: the outbox's, delivered ('sent') or failed for good
 * ('failed', 'dropped'), and the texts the SMS service sent at once (direct_texts: 'sent', 'failed'; an 'uncertain'
 * one is retried by its caller and counts once it is known).
 */
export const messagesSql = (since: string, now: string): SQL => sql`
  select week, channel, sum(sent) as sent, sum(failed) as failed
  from (
    select ${weekOf('created_at')} as week, channel,
      count(*) filter (where status = 'sent') as sent,
      count(*) filter (where status in ('failed', 'dropped')) as failed
    from outbox
    where created_at >= ${since}::timestamptz and created_at <= ${now}::timestamptz
    group by 1, 2
    union all
    select ${weekOf('created_at')}, 'sms',
      count(*) filter (where status = 'sent'),
      count(*) filter (where status = 'failed')
    from direct_texts
    where created_at >= ${since}::timestamptz and created_at <= ${now}::timestamptz
    group by 1
  ) m
  group by week, channel`;
