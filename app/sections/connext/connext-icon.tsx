import {
  BarChart3,
  Bot,
  CalendarCheck,
  Code2,
  Database,
  Globe,
  GraduationCap,
  Headset,
  History,
  Inbox,
  Landmark,
  Mail,
  Split,
  Stethoscope,
  UsersRound,
  type LucideIcon,
} from "lucide-react"
import type { ComponentType, SVGProps } from "react"
import { WhatsappIcon } from "#app/components/ui/brand-icons.tsx"
import type {
  ConnextCardIcon,
  ConnextIconName,
} from "#app/content/connext/types.ts"

/** The lucide icon of each card icon name the page's content uses. */
export const connextCardIcons: Readonly<Record<ConnextCardIcon, LucideIcon>> = {
  inbox: Inbox,
  route: Split,
  bot: Bot,
  history: History,
  users: UsersRound,
  chart: BarChart3,
  stethoscope: Stethoscope,
  landmark: Landmark,
  graduation: GraduationCap,
  headset: Headset,
  database: Database,
  calendar: CalendarCheck,
  code: Code2,
  mail: Mail,
  globe: Globe,
}

const icons: Readonly<
  Record<ConnextIconName, LucideIcon | ComponentType<SVGProps<SVGSVGElement>>>
> = { ...connextCardIcons, whatsapp: WhatsappIcon }

/** The lucide icon (or brand mark) a content module names, always decorative. */
export function ConnextIcon({
  name,
  className,
}: {
  readonly name: ConnextIconName
  readonly className?: string
}) {
  const Icon = icons[name]
  return <Icon className={className} aria-hidden="true" />
}
