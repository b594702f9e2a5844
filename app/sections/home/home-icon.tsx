import {
  BrickWall,
  Building2,
  CalendarCheck,
  ChartColumn,
  Compass,
  DatabaseBackup,
  FileHeart,
  FileSearch,
  Gauge,
  Globe,
  HardDrive,
  Headset,
  HeartPulse,
  LayoutGrid,
  Lock,
  MapPin,
  Plug,
  Receipt,
  Server,
  ShieldCheck,
  Sparkles,
  Users,
  Wrench,
  type LucideIcon,
} from "lucide-react"
import type { HomeIconName } from "#app/content/home/types.ts"

const icons: Record<HomeIconName, LucideIcon> = {
  server: Server,
  shield: ShieldCheck,
  apps: LayoutGrid,
  consulting: Compass,
  globe: Globe,
  headset: Headset,
  backup: DatabaseBackup,
  firewall: BrickWall,
  housing: HardDrive,
  scale: Gauge,
  patients: Users,
  records: FileHeart,
  appointments: CalendarCheck,
  billing: Receipt,
  reports: ChartColumn,
  fineTuning: Sparkles,
  retrieval: FileSearch,
  privacy: Lock,
  integration: Plug,
  health: HeartPulse,
  onePartner: Building2,
  nearby: MapPin,
  ownProducts: Wrench,
}

/** The lucide icon a piece of home copy names; always decorative. */
export function HomeIcon({
  name,
  className,
}: {
  readonly name: HomeIconName
  readonly className?: string
}) {
  const Icon = icons[name]
  return <Icon className={className} aria-hidden="true" />
}
