import type Stripe from 'stripe';

/**
 * The SDK takes its server as host, port and protocol rather than a URL; `STRIPE_API_BASE` is a URL like
 * `TWILIO_API_BASE`, so tests and development point the real SDK at the project's fake. A path is refused: the SDK
 * would drop it silently.
 */
export function stripeServerOptions(
  apiBase: string,
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiBase);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`STRIPE_API_BASE must be an http(s) URL, not ${url.protocol}`);
  if (url.pathname !== '/' || url.search)
    throw new Error('STRIPE_API_BASE is an origin only (e.g. https://api.stripe.com), without a path');
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return { host: url.hostname, port: url.port || (protocol === 'https' ? 443 : 80), protocol };
}
