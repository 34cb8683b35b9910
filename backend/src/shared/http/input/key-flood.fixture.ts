/**
 * The attacker's probe of issue 14: a JSON object of 120,000 distinct short keys plus `email` and
 * `password`, kept just under the 1 MB body bound so that it reaches the parser (and, without the
 * key budget, class-transformer: ~15 s of blocked event loop). Keys are base-36 counters, 1–4
 * characters, so the text stays small.
 */
export function keyFloodBody(keys = 120_000): string {
  const flood = Array.from({ length: keys }, (_, i) => `"${i.toString(36)}":0`).join(',');
  return `{${flood},"email":"flood@test.example","password":"x"}`;
}
