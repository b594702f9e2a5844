import type { TutorialIllustrationName } from "./tutorial-illustration-names.ts"
import { HelpCarriersScreen } from "./help-carriers-screen.tsx"
import { HelpClientsScreen } from "./help-clients-screen.tsx"
import { HelpDeliveryNotesScreen } from "./help-delivery-notes-screen.tsx"
import { HelpGuideScreen } from "./help-guide-screen.tsx"
import { HelpInvoicesScreen } from "./help-invoices-screen.tsx"
import { HelpReportsScreen } from "./help-reports-screen.tsx"

const screens = {
  clients: HelpClientsScreen,
  carriers: HelpCarriersScreen,
  deliveryNotes: HelpDeliveryNotesScreen,
  invoices: HelpInvoicesScreen,
  reports: HelpReportsScreen,
} as const satisfies Record<TutorialIllustrationName, unknown>

interface TutorialIllustrationProps {
  /** The module's drawing the tutorial names; the app's, when it names none. */
  readonly name?: TutorialIllustrationName
  readonly className?: string
}

/** The stylised app screen of a tutorial's module (decorative). */
export function TutorialIllustration({
  name,
  className,
}: TutorialIllustrationProps) {
  const Screen = name ? screens[name] : HelpGuideScreen
  return <Screen className={className} />
}
