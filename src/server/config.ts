import { z } from 'zod';
import { SUPPORT } from '../shared/constants';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** 127.0.0.1 outside production, 0.0.0.0 in production (set below). */
  HOST: z.string().optional(),
  DATABASE_URL: z.string().url().optional(),
  /**
   * PostgreSQL only: the role that owns the tables runs the migrations; the app serves as DATABASE_URL's role, which
   * may then only read and append to the audit log (ADR 020, "Two database roles"). Default: DATABASE_URL.
   */
  MIGRATION_DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Public origin used in links we send (e-mails, SMS). Defaults to http://localhost:PORT. */
  APP_ORIGIN: z.string().url().optional(),
  SESSION_SECRET: z.string().min(1).default('dev-only-secret-change-me'),
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  /** Unset: Twilio when its three variables are set, else the development inbox (outside production). */
  SMS_PROVIDER: z.enum(['twilio', 'log', 'disabled']).optional(),
  /** Unset: SMTP when SMTP_URL is set, else the development inbox (outside production). */
  EMAIL_PROVIDER: z.enum(['smtp', 'log', 'disabled']).optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_BASE: z.string().url().default('https://api.twilio.com'),
  SMTP_URL: z.string().optional(),
  /**
   * Unset: Stripe when both keys are set, else the project's own fake of its API (outside production; ADR 023).
   * `disabled`: every payment call fails and money is settled outside TalentBridge.
   */
  PAYMENTS_PROVIDER: z.enum(['stripe', 'fake', 'disabled']).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** An origin only: the SDK takes host, port and protocol (src/server/payments/stripe-api-base.ts). */
  STRIPE_API_BASE: z
    .string()
    .url()
    .refine((v) => /^https?:\/\/[^/]+\/?$/.test(v), 'must be an http(s) origin without a path')
    .default('https://api.stripe.com'),
  MAIL_FROM: z.string().default('TalentBridge <no-reply@talentbridge.app>'),
  // The one source of the support address; the client reads it from the page (app.ts).
  SUPPORT_EMAIL: z.string().email().default(SUPPORT.email),
  /** How long an anonymous open-shifts page may be served from memory (ms); 0 turns the cache off. */
  OPEN_SHIFTS_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Open event streams one client address may hold per process; the benchmark raises it. */
  EVENT_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Sent and failed outbox rows are deleted this many days after their last attempt. */
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Texts one account may cause per 24 h, of every kind (SMS pumping). */
  SMS_DAILY_CAP_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Texts one phone number receives per 24 h, whoever causes them (invitations, notices, offers; ADR 012). */
  SMS_DAILY_CAP_PER_NUMBER: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Texts the whole platform sends per 24 h; past it every text is refused until the window moves on. */
  SMS_DAILY_CAP_PLATFORM: z.coerce.number().int().min(1).max(10_000_000).default(2000),
});

type ParsedEnv = z.infer<typeof envSchema>;

export type Config = Omit<ParsedEnv, 'APP_ORIGIN' | 'HOST' | 'TRUST_PROXY'> & {
  APP_ORIGIN: string;
  HOST: string;
  /** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses/CIDRs. */
  TRUST_PROXY: TrustProxy;
  isProduction: boolean;
  smsProvider: 'twilio' | 'log' | 'disabled';
  emailProvider: 'smtp' | 'log' | 'disabled';
  paymentsProvider: 'stripe' | 'fake' | 'disabled';
};

/**
 * An empty variable (`NODE_ENV=` in a .env file or a compose file) means "not set", not an invalid value.
 */
function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env))
    if (value !== undefined && value.trim() !== '') out[key] = value;
  return out;
}

/** Parses the environment once; fails fast with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmptyValues(env));
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const trustProxy = parseTrustProxy(parsed.success ? parsed.data.TRUST_PROXY : undefined);
  if (!trustProxy.ok) problems.push(`TRUST_PROXY: ${trustProxy.error}`);
  if (!parsed.success || !trustProxy.ok)
    throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);

  const d = parsed.data;
  const isProduction = d.NODE_ENV === 'production';
  const c = {
    ...d,
    APP_ORIGIN: d.APP_ORIGIN ?? `http://localhost:${d.PORT}`,
    // Outside production nothing but this machine can reach the development server.
    HOST: d.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    TRUST_PROXY: trustProxy.value,
  };
  const hasTwilio = !!(c.TWILIO_ACCOUNT_SID && c.TWILIO_AUTH_TOKEN && c.TWILIO_FROM);
  const smsProvider = c.SMS_PROVIDER ?? (hasTwilio ? 'twilio' : 'log');
  const emailProvider = c.EMAIL_PROVIDER ?? (c.SMTP_URL ? 'smtp' : 'log');
  const hasStripe = !!(c.STRIPE_SECRET_KEY && c.STRIPE_WEBHOOK_SECRET);
  const paymentsProvider = c.PAYMENTS_PROVIDER ?? (hasStripe ? 'stripe' : 'fake');
  const startProblems: string[] = [];
  if (paymentsProvider === 'stripe' && !hasStripe)
    startProblems.push('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  if (smsProvider === 'twilio' && !hasTwilio)
    startProblems.push('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  if (emailProvider === 'smtp' && !c.SMTP_URL) startProblems.push('EMAIL_PROVIDER=smtp needs SMTP_URL');
  if (c.MIGRATION_DATABASE_URL && !c.DATABASE_URL)
    startProblems.push('MIGRATION_DATABASE_URL needs DATABASE_URL (the embedded database has one role)');
  if (isProduction) {
    if (c.SESSION_SECRET === 'dev-only-secret-change-me' || c.SESSION_SECRET.length < 32)
      startProblems.push('SESSION_SECRET must be set to at least 32 random characters');
    if (!c.APP_ORIGIN.startsWith('https://')) startProblems.push('APP_ORIGIN must be an https:// origin');
    // Production never "sends" into the development table while telling the user it was sent.
    if (smsProvider === 'log')
      startProblems.push(
        'SMS needs a provider: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM, or SMS_PROVIDER=disabled',
      );
    if (emailProvider === 'log')
      startProblems.push('E-mail needs a provider: set SMTP_URL, or EMAIL_PROVIDER=disabled');
    // The fake would take a "hold" and "pay" a worker while no money moves.
    if (paymentsProvider === 'fake')
      startProblems.push(
        'Payments need a provider: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_PROVIDER=disabled (the fake is for development and tests)',
      );
  }
  if (startProblems.length)
    throw new Error(
      `Refusing to start${isProduction ? ' in production' : ''}:\n  ${startProblems.join('\n  ')}`,
    );
  return { ...c, isProduction, smsProvider, emailProvider, paymentsProvider };
}
