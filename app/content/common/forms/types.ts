import type { FieldLabels, FormMessages } from "#common/messages/types.ts"
import type { SelectableService } from "#common/schemas/form-kinds.ts"

/** Shared strings of the contact and demo forms (app/components/forms). */
export interface FormsContent {
  /** Validation messages, labels and notices, shared with the API. */
  readonly messages: FormMessages
  readonly placeholders: Readonly<
    Record<Exclude<keyof FieldLabels, "service">, string>
  >
  /**
   * What a visitor reads for each service of a select; the value sent stays
   * the service's own name (common/schemas/form-kinds.ts).
   */
  readonly serviceLabels: Readonly<Record<SelectableService, string>>
  /** After the label of an optional field. */
  readonly optional: string
  readonly submit: {
    readonly contact: string
    readonly demo: string
    readonly information: string
  }
  /** The submit button while the request is on its way. */
  readonly sending: string
  /** First-layer data protection notice under each form. */
  readonly privacy: {
    readonly text: string
    readonly link: string
  }
  /** Label of the field people never see and bots fill in. */
  readonly honeypot: string
  /** Accessible name of the form's notices' area (its toasts). */
  readonly notifications: string
}
