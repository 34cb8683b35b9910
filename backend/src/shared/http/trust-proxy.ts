/**
 * TRUST_PROXY as express' 'trust proxy' setting. `request.ip`, which the rate limits key on, is
 * taken from X-Forwarded-For only when the peer is trusted; `true` (trust anyone) is not offered
 * because it would let every client choose its own address and escape the per-address limits.
 */
export function trustProxySetting(value: string): boolean | number | string {
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
