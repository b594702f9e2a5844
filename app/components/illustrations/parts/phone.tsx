import type { ReactNode } from "react"
import { neutral } from "../palette.ts"
import type { Box } from "./frames.tsx"

export interface PhoneProps extends Box {
  readonly bezel: number
  readonly radius: number
  readonly screen: string
  /** The app's header band across the top of the screen. */
  readonly header?: readonly [height: number, fill: string]
  readonly hasNotch?: boolean
  /**
   * The id of the screen's clip path, unique on the page. Given, not made with
   * useId: the caller names it after what it draws, so it reads the same
   * in every build of the page.
   */
  readonly clipId: string
  /** Drawn on the screen, clipped to its rounded corners. */
  readonly children?: ReactNode
}

/** A phone: an ink body, a screen with rounded corners and the app's header band. */
export function Phone({
  bezel,
  radius,
  screen,
  header,
  hasNotch = false,
  clipId,
  children,
  ...box
}: PhoneProps) {
  const inner = {
    x: box.x + bezel,
    y: box.y + bezel,
    width: box.width - 2 * bezel,
    height: box.height - 2 * bezel,
  }
  return (
    <>
      <rect {...box} rx={radius} fill={neutral.ink} />
      <clipPath id={clipId}>
        <rect {...inner} rx={radius - bezel + 2} />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <rect {...inner} fill={screen} />
        {header ? (
          <rect {...inner} height={header[0]} fill={header[1]} />
        ) : null}
        {children}
      </g>
      {hasNotch ? (
        <rect
          x={box.x + box.width / 2 - 35}
          y={inner.y + 8}
          width="70"
          height="20"
          rx="10"
          fill={neutral.ink}
        />
      ) : null}
    </>
  )
}
