import type { TutorialWords } from "./types.ts"

export const carriers = {
  meta: {
    title: "Tutorial: transportistas y productos",
    description:
      "Registra transportistas y productos con referencia, tipo, precio y unidad para usarlos en albaranes y facturas.",
  },
  hero: {
    title: "Transportistas y productos",
    lead: "Registra tus transportistas y tu catálogo de productos una vez y úsalos en cada albarán y factura.",
  },
  shortTitle: "Transportistas y productos",
  steps: {
    title: "Preparar transportistas y productos en cuatro pasos",
    lead: "Son los datos maestros que luego eliges de una lista: si están bien escritos aquí, cada albarán sale correcto sin retocarlo.",
    before: {
      text: "Reúne los datos de tus transportistas habituales y tu lista de precios vigente.",
    },
    items: [
      {
        title: "Registra el transportista",
        description:
          "Entra en Transportistas y pulsa «Nuevo transportista». Escribe el nombre de la empresa o del conductor autónomo y, en Contacto, el teléfono y el correo a los que avisar de una carga.",
        icon: "truck",
        details: ["Nombre", "Contacto"],
      },
      {
        title: "Anota las observaciones y guarda",
        description:
          "Usa Observaciones para lo que se repite en cada servicio: horario de carga, matrícula habitual, tipo de vehículo o si necesita cita previa. Pulsa «Guardar» y el transportista ya aparece en el desplegable de los albaranes.",
        icon: "notes",
        details: ["Observaciones"],
        tip: "Escribe las observaciones para quien no conoce al transportista: es lo que leerá el compañero que te sustituya.",
      },
      {
        title: "Crea el producto",
        description:
          "En Productos pulsa «Nuevo producto». Pon el nombre tal como quieres que se lea en los documentos y una referencia corta y única, por ejemplo «GRAV-20», para encontrarlo al escribir sus primeras letras.",
        icon: "packagePlus",
        details: ["Nombre", "Referencia"],
      },
      {
        title: "Define tipo, precio y unidad",
        description:
          "Elige el tipo para agrupar el catálogo (material, servicio, transporte…). Indica el precio sin impuestos y la unidad en la que vendes: unidad, kilo, tonelada, metro cúbico u hora. Al añadir el producto a una línea se copian precio y unidad, y allí puedes ajustarlos para un caso concreto.",
        icon: "euro",
        details: ["Tipo", "Precio", "Unidad"],
      },
    ],
  },
  video: {
    kind: "embed",
    video: "carriers",
    title: "Transportistas y catálogo de productos",
    lead: "Mira cómo se da de alta un transportista y un producto, y cómo aparecen después al crear un albarán.",
  },
} satisfies TutorialWords
