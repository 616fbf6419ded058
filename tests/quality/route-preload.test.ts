// index.html's route preload (scripts/vite/route-preload.ts) picks what to preload by matching the
// address against the router's paths with its own regular expressions. They must agree with React Router.
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pathPattern, SESSION_SNAPSHOT_KEY } from '../../scripts/vite/route-preload';
import { SESSION_KEY } from '../../src/client/lib/session';

const PATHS = [
  '/',
  '/shifts',
  '/worker-dashboard',
  '/view-applications/:shiftId?',
  '/dev/inbox',
  '/shift/:id',
  '/manager/shifts/:shiftId/edit',
  '*',
];
const ADDRESSES = [
  '/',
  '/shifts',
  '/shifts/',
  '/SHIFTS',
  '/shifts/2',
  '/worker-dashboard',
  '/view-applications',
  '/view-applications/',
  '/view-applications/3f0c',
  '/view-applications/3f0c/more',
  '/dev/inbox',
  '/dev',
  '/shift/7',
  '/shift',
  '/no-such-page',
  '/manager/shifts/3f0c/edit',
  '/manager/shifts/3f0c',
  '/manager/shifts//edit',
];

describe('route preload path patterns', () => {
  for (const path of PATHS)
    it(`matches what React Router matches for ${path}`, () => {
      for (const address of ADDRESSES)
        expect(pathPattern(path).test(address), address).toBe(matchPath(path, address) !== null);
    });
});

describe('route preload and the session snapshot', () => {
  it("reads the client's session snapshot key (a signed-in talent's page skips the public data)", () => {
    expect(SESSION_SNAPSHOT_KEY).toBe(SESSION_KEY);
  });
});
