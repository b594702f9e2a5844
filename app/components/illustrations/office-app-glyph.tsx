import { neutral } from "./palette.ts"

export type OfficeApp = "doc" | "sheet" | "slides" | "mail" | "video" | "cloud"

const line = {
  stroke: neutral.white,
  strokeWidth: 2.5,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  fill: "none",
} as const

interface Glyph {
  /** The outline drawn first, if any: x, y, width, height and corner radius. */
  readonly frame?: readonly [number, number, number, number, number]
  /** The strokes on or beside it. */
  readonly d: string
  readonly strokeWidth?: number
}

/**
 * Shapes of each app's white mark, in tile coordinates (the coloured square is
 * at 34,18 sized 52).
 */
const glyphs: Record<OfficeApp, Glyph> = {
  doc: { d: "M46 33h28M46 42h28M46 51h18", strokeWidth: 3 },
  sheet: { frame: [46, 30, 28, 28, 2], d: "M46 39.3h28M46 48.6h28M55.3 30v28" },
  slides: { frame: [45, 31, 30, 20, 2], d: "M60 51v7M50 46l6-6 5 4 7-8" },
  mail: { frame: [45, 33, 30, 22, 3], d: "m46 35 14 10 14-10" },
  video: { frame: [44, 35, 22, 18, 3], d: "m66 41 10-5v16l-10-5z" },
  cloud: {
    d: "M51 54h19a7 7 0 0 0 .5-14 10 10 0 0 0-19.2 2.4A6 6 0 0 0 51 54z",
  },
}

/**
 * The white mark inside an app tile: lines of a document, a grid, a slide, an
 * envelope, a camera, a cloud.
 */
export function OfficeAppGlyph({ app }: { readonly app: OfficeApp }) {
  const { frame, d, strokeWidth } = glyphs[app]
  return (
    <g {...line}>
      {frame ? (
        <rect
          x={frame[0]}
          y={frame[1]}
          width={frame[2]}
          height={frame[3]}
          rx={frame[4]}
        />
      ) : null}
      <path d={d} strokeWidth={strokeWidth} />
    </g>
  )
}
