// US ZIP code centroids for 'Within N miles of' (docs/product/shifts.md, "Filters"), from the `zipcodes` package:
// a table shipped with it, read offline, on the server only (5 MB: never in the client bundle).
import zipcodes from 'zipcodes';
import { type LatLng, milesBetween } from '../../shared/geo/distance';
import { FILTER_MESSAGES, type OpenShiftFilters } from '../../shared/marketplace/open-shift-filters';
import { AppError } from '../lib/app-error';

/** The centroid of a US ZIP code, or null when the table has no such ZIP. */
export function centroidOf(zip: string): LatLng | null {
  const found = zipcodes.lookup(zip);
  return found && found.country === 'US' ? { latitude: found.latitude, longitude: found.longitude } : null;
}

let usZips: { zip: string; at: LatLng }[] | null = null;

/** Every US ZIP whose centroid is within `miles` of `center` (a scan of ~42 000 rows: a few milliseconds). */
export function zipsWithin(center: LatLng, miles: number): string[] {
  usZips ??= Object.values(zipcodes.codes)
    .filter((code) => code.country === 'US')
    .map((code) => ({ zip: code.zip, at: { latitude: code.latitude, longitude: code.longitude } }));
  return usZips.filter((row) => milesBetween(center, row.at) <= miles).map((row) => row.zip);
}

/** A distance filter's centre and the ZIP codes within its miles; null without one; 400 for a ZIP we do not know. */
export function nearFilter(filters: OpenShiftFilters): { center: LatLng; zips: string[] } | null {
  if (!filters.zip || !filters.miles) return null;
  const center = centroidOf(filters.zip);
  if (!center) throw new AppError('BAD_REQUEST', FILTER_MESSAGES.unknownZip, { field: 'zip' });
  return { center, zips: zipsWithin(center, filters.miles) };
}

/** Miles from the centre to a shift's ZIP code, to one decimal; undefined when its ZIP is unknown. */
export function distanceFrom(center: LatLng, zip: string | null): number | undefined {
  const at = zip ? centroidOf(zip) : null;
  return at ? Math.round(milesBetween(center, at) * 10) / 10 : undefined;
}
