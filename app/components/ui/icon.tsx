import { WhatsappIcon } from "./brand-icons.tsx"
import { iconIds, type IconName } from "./icon-ids.ts"
import { SpriteIcon } from "./sprite-icon.tsx"

export type { IconName }

interface IconProps {
  readonly name: IconName
  readonly className?: string
  readonly strokeWidth?: number
}

/** The icon a piece of content names, always decorative. */
export function Icon({ name, className, strokeWidth }: IconProps) {
  if (name === "whatsapp")
    return <WhatsappIcon className={className} aria-hidden="true" />
  return (
    <SpriteIcon
      id={iconIds[name]}
      className={className}
      strokeWidth={strokeWidth}
    />
  )
}
