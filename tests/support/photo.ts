import sharp from "sharp"

/**
 * A photo-like PNG for upload tests: soft shapes of colour at several scales
 * down to a few pixels, as a camera's picture has, so it compresses as a
 * photo does (megabytes at 2400×1350) rather than to nothing. Each seed
 * draws another picture.
 */
export async function photoPng(
  seed: number,
  width = 2400,
  height = 1350,
): Promise<Buffer> {
  let state = seed
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
  // Value noise: cells of this many pixels, each layer with its weight.
  const layers = [
    { cell: 240, weight: 0.62 },
    { cell: 60, weight: 0.25 },
    { cell: 12, weight: 0.1 },
  ].map(({ cell, weight }) => {
    const columns = Math.ceil(width / cell) + 2
    const rows = Math.ceil(height / cell) + 2
    const grid = Float32Array.from({ length: columns * rows * 3 }, random)
    return { cell, weight, columns, grid }
  })
  const smooth = (t: number) => t * t * (3 - 2 * t)
  const data = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (let c = 0; c < 3; c++) {
        let value = 0
        for (const { cell, weight, columns, grid } of layers) {
          const fx = x / cell
          const fy = y / cell
          const x0 = Math.floor(fx)
          const y0 = Math.floor(fy)
          const sx = smooth(fx - x0)
          const sy = smooth(fy - y0)
          const at = (i: number, j: number) =>
            grid[(j * columns + i) * 3 + c] ?? 0
          const top = at(x0, y0) * (1 - sx) + at(x0 + 1, y0) * sx
          const bottom = at(x0, y0 + 1) * (1 - sx) + at(x0 + 1, y0 + 1) * sx
          value += weight * (top * (1 - sy) + bottom * sy)
        }
        data[(y * width + x) * 3 + c] = Math.round(value * 255)
      }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}
