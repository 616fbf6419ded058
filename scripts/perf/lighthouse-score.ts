// The scoring half of scripts/client-perf.ts: Lighthouse 12's mobile performance score from measured metrics, and
// CLS from the raw layout shifts, so the numbers compare with a Lighthouse report.
// Lighthouse 12, mobile: metric weights and the (p10, median) control points of each log-normal curve.
const CURVES = {
  fcp: { weight: 0.1, p10: 1800, median: 3000 },
  si: { weight: 0.1, p10: 3387, median: 5800 },
  lcp: { weight: 0.25, p10: 2500, median: 4000 },
  tbt: { weight: 0.3, p10: 200, median: 600 },
  cls: { weight: 0.25, p10: 0.1, median: 0.25 },
} as const;

/** Complementary error function (Numerical Recipes erfc, as Lighthouse's statistics.js uses). */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + z / 2);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** Lighthouse's getLogNormalScore: 0.9 at p10, 0.5 at the median. */
function logNormalScore({ p10, median }: { p10: number; median: number }, value: number): number {
  if (value <= 0) return 1;
  const INVERSE_ERFC_ONE_FIFTH = 0.9061938024368232;
  const standardized = (Math.log(value / median) * INVERSE_ERFC_ONE_FIFTH) / -Math.log(p10 / median);
  const score = erfc(standardized) / 2;
  return Math.min(1, Math.max(0, score));
}

export type Metrics = {
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  si: number;
  shiftSources?: string[];
};

export function performanceScore(m: Metrics): number {
  let total = 0;
  for (const [key, curve] of Object.entries(CURVES))
    total += curve.weight * logNormalScore(curve, m[key as keyof typeof CURVES]);
  return Math.round(total * 100);
}

/** CLS as web-vitals defines it: the largest burst of shifts (gaps < 1 s, windows <= 5 s). */
export function sessionWindowCls(shifts: [number, number, string][]): number {
  let best = 0;
  let current = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  for (const [at, value] of shifts) {
    if (at - last > 1000 || at - windowStart > 5000) {
      current = 0;
      windowStart = at;
    }
    current += value;
    last = at;
    best = Math.max(best, current);
  }
  return best;
}
