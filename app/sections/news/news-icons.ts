import { MessagesSquare, ShieldCheck, Zap, type LucideIcon } from "lucide-react"
import type { NewsBenefitIcon } from "#app/content/news/types.ts"

/** Improved productivity, greater security, efficient communication. */
export const newsBenefitIcons: Readonly<Record<NewsBenefitIcon, LucideIcon>> = {
  productivity: Zap,
  security: ShieldCheck,
  communication: MessagesSquare,
}
