import { join } from 'node:path';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { logEmailProvider, logSmsProvider } from './messaging/log-providers';
import { createSmsService } from './messaging/sms-service';
import { diskAvatarStorage } from './storage/avatar-storage';

/** Wires the services for one process (or one test). */
export function createContext(
  config: Config,
  database: Database,
  overrides: Partial<AppContext> = {},
): AppContext {
  const db = database.db;
  const smsProvider = logSmsProvider(db);
  const emailProvider = logEmailProvider(db);
  return {
    config,
    database,
    db,
    now: () => new Date(),
    services: {
      avatars: diskAvatarStorage(join(config.DATA_DIR, 'uploads', 'avatars')),
      smsProvider,
      emailProvider,
      sms: createSmsService(db, smsProvider),
    },
    ...overrides,
  };
}
