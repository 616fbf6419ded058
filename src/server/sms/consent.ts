import { SMS_CONSENT_VERSION } from '../../shared/constants';

export type RequestMeta = { ip: string; userAgent: string | null };

/**
 * The consent record kept when someone ticks the SMS opt-in (sms_consent_date / sms_consent_ip): the server
 * records when, from which IP and user agent, and which wording they agreed to (docs/product/sms.md, "Consent"). Nothing when they
 * did not opt in.
 */
export function smsConsentRecord(optedIn: boolean, now: Date, meta: RequestMeta) {
  if (!optedIn) return {};
  return {
    smsConsentAt: now,
    smsConsentIp: meta.ip,
    smsConsentUserAgent: meta.userAgent,
    smsConsentVersion: SMS_CONSENT_VERSION,
  };
}
