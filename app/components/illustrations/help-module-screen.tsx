import type { TutorialPageId } from "#app/content/tutorials/types.ts"
import { HelpCarriersScreen } from "./help-carriers-screen.tsx"
import { HelpCentreScreen } from "./help-centre-screen.tsx"
import { HelpClientsScreen } from "./help-clients-screen.tsx"
import { HelpDeliveryNotesScreen } from "./help-delivery-notes-screen.tsx"
import { HelpInvoicesScreen } from "./help-invoices-screen.tsx"
import { HelpReportsScreen } from "./help-reports-screen.tsx"

const screens = {
  help: HelpCentreScreen,
  tutorialClients: HelpClientsScreen,
  tutorialCarriers: HelpCarriersScreen,
  tutorialDeliveryNotes: HelpDeliveryNotesScreen,
  tutorialInvoices: HelpInvoicesScreen,
  tutorialReports: HelpReportsScreen,
} as const

interface HelpModuleScreenProps {
  readonly module: TutorialPageId | "help"
  readonly className?: string
}

/** The stylised app screen of a module of the management app (decorative). */
export function HelpModuleScreen({ module, className }: HelpModuleScreenProps) {
  const Screen = screens[module]
  return <Screen className={className} />
}
