import {
  ClipboardList,
  DatabaseBackup,
  FilePenLine,
  FileSpreadsheet,
  Mountain,
  ReceiptText,
  UserCog,
  Users,
  Weight,
  type LucideIcon,
} from "lucide-react"
import type { QuarryModuleIcon } from "#app/content/quarry/types.ts"

/** The lucide icon of each icon name the quarry content uses. */
export const quarryIcons: Readonly<Record<QuarryModuleIcon, LucideIcon>> = {
  customers: Users,
  products: Mountain,
  weighbridge: Weight,
  deliveryNotes: FilePenLine,
  invoicing: ReceiptText,
  reports: FileSpreadsheet,
  roles: UserCog,
  audit: DatabaseBackup,
  orders: ClipboardList,
}
