// API fuzzing, shard 2 of 3 (tests/quality/fuzz-api.test.ts says what is sent and judged).
import { describeFuzzShard } from './fuzz-api/run';

describeFuzzShard(1);
