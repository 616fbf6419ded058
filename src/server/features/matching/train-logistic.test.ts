import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitLogistic, sigmoid, solveSpd } from './train-logistic';

/** A fixed pseudo-random sequence (no Math.random), so the data set is the same on every run. */
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Rows of 3 features in 0..1, labelled by a known logistic model. */
function synthetic(n: number, truth: { bias: number; weights: number[] }, seed = 7) {
  const next = lcg(seed);
  const rows: number[][] = [];
  const labels: number[] = [];
  for (let i = 0; i < n; i++) {
    const row = truth.weights.map(() => next());
    const z = truth.bias + row.reduce((sum, x, j) => sum + x * (truth.weights[j] as number), 0);
    rows.push(row);
    labels.push(next() < sigmoid(z) ? 1 : 0);
  }
  return { rows, labels };
}

describe('fitLogistic', () => {
  const truth = { bias: -1, weights: [3, -2, 0.5] };

  it('recovers the weights that generated the labels', () => {
    const { rows, labels } = synthetic(40_000, truth);
    const fit = fitLogistic(rows, labels, { l2: 0.01 });
    expect(fit.bias).toBeCloseTo(truth.bias, 0);
    fit.weights.forEach((w, j) => {
      expect(Math.abs(w - (truth.weights[j] as number))).toBeLessThan(0.2);
    });
    expect(fit.iterations).toBeLessThan(25);
  });

  it('is deterministic: the same rows give the same weights bit for bit', () => {
    const { rows, labels } = synthetic(5_000, truth, 11);
    const a = fitLogistic(rows, labels);
    const b = fitLogistic(
      rows.map((r) => [...r]),
      [...labels],
    );
    expect(Object.is(a.bias, b.bias)).toBe(true);
    a.weights.forEach((w, j) => {
      expect(Object.is(w, b.weights[j])).toBe(true);
    });
  });

  it('stops at the optimum of the penalised objective (its gradient is zero)', () => {
    const { rows, labels } = synthetic(2_000, truth, 3);
    const l2 = 1;
    const fit = fitLogistic(rows, labels, { l2 });
    const grad = [0, 0, 0, 0];
    rows.forEach((row, i) => {
      const p = sigmoid(fit.bias + row.reduce((s, x, j) => s + x * (fit.weights[j] as number), 0));
      const r = p - (labels[i] as number);
      grad[0] = (grad[0] as number) + r;
      row.forEach((x, j) => {
        grad[j + 1] = (grad[j + 1] as number) + r * x;
      });
    });
    fit.weights.forEach((w, j) => {
      grad[j + 1] = (grad[j + 1] as number) + l2 * w;
    });
    for (const g of grad) expect(Math.abs(g)).toBeLessThan(1e-6);
  });

  it('keeps the weights finite on perfectly separable data (the L2 penalty)', () => {
    const rows = [[0], [0.1], [0.2], [0.8], [0.9], [1]];
    const fit = fitLogistic(rows, [0, 0, 0, 1, 1, 1]);
    expect(Number.isFinite(fit.bias)).toBe(true);
    expect(fit.weights[0]).toBeGreaterThan(0);
    expect(Math.abs(fit.weights[0] as number)).toBeLessThan(50);
  });

  it('a larger penalty pulls the weights towards 0', () => {
    const { rows, labels } = synthetic(1_000, truth, 5);
    const loose = fitLogistic(rows, labels, { l2: 0.1 });
    const tight = fitLogistic(rows, labels, { l2: 100 });
    const norm = (w: number[]) => Math.hypot(...w);
    expect(norm(tight.weights)).toBeLessThan(norm(loose.weights));
  });

  it('a feature that only ever comes with good outcomes gets a positive weight', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 10, maxLength: 60 }), (flags) => {
        fc.pre(flags.some(Boolean) && flags.some((f) => !f));
        const rows = flags.map((f, i) => [f ? 1 : 0, (i % 3) / 2]);
        const labels = flags.map((f) => (f ? 1 : 0));
        expect(fitLogistic(rows, labels).weights[0]).toBeGreaterThan(0);
      }),
      { numRuns: 50 },
    );
  });

  it('refuses an empty data set or a label count that does not match', () => {
    expect(() => fitLogistic([], [])).toThrow(/at least one row/);
    expect(() => fitLogistic([[1]], [1, 0])).toThrow(/one label per row/);
  });
});

describe('solveSpd', () => {
  it('solves a symmetric positive definite system', () => {
    const a = [new Float64Array([4, 2, 0]), new Float64Array([2, 5, 1]), new Float64Array([0, 1, 3])];
    const x = [1, -2, 3];
    const b = new Float64Array(a.map((row) => row.reduce((s, v, j) => s + v * (x[j] as number), 0)));
    const solved = solveSpd(a, b);
    x.forEach((v, j) => {
      expect(solved[j]).toBeCloseTo(v, 12);
    });
  });
});
