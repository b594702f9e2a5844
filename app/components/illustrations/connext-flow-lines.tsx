import { Drawing } from "./parts/drawing.tsx"

interface ConnextFlowLinesProps {
  /** `merge`: three lines joining in the middle below; `split`: one line fanning out into three. */
  readonly direction: "merge" | "split"
  readonly className?: string
}

const ENDS = [50, 150, 250] as const

/**
 * Connectors of the channels-to-inbox diagram, drawn between a row of three
 * equal columns and one centred box; they stretch to the row's width.
 */
export function ConnextFlowLines({
  direction,
  className,
}: ConnextFlowLinesProps) {
  const top = direction === "merge"
  return (
    <Drawing
      viewBox="0 0 300 48"
      preserveAspectRatio="none"
      className={className}
    >
      {ENDS.map((x) => (
        <path
          key={x}
          d={
            top
              ? `M${x} 0 C${x} 26 150 22 150 48`
              : `M150 0 C150 26 ${x} 22 ${x} 48`
          }
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeDasharray="5 5"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </Drawing>
  )
}
