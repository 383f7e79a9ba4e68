import type { LegalDocument } from '../legal-document.ts';

export const terms: LegalDocument = {
  title: 'Términos y condiciones',
  intro:
    'Estos términos regulan el uso de Member Passport, el portal en línea que el Club ofrece a sus socios. Le pedimos leerlos con atención: al registrarse o utilizar el portal, usted los acepta. Sus derechos y obligaciones como socio siguen siendo los establecidos en su contrato de membresía.',
  effectiveLabel: 'Vigente desde el 21 de enero de 2022',
  sections: [
    {
      id: 'the-portal',
      heading: 'El portal',
      paragraphs: [
        'Member Passport es el portal del Club para sus socios: un espacio personal donde puede consultar sus contratos vacacionales, realizar pagos, descargar sus comprobantes de pago, solicitar reservaciones, administrar su perfil y leer los mensajes del Club.',
        'Actualmente el portal se ofrece en versión beta (versión 1.0). Está disponible los 365 días del año, las 24 horas del día, aunque en ocasiones puede suspenderse brevemente por mantenimiento o actualizaciones. Por tratarse de una versión beta, algunas funciones pueden cambiar, mejorar o retirarse con el tiempo.',
      ],
    },
    {
      id: 'your-account',
      heading: 'Su cuenta',
      paragraphs: [
        'Para usar el portal debe ser mayor de edad y contar con un número de cliente (número de socio) asignado por el Club. Usted se compromete a proporcionar información veraz al registrarse y a mantenerla actualizada.',
        'Las cuentas son personales e intransferibles. Cada cuenta pertenece a un solo socio y no puede compartirse, prestarse ni utilizarse en nombre de otra persona.',
        'Puede eliminar su perfil en cualquier momento retirando todas las tarjetas registradas en él. Para cerrar su cuenta por completo, comuníquese además con Atención a Socios.',
      ],
    },
    {
      id: 'password-and-security',
      heading: 'Contraseña y seguridad',
      paragraphs: [
        'Mantenga su contraseña en secreto y no la comparta con nadie, ni siquiera con personas que digan actuar en nombre del Club: el Club nunca le pedirá su contraseña.',
        'Si sospecha que alguien más conoce o ha usado su contraseña, restablézcala de inmediato desde la página de inicio de sesión y avise a Atención a Socios. Tenga en cuenta que, al restablecer su contraseña, también cambia su acceso a la aplicación móvil del Club.',
        'Las operaciones realizadas con sus credenciales se consideran hechas por usted hasta que restablezca su contraseña o nos informe del uso indebido.',
      ],
    },
    {
      id: 'saved-cards',
      heading: 'Tarjetas guardadas',
      paragraphs: [
        'Solo puede agregar tarjetas emitidas a su nombre. Está prohibido agregar tarjetas emitidas a nombre de terceros.',
        'Los números de tarjeta se capturan en la página de pago segura de nuestro proveedor de pagos y el portal nunca los almacena. El portal conserva únicamente lo necesario para reconocer su tarjeta: un token emitido por el proveedor, la marca, los últimos cuatro dígitos, la fecha de vencimiento y la dirección de facturación.',
        'Puede elegir una tarjeta predeterminada y eliminar cualquier tarjeta de su perfil cuando lo desee.',
      ],
    },
    {
      id: 'payments-and-invoices',
      heading: 'Pagos y comprobantes de pago',
      paragraphs: [
        'Los pagos realizados en el portal se cobran en pesos mexicanos (MXN) o en dólares estadounidenses (USD), según lo establecido en su contrato. Le recomendamos revisar el monto antes de confirmar cada pago.',
        'Una vez aprobado un pago, puede descargar el comprobante de pago correspondiente desde la página de confirmación o, en cualquier momento, desde su historial de pagos.',
        'Si el banco emisor o el proveedor de pagos rechaza un pago, el portal se lo indicará y podrá intentarlo de nuevo o usar otra tarjeta.',
      ],
    },
    {
      id: 'reservations-and-requests',
      heading: 'Reservaciones y otras solicitudes',
      paragraphs: [
        'Una solicitud de reservación enviada desde el portal es una solicitud, no una reservación confirmada: la reservación queda confirmada solo cuando el Club se lo confirma. Las solicitudes de reservación y de contacto se responden en menos de 24 horas.',
        'Cuando actualiza los datos de su perfil, un agente verifica los cambios en un plazo de 1 a 3 días, y usted recibe un correo electrónico al guardarlos.',
        'Si agrega acompañantes a una solicitud, verifique que sus datos sean correctos y que estén de acuerdo en compartirlos con el Club.',
      ],
    },
    {
      id: 'messages-and-notifications',
      heading: 'Mensajes y notificaciones',
      paragraphs: [
        'Los mensajes de servicio sobre su cuenta, contratos, pagos y reservaciones le llegan al centro de mensajes del portal y, cuando corresponde, por correo electrónico. Un indicador en el encabezado le avisa cuando tiene mensajes sin leer.',
        'Usted decide si desea recibir comunicaciones de mercadotecnia, incluido nuestro boletín mensual: puede activarlas o desactivarlas en cualquier momento desde las opciones de comunicación de su perfil.',
      ],
    },
    {
      id: 'customer-care',
      heading: 'Atención a Socios',
      paragraphs: [
        'Nuestro equipo de Atención a Socios está disponible de lunes a viernes de 8:00 a 20:00 y los sábados de 9:00 a 15:00 (hora del centro de México); los domingos permanece cerrado.',
        'Los horarios pueden cambiar con el tiempo; la página de contacto siempre muestra los horarios vigentes, junto con nuestra línea sin costo y el formulario de contacto.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Uso aceptable',
      paragraphs: [
        'Utilice el portal únicamente para administrar su propia membresía, de buena fe y conforme a estos términos. Si detectamos un incumplimiento de estas reglas, el Club podrá suspender o cancelar su acceso al portal, sin afectar los derechos que le otorga su contrato de membresía.',
        'En particular, no está permitido:',
      ],
      list: [
        'copiar o extraer contenido o datos del portal por medios automatizados, como scraping, bots u otras herramientas similares;',
        'intentar eludir, desactivar o poner a prueba las medidas de seguridad del portal, ni acceder a cuentas, datos o secciones que no le correspondan;',
        'interferir con el funcionamiento del portal o sobrecargarlo, por ejemplo, con solicitudes automatizadas o masivas;',
        'usar tarjetas emitidas a nombre de terceros o información que no le pertenezca;',
        'hacerse pasar por otra persona o proporcionar información falsa.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitación de responsabilidad',
      paragraphs: [
        'Trabajamos para que el portal sea preciso, seguro y esté siempre disponible; sin embargo, al tratarse de una versión beta, puede presentar errores ocasionales o no estar disponible en algún momento. La información del portal se muestra para su comodidad; si difiere de su contrato de membresía o de las confirmaciones que le envía el Club, prevalecen el contrato y dichas confirmaciones.',
        'Dicho de forma sencilla: el Club no es responsable de los daños causados por interrupciones o fallas ajenas a su control razonable, como caídas de internet, de las telecomunicaciones o de servicios de terceros, ni del uso indebido de su contraseña cuando esta no se haya mantenido en secreto. Nada de lo dispuesto en estos términos limita los derechos que le otorgan las leyes mexicanas, incluida la Ley Federal de Protección al Consumidor.',
      ],
    },
    {
      id: 'changes-to-these-terms',
      heading: 'Cambios a estos términos',
      paragraphs: [
        'El Club puede actualizar estos términos para reflejar cambios en el portal, en sus servicios o en la legislación. La fecha de vigencia que aparece al inicio de esta página indica desde cuándo aplica la versión actual.',
        'Si los cambios son importantes, se lo informaremos en el portal o por correo electrónico antes de que entren en vigor. Si continúa usando el portal después de esa fecha, acepta los términos actualizados.',
      ],
    },
    {
      id: 'language-and-governing-law',
      heading: 'Idioma y legislación aplicable',
      paragraphs: [
        'Estos términos se publican en español y en inglés. En caso de discrepancia entre ambas versiones, prevalece la versión en español.',
        'Estos términos se rigen por las leyes de México. Cualquier controversia se resolverá ante los tribunales competentes de la Ciudad de México, salvo que la Ley Federal de Protección al Consumidor le otorgue el derecho de elegir otra jurisdicción, en cuyo caso la elección será suya. También puede acudir a la Procuraduría Federal del Consumidor (Profeco).',
      ],
    },
  ],
};
