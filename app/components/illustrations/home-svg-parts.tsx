/** Small shapes the home page illustrations are drawn with. */

interface Box {
  readonly x: number
  readonly y: number
  readonly width: number
}

/** A line of text in the mock-up: a rounded bar. */
export function Bar({ x, y, width, fill }: Box & { readonly fill: string }) {
  return <rect x={x} y={y} width={width} height="8" rx="4" fill={fill} />
}

/** A rounded line: the pulse and the check mark. */
export function Stroke(props: {
  readonly d: string
  readonly colour: string
  readonly width: number
}) {
  return (
    <path
      d={props.d}
      fill="none"
      stroke={props.colour}
      strokeWidth={props.width}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  )
}

/** A white card with a soft offset shadow. */
export function RaisedCard({
  x,
  y,
  width,
  height,
}: Box & { readonly height: number }) {
  return (
    <>
      <rect
        x={x + 6}
        y={y + 10}
        width={width}
        height={height}
        rx="14"
        fill="#0B1B32"
        opacity="0.07"
      />
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx="14"
        fill="#fff"
        stroke="#E2E8F0"
        strokeWidth="2"
      />
    </>
  )
}
