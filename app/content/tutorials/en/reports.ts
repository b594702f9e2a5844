import type { TutorialWords } from "../types.ts"

export const reports = {
  meta: {
    title: "Tutorial: reports and automatic checks",
    description:
      "Generate, review, validate and export the management app's reports to PDF or Excel, step by step.",
  },
  hero: {
    title: "Reports and automatic checks",
    lead: "Generate reports in seconds, review the automatic checks, validate them and export them to PDF or Excel.",
  },
  shortTitle: "Reports",
  steps: {
    title: "From data to a validated report in four steps",
    lead: "The app gathers the data and checks it for you. You choose the period, review the warnings and approve the report.",
    before: {
      text: "Validate the period's delivery notes and invoices first: drafts do not count in reports.",
    },
    items: [
      {
        title: "Generate the report",
        description:
          "Under “Informes” (Reports), choose the type of report and the period: this month, the quarter or dates of your choice. If you like, filter by client or by product. Press “Generar” (Generate) and within seconds you will have up-to-date figures.",
        icon: "chart",
        details: [
          "Tipo de informe (Report type)",
          "Periodo (Period)",
          "Filtros (Filters)",
        ],
      },
      {
        title: "Review the automatic checks",
        description:
          "As it generates the report, the app goes through the data and flags what deserves a look: validated delivery notes not yet invoiced, overdue invoices not yet paid, clients without a national ID or products without a price. Press each warning to open the document and correct it; then generate the report again.",
        icon: "scan",
        tip: "A report without warnings is not an empty report: it means nothing in the period is inconsistent.",
      },
      {
        title: "Validate the report",
        description:
          "When the figures add up, press “Validar” (Validate). The report is closed with the date and the user who validated it, so the whole team works with the same version.",
        icon: "clipboardCheck",
        details: [
          "Generado (Generated)",
          "Revisado (Reviewed)",
          "Validado (Validated)",
        ],
      },
      {
        title: "Export to PDF or Excel",
        description:
          "Choose PDF to send or file it as it is, or Excel to keep working on the data with filters and pivot tables. The file downloads with the report's name and period, ready to share with your accountant.",
        icon: "spreadsheet",
        details: ["PDF", "Excel"],
      },
    ],
  },
} satisfies TutorialWords
