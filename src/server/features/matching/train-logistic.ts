// The match model's fit (docs/decisions/018-match-score.md, "Training"): an L2-regularised logistic regression solved
// by Newton's method (iteratively reweighted least squares). Pure and deterministic: no randomness, a fixed number of
// iterations at most, and every sum taken in the rows' order, so the same rows in the same order give the same
// weights bit for bit.

export type LogisticOptions = {
  /** L2 penalty on the weights (not the bias): λ/2 · Σ w², a Gaussian prior that keeps a small sample near 0. */
  l2: number;
  /** Newton steps at most; the fit stops earlier once a step moves no weight by more than `tolerance`. */
  iterations: number;
  tolerance: number;
};

export const LOGISTIC_DEFAULTS: LogisticOptions = { l2: 1, iterations: 25, tolerance: 1e-9 };

export type LogisticFit = {
  bias: number;
  weights: number[];
  /** Newton steps taken. */
  iterations: number;
  /** Mean log-loss of the fitted model on the rows (without the penalty). */
  logLoss: number;
};

export function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

/** log(1 + e^z) without overflow. */
function softplus(z: number): number {
  return z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z));
}

/** θ = [bias, ...weights]; rows are features without the constant. */
function linear(theta: Float64Array, row: ArrayLike<number>): number {
  let z = theta[0] as number;
  for (let j = 0; j < row.length; j++) z += (theta[j + 1] as number) * (row[j] as number);
  return z;
}

/** The penalised objective: Σ log-loss + λ/2 · Σ w² (bias free). */
function objective(
  theta: Float64Array,
  rows: readonly ArrayLike<number>[],
  labels: ArrayLike<number>,
  l2: number,
) {
  let loss = 0;
  for (let i = 0; i < rows.length; i++) {
    const z = linear(theta, rows[i] as ArrayLike<number>);
    loss += softplus(z) - (labels[i] as number) * z;
  }
  let penalty = 0;
  for (let j = 1; j < theta.length; j++) penalty += (theta[j] as number) ** 2;
  return { loss, total: loss + (l2 / 2) * penalty };
}

/** Solves A x = b for a symmetric positive definite A (Cholesky, in place on copies). */
export function solveSpd(a: Float64Array[], b: Float64Array): Float64Array {
  const n = b.length;
  const l = a.map(() => new Float64Array(n));
  for (let i = 0; i < n; i++) {
    const li = l[i] as Float64Array;
    for (let j = 0; j <= i; j++) {
      const lj = l[j] as Float64Array;
      let sum = (a[i] as Float64Array)[j] as number;
      for (let k = 0; k < j; k++) sum -= (li[k] as number) * (lj[k] as number);
      if (i === j) li[i] = Math.sqrt(Math.max(sum, 1e-12));
      else li[j] = sum / (lj[j] as number);
    }
  }
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = b[i] as number;
    for (let k = 0; k < i; k++) sum -= ((l[i] as Float64Array)[k] as number) * (y[k] as number);
    y[i] = sum / ((l[i] as Float64Array)[i] as number);
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i] as number;
    for (let k = i + 1; k < n; k++) sum -= ((l[k] as Float64Array)[i] as number) * (x[k] as number);
    x[i] = sum / ((l[i] as Float64Array)[i] as number);
  }
  return x;
}

/** Gradient and Hessian of the penalised objective at θ. The bias gets a tiny ridge only to keep H invertible. */
function newtonSystem(
  theta: Float64Array,
  rows: readonly ArrayLike<number>[],
  labels: ArrayLike<number>,
  l2: number,
) {
  const d = theta.length;
  const grad = new Float64Array(d);
  const hess = Array.from({ length: d }, () => new Float64Array(d));
  const x = new Float64Array(d);
  x[0] = 1;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as ArrayLike<number>;
    for (let j = 0; j < row.length; j++) x[j + 1] = row[j] as number;
    const p = sigmoid(linear(theta, row));
    const r = p - (labels[i] as number);
    const w = p * (1 - p);
    for (let j = 0; j < d; j++) {
      const xj = x[j] as number;
      grad[j] = (grad[j] as number) + r * xj;
      const hj = hess[j] as Float64Array;
      for (let k = 0; k <= j; k++) hj[k] = (hj[k] as number) + w * xj * (x[k] as number);
    }
  }
  for (let j = 0; j < d; j++) {
    const hj = hess[j] as Float64Array;
    for (let k = 0; k < j; k++) (hess[k] as Float64Array)[j] = hj[k] as number;
    const ridge = j === 0 ? 1e-9 : l2;
    hj[j] = (hj[j] as number) + ridge;
    if (j > 0) grad[j] = (grad[j] as number) + l2 * (theta[j] as number);
  }
  return { grad, hess };
}

/**
 * Fits P(label = 1 | row) = σ(bias + Σ wⱼ·rowⱼ). Rows hold the features in a fixed order; labels are 0 or 1.
 * Each Newton step is halved until the objective does not rise (at most 30 times), so it never diverges.
 */
export function fitLogistic(
  rows: readonly ArrayLike<number>[],
  labels: ArrayLike<number>,
  options: Partial<LogisticOptions> = {},
): LogisticFit {
  const { l2, iterations, tolerance } = { ...LOGISTIC_DEFAULTS, ...options };
  if (rows.length === 0) throw new Error('fitLogistic needs at least one row');
  if (labels.length !== rows.length) throw new Error('fitLogistic needs one label per row');
  const width = (rows[0] as ArrayLike<number>).length;
  let theta = new Float64Array(width + 1);
  let current = objective(theta, rows, labels, l2);
  let steps = 0;
  while (steps < iterations) {
    steps++;
    const { grad, hess } = newtonSystem(theta, rows, labels, l2);
    const delta = solveSpd(hess, grad);
    let scale = 1;
    let next = theta;
    let nextObjective = current;
    for (let halvings = 0; halvings <= 30; halvings++, scale /= 2) {
      const candidate = theta.map((t, j) => t - scale * (delta[j] as number));
      const value = objective(candidate, rows, labels, l2);
      if (value.total <= current.total) {
        next = candidate;
        nextObjective = value;
        break;
      }
    }
    let moved = 0;
    for (let j = 0; j < next.length; j++)
      moved = Math.max(moved, Math.abs((next[j] as number) - (theta[j] as number)));
    theta = next;
    current = nextObjective;
    if (moved <= tolerance) break;
  }
  return {
    bias: theta[0] as number,
    weights: Array.from(theta.subarray(1)),
    iterations: steps,
    logLoss: current.loss / rows.length,
  };
}

/**
 * fitLogistic with every weight at least 0 (the bias is free), so a learned model keeps the score's promise that a
 * better feature never lowers it: a feature whose weight comes out negative is held at 0 and the rest refitted,
 * until none is negative (at most one refit per feature; deterministic like the fit itself).
 */
export function fitLogisticNonNegative(
  rows: readonly ArrayLike<number>[],
  labels: ArrayLike<number>,
  options: Partial<LogisticOptions> = {},
): LogisticFit {
  const width = rows.length > 0 ? (rows[0] as ArrayLike<number>).length : 0;
  let active = Array.from({ length: width }, (_, j) => j);
  for (;;) {
    const columns = active;
    const fit = fitLogistic(
      rows.map((row) => columns.map((j) => row[j] as number)),
      labels,
      options,
    );
    const negative = columns.filter((_, k) => (fit.weights[k] as number) < 0);
    if (negative.length === 0) {
      const weights = new Array<number>(width).fill(0);
      columns.forEach((j, k) => {
        weights[j] = fit.weights[k] as number;
      });
      return { ...fit, weights };
    }
    active = columns.filter((j) => !negative.includes(j));
  }
}
