import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Public origin used in links we send (e-mails, SMS). Defaults to http://localhost:PORT. */
  APP_ORIGIN: z.string().url().optional(),
  SESSION_SECRET: z.string().min(1).default('dev-only-secret-change-me'),
  TRUST_PROXY: bool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_BASE: z.string().url().default('https://api.twilio.com'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('TalentBridge <no-reply@talentbridge.app>'),
  SUPPORT_EMAIL: z.string().email().default('support@talentbridge.app'),
  /** How long an anonymous open-shifts page may be served from memory (ms); 0 turns the cache off. */
  OPEN_SHIFTS_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Texts one account may cause per 24 h, of every kind (issue 10 item 2: SMS pumping). */
  SMS_DAILY_CAP_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Texts the whole platform sends per 24 h; past it every text is refused until the window moves on. */
  SMS_DAILY_CAP_PLATFORM: z.coerce.number().int().min(1).max(10_000_000).default(2000),
});

export type Config = Omit<z.infer<typeof envSchema>, 'APP_ORIGIN'> & {
  APP_ORIGIN: string;
  isProduction: boolean;
  smsProvider: 'twilio' | 'log';
  emailProvider: 'smtp' | 'log';
};

/** Parses the environment once; fails fast with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = { ...parsed.data, APP_ORIGIN: parsed.data.APP_ORIGIN ?? `http://localhost:${parsed.data.PORT}` };
  const isProduction = c.NODE_ENV === 'production';
  const smsProvider = c.TWILIO_ACCOUNT_SID && c.TWILIO_AUTH_TOKEN && c.TWILIO_FROM ? 'twilio' : 'log';
  const emailProvider = c.SMTP_URL ? 'smtp' : 'log';
  if (isProduction) {
    const problems: string[] = [];
    if (c.SESSION_SECRET === 'dev-only-secret-change-me' || c.SESSION_SECRET.length < 32)
      problems.push('SESSION_SECRET must be set to at least 32 random characters');
    if (!c.APP_ORIGIN.startsWith('https://')) problems.push('APP_ORIGIN must be an https:// origin');
    if (problems.length) throw new Error(`Refusing to start in production:\n  ${problems.join('\n  ')}`);
  }
  return { ...c, isProduction, smsProvider, emailProvider };
}
