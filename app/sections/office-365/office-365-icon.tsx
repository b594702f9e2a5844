import {
  ArrowRightLeft,
  BadgeCheck,
  Cloud,
  Headset,
  KeyRound,
  LayoutGrid,
  Lock,
  Mail,
  Receipt,
  Server,
  ShieldCheck,
  UserRoundCheck,
  Video,
  type LucideIcon,
} from "lucide-react"
import type { Office365IconName } from "#app/content/office-365/types.ts"

const icons: Record<Office365IconName, LucideIcon> = {
  apps: LayoutGrid,
  mail: Mail,
  meetings: Video,
  cloud: Cloud,
  shield: ShieldCheck,
  support: Headset,
  invoice: Receipt,
  migration: ArrowRightLeft,
  licences: KeyRound,
  lock: Lock,
  distributor: BadgeCheck,
  partner: UserRoundCheck,
  infrastructure: Server,
}

/** The lucide icon a content module names, always decorative. */
export function Office365Icon({
  name,
  className,
}: {
  readonly name: Office365IconName
  readonly className?: string
}) {
  const Icon = icons[name]
  return <Icon className={className} aria-hidden="true" />
}
