import { useEffect, useRef } from 'react';
import { DELAYS } from '../../shared/constants';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * docs/product/applications.md ("Confetti and delays"): confetti for about `durationMs`, starting 500 ms after the condition holds (on load, or when a live
 * update makes it true). Loaded only when needed and skipped entirely under prefers-reduced-motion.
 */
export function useConfetti(active: boolean, durationMs: number) {
  const celebrated = useRef(false);
  useEffect(() => {
    if (!active) {
      celebrated.current = false;
      return;
    }
    if (celebrated.current || prefersReducedMotion()) return;
    let cancelled = false;
    let frame = 0;
    const timer = setTimeout(async () => {
      celebrated.current = true;
      // Drawn on the main thread: the library's default Web Worker comes from a blob: URL, which our CSP refuses.
      const confetti = (await import('canvas-confetti')).default.create(undefined, {
        resize: true,
        useWorker: false,
      });
      const end = Date.now() + durationMs;
      const burst = () => {
        if (cancelled) return;
        for (const x of [0.15, 0.85])
          confetti({
            particleCount: 3,
            angle: x < 0.5 ? 60 : 120,
            spread: 60,
            origin: { x, y: 0.6 },
            disableForReducedMotion: true,
          });
        if (Date.now() < end) frame = requestAnimationFrame(burst);
      };
      burst();
    }, DELAYS.confettiStartMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [active, durationMs]);
}
