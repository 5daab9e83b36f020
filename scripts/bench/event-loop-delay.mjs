// Preloaded into a benchmark's server (node --import): measures how long the server's event loop was
// held up (perf_hooks.monitorEventLoopDelay, 10 ms resolution). SIGUSR2 appends the figures since the
// last SIGUSR2 (p50, p99, max in ms) as one JSON line to BENCH_EVENT_LOOP_FILE and starts again.
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_EVENT_LOOP_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  process.on('SIGUSR2', () => {
    appendFileSync(
      file,
      `${JSON.stringify({
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
        samples: histogram.count,
      })}\n`,
    );
    histogram.reset();
  });
}
