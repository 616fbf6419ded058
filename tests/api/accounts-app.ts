// The app the accounts API tests (accounts*.test.ts) run against.
import { type TestApp, testAppForFile } from '../support/http';

export let t: TestApp;

/** One app for the test file, built before its first test and closed after its last. */
export function accountsAppForFile(): void {
  t = testAppForFile();
}
