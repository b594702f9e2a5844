import {
  Contact,
  FileCheck,
  Globe,
  Landmark,
  ShieldCheck,
  TicketPercent,
  Waypoints,
  type LucideIcon,
} from "lucide-react"
import type {
  KitProgrammeIcon,
  KitSolutionIcon,
} from "#app/content/kit-digital/types.ts"

export const kitProgrammeIcons: Readonly<Record<KitProgrammeIcon, LucideIcon>> =
  {
    publicFunding: Landmark,
    voucher: TicketPercent,
    paperwork: FileCheck,
  }

/** The four solution areas TRABEM offers under the programme. */
export const kitSolutionIcons: Readonly<Record<KitSolutionIcon, LucideIcon>> = {
  website: Globe,
  cybersecurity: ShieldCheck,
  customers: Contact,
  communications: Waypoints,
}
