/**
 * How much Lighthouse slows the CPU down to stand for a mid-tier phone.
 *
 * Lighthouse simulates the phone by multiplying the main-thread time it saw
 * on the host. Its default, 4×, assumes a fast desktop host (a benchmark
 * index near 1,533); on a slower host the same 4× stands for a slower phone,
 * and blocking time grows with the host rather than with the page.
 * Lighthouse's guidance on calibrating the slowdown maps the host's
 * benchmark index to the multiplier that stands for the same phone: 1× at
 * 150, 2× at 800, 3× at 1,300, then one more for each 233 (4× at 1,533, 6× at
 * 2,000), in straight lines between those points. Below 150 the host is
 * itself as slow as the phone.
 */
const points: readonly (readonly [index: number, slowdown: number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [2000, 6],
]

/** The slowdown for a host of this benchmark index, to one decimal. */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= points[0]![0])
    return 1
  let slowdown = 0
  for (let i = 1; i < points.length; i++) {
    const [fromIndex, fromSlowdown] = points[i - 1]!
    const [toIndex, toSlowdown] = points[i]!
    // Past the last point the last line goes on.
    if (benchmarkIndex <= toIndex || i === points.length - 1) {
      slowdown =
        fromSlowdown +
        ((benchmarkIndex - fromIndex) * (toSlowdown - fromSlowdown)) /
          (toIndex - fromIndex)
      break
    }
  }
  return Math.round(slowdown * 10) / 10
}
