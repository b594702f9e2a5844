import {
  BrainCircuit,
  Car,
  ChartLine,
  Compass,
  Factory,
  GraduationCap,
  Mountain,
  ShieldCheck,
  ShoppingCart,
  Stethoscope,
  Store,
  Workflow,
  type LucideIcon,
} from "lucide-react"
import type {
  ConsultingAreaIcon,
  ConsultingSectorIcon,
} from "#app/content/kit-consulting/types.ts"

export const consultingAreaIcons: Readonly<
  Record<ConsultingAreaIcon, LucideIcon>
> = {
  ai: BrainCircuit,
  cybersecurity: ShieldCheck,
  analytics: ChartLine,
  processes: Workflow,
  strategy: Compass,
  sales: ShoppingCart,
}

export const consultingSectorIcons: Readonly<
  Record<ConsultingSectorIcon, LucideIcon>
> = {
  health: Stethoscope,
  automotive: Car,
  quarries: Mountain,
  industry: Factory,
  retail: Store,
  training: GraduationCap,
}
