/**
 * A length rounded to a hundredth of a unit, far below a pixel at any size the illustrations are
 * drawn, so that the markup carries `189.6` and not the `189.60000000000002` of binary arithmetic.
 */
export function hundredths(value: number): number {
  return Math.round(value * 100) / 100
}
