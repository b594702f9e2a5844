import type { TutorialWords } from "./types.ts"

export const reports = {
  meta: {
    title: "Tutorial: informes y comprobaciones automáticas",
    description:
      "Genera, revisa, valida y exporta a PDF o Excel los informes de la aplicación de gestión, paso a paso.",
  },
  hero: {
    title: "Informes y comprobaciones automáticas",
    lead: "Genera informes en segundos, revisa las comprobaciones automáticas, valídalos y expórtalos a PDF o Excel.",
  },
  shortTitle: "Informes",
  steps: {
    title: "Del dato al informe validado en cuatro pasos",
    lead: "La aplicación reúne los datos y los comprueba por ti. Tú decides el periodo, revisas los avisos y das el informe por bueno.",
    before: {
      text: "Valida antes los albaranes y las facturas del periodo: los borradores no cuentan en los informes.",
    },
    items: [
      {
        title: "Genera el informe",
        description:
          "En Informes elige el tipo de informe y el periodo: este mes, el trimestre o unas fechas a tu medida. Si quieres, filtra por cliente o por producto. Pulsa «Generar» y en unos segundos tendrás las cifras al día.",
        icon: "chart",
        details: ["Tipo de informe", "Periodo", "Filtros"],
      },
      {
        title: "Revisa las comprobaciones automáticas",
        description:
          "Al generarlo, la aplicación repasa los datos y marca lo que conviene mirar: albaranes validados sin facturar, facturas vencidas sin cobrar, clientes sin DNI o productos sin precio. Pulsa cada aviso para abrir el documento y corregirlo; luego genera el informe de nuevo.",
        icon: "scan",
        tip: "Un informe sin avisos no significa que esté vacío: significa que no hay nada incoherente en el periodo.",
      },
      {
        title: "Valida el informe",
        description:
          "Cuando las cifras cuadren, pulsa «Validar». El informe queda cerrado con la fecha y el usuario que lo validó, así todo el equipo trabaja con la misma versión.",
        icon: "clipboardCheck",
        details: ["Generado", "Revisado", "Validado"],
      },
      {
        title: "Exporta a PDF o Excel",
        description:
          "Elige PDF para enviarlo o archivarlo tal cual, o Excel para seguir trabajando los datos con filtros y tablas dinámicas. El archivo se descarga con el nombre del informe y el periodo, listo para compartir con tu gestoría.",
        icon: "spreadsheet",
        details: ["PDF", "Excel"],
      },
    ],
  },
} satisfies TutorialWords
