import type { TutorialWords } from "./types.ts"

export const clients = {
  meta: {
    title: "Tutorial: gestión de clientes",
    description:
      "Da de alta clientes con sus datos de contacto, fecha de nacimiento, DNI, etiquetas y notas, y encuéntralos al instante.",
  },
  hero: {
    title: "Gestión de clientes",
    lead: "Da de alta a tus clientes con todos sus datos, organízalos por etiquetas o grupos y encuéntralos en un segundo.",
  },
  shortTitle: "Clientes",
  steps: {
    title: "Dar de alta un cliente en cuatro pasos",
    lead: "Una ficha completa te ahorra teclear los mismos datos en cada albarán y cada factura, y te deja encontrar a cualquiera al momento.",
    before: {
      text: "Ten a mano el documento de identidad y un teléfono de contacto del cliente.",
    },
    items: [
      {
        title: "Busca antes de crear",
        description:
          "En el menú lateral, entra en Clientes. Escribe el nombre, el DNI o el teléfono en el buscador de la lista: si la ficha ya existe, ábrela y actualízala. Si no aparece, pulsa «Nuevo cliente».",
        icon: "userPlus",
        tip: "Buscar primero evita fichas duplicadas, que luego reparten el historial del cliente en dos sitios.",
      },
      {
        title: "Rellena los datos personales",
        description:
          "Escribe el nombre y los apellidos tal como deben salir en los documentos y el DNI o NIE sin espacios ni guiones. Añade la fecha de nacimiento con el calendario o tecleándola como dd/mm/aaaa.",
        icon: "idCard",
        details: ["Nombre y apellidos", "DNI o NIE", "Fecha de nacimiento"],
      },
      {
        title: "Añade cómo contactar",
        description:
          "En Contacto indica el teléfono, mejor el móvil si el cliente recibe avisos por SMS o WhatsApp, y el correo electrónico. Si tratas con otra persona, como un familiar o un gestor, anota su nombre en el mismo apartado.",
        icon: "contact",
        details: ["Teléfono", "Correo electrónico", "Persona de contacto"],
      },
      {
        title: "Clasifica, anota y guarda",
        description:
          "Asigna una o varias etiquetas, o añade al cliente a un grupo, para filtrarlo después en la lista. En Notas apunta lo que el equipo deba saber antes de atenderle. Pulsa «Guardar»: la ficha ya aparece en la lista y al crear albaranes y facturas.",
        icon: "tags",
        details: ["Etiquetas o grupo", "Notas"],
        tip: "Usa pocas etiquetas y siempre escritas igual (por ejemplo «Mutua» o «Empresa»): así los filtros encuentran a todos.",
      },
    ],
  },
  video: {
    kind: "embed",
    video: "clients",
    title: "Alta y búsqueda de clientes",
    lead: "Dos minutos con el recorrido completo: crear la ficha, etiquetarla y encontrarla desde el buscador.",
  },
} satisfies TutorialWords
