import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test by itself only when the runner exposes global hooks; ours does not.
afterEach(cleanup);
