// The app the account-change safety tests (security-account-changes*.test.ts) run against.
import { type TestApp, testAppForFile } from '../support/http';

export let t: TestApp;

/** One app for the test file, built before its first test and closed after its last. */
export function accountChangesAppForFile(): void {
  t = testAppForFile();
}
