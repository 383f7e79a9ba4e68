import type { LegalDocument } from '../legal-document.ts';

export const privacy: LegalDocument = {
  title: 'Aviso de privacidad',
  intro:
    'Este aviso de privacidad explica cómo el Club recaba, utiliza y protege sus datos personales cuando usted utiliza Member Passport, de conformidad con la Ley Federal de Protección de Datos Personales en Posesión de los Particulares y la normativa aplicable.',
  effectiveLabel: 'Vigente desde el 20 de abril de 2017',
  lastModifiedLabel: 'Última modificación: 21 de enero de 2022',
  sections: [
    {
      id: 'responsible-party',
      heading: 'Responsable de sus datos personales',
      paragraphs: [
        'El Club, operador del portal Member Passport, es el responsable del tratamiento de sus datos personales. Su domicilio para efectos de este aviso es el señalado en su contrato de membresía.',
        'Para cualquier duda sobre este aviso o sobre el tratamiento de sus datos personales, puede escribir a nuestro Departamento de Protección de Datos a la dirección privacidad@example.com.',
      ],
    },
    {
      id: 'personal-data',
      heading: 'Datos personales que recabamos',
      paragraphs: [
        'No solicitamos datos personales sensibles. Si nos proporciona los datos de sus acompañantes, asegúrese de que conozcan este aviso y estén de acuerdo en compartirlos con el Club.',
        'Para ofrecerle el portal y administrar su membresía, tratamos las siguientes categorías de datos personales:',
      ],
      list: [
        'Datos de identificación: nombre, apellidos y número de cliente (número de socio).',
        'Datos de contacto: correo electrónico, teléfonos de casa y celular, y domicilio (calle, ciudad, estado, país y código postal).',
        'Datos de la membresía y del contrato: sus contratos, semanas utilizadas y disponibles, montos pendientes, historial de pagos, reservaciones e intercambios, así como los datos de los acompañantes que agregue a una solicitud de reservación.',
        'Datos de pago: datos de facturación y los datos de tarjeta que se tratan a través de nuestro proveedor de pagos, como se describe en la siguiente sección.',
        'Datos de navegación: dirección IP, tipo de navegador y de dispositivo, preferencia de idioma, y fecha y hora de sus visitas y de las acciones que realiza en el portal.',
      ],
    },
    {
      id: 'payment-data',
      heading: 'Datos de pago y tokenización',
      paragraphs: [
        'Los números de tarjeta se capturan directamente en la página de pago segura de nuestro proveedor de pagos y el portal nunca los almacena. El proveedor devuelve un token que representa su tarjeta (tokenización), y el portal conserva únicamente ese token, la marca de la tarjeta, los últimos cuatro dígitos, la fecha de vencimiento y la dirección de facturación. El código de seguridad (CVV) se envía al proveedor y nunca se almacena.',
        'Durante el proceso de pago, el proveedor de pagos puede recabar datos técnicos de su dispositivo con el fin de prevenir fraudes.',
      ],
    },
    {
      id: 'primary-purposes',
      heading: 'Finalidades primarias',
      paragraphs: [
        'Utilizamos sus datos personales para las siguientes finalidades, que son necesarias para la relación que mantiene con el Club:',
      ],
      list: [
        'verificar su identidad, crear y administrar su cuenta, y mantenerla segura;',
        'administrar su membresía y sus contratos vacacionales;',
        'recibir y dar seguimiento a sus solicitudes de reservación y de intercambio;',
        'procesar sus pagos y administrar sus tarjetas guardadas;',
        'emitir sus comprobantes de pago y conservar su historial de pagos;',
        'brindarle atención a través de Atención a Socios y responder sus mensajes y solicitudes de contacto;',
        'enviarle mensajes de servicio sobre su cuenta, contratos, pagos y reservaciones;',
        'cumplir con nuestras obligaciones legales.',
      ],
    },
    {
      id: 'secondary-purposes',
      heading: 'Finalidades secundarias',
      paragraphs: [
        'Con su consentimiento, también utilizamos sus datos de contacto para enviarle comunicaciones de mercadotecnia y nuestro boletín mensual sobre promociones, destinos y beneficios del Club. Estas finalidades no son necesarias para su membresía.',
        'Puede desactivar estas comunicaciones en cualquier momento desde las opciones de comunicación de su perfil o escribiendo a privacidad@example.com. Negarse a recibirlas no afecta su membresía ni el uso del portal.',
      ],
    },
    {
      id: 'transfers',
      heading: 'Transferencias de datos personales',
      paragraphs: [
        'El Club no vende sus datos personales. Los proveedores que tratan datos por cuenta del Club, como el proveedor de pagos y nuestros servicios de correo electrónico y de alojamiento, actúan únicamente conforme a las instrucciones del Club y están obligados a guardar la confidencialidad de sus datos.',
        'En los casos en que la ley lo permite sin requerir su consentimiento, por ser necesario para cumplir la relación jurídica que tenemos con usted o por mandato legal, podemos transferir sus datos personales a:',
      ],
      list: [
        'los resorts y hoteles donde se hospeda, así como a las empresas de intercambio cuando solicita un intercambio, para que su reservación pueda llevarse a cabo;',
        'las autoridades competentes, cuando así lo exija la ley o lo ordene una autoridad judicial.',
      ],
    },
    {
      id: 'arco-rights',
      heading: 'Derechos ARCO y revocación del consentimiento',
      paragraphs: [
        'Usted tiene derecho a conocer qué datos personales tenemos sobre usted y cómo los tratamos (Acceso); a solicitar su corrección cuando sean inexactos o estén incompletos (Rectificación); a pedir que los eliminemos cuando considere que no se están tratando conforme a la ley (Cancelación); y a oponerse a su tratamiento para fines específicos (Oposición). En conjunto, se conocen como derechos ARCO.',
        'También puede revocar el consentimiento que nos haya otorgado para el tratamiento de sus datos personales, así como limitar su uso o divulgación, por ejemplo, desactivando las comunicaciones de mercadotecnia. La revocación puede no proceder cuando la ley nos obligue a seguir tratando ciertos datos, y puede implicar que ya no podamos prestarle algunos servicios.',
      ],
    },
    {
      id: 'exercising-your-rights',
      heading: 'Cómo ejercer sus derechos',
      paragraphs: [
        'Envíe su solicitud por correo electrónico a nuestro Departamento de Protección de Datos, a la dirección privacidad@example.com. El departamento atiende de lunes a viernes, de 09:00 a 14:00 y de 16:00 a 19:00, hora de la Ciudad de México; las solicitudes recibidas fuera de ese horario se atienden a partir del siguiente día hábil.',
        'Le daremos respuesta en un plazo máximo de 20 días hábiles contados a partir de la fecha en que recibamos su solicitud. Si la solicitud resulta procedente, se hará efectiva dentro de los 15 días hábiles siguientes a la fecha en que le comuniquemos la respuesta.',
        'Para poder atenderla, su solicitud debe incluir:',
      ],
      list: [
        'su nombre y un correo electrónico u otro medio para comunicarle la respuesta;',
        'copia de una identificación oficial o, si actúa en representación de otra persona, el documento que acredite dicha representación;',
        'la descripción clara y precisa de los datos personales de que se trate y del derecho que desea ejercer;',
        'cualquier otro elemento que nos ayude a localizar sus datos y, en caso de rectificación, las modificaciones que solicita junto con la documentación que las respalde.',
      ],
    },
    {
      id: 'cookies-and-local-storage',
      heading: 'Cookies y almacenamiento local',
      paragraphs: [
        'El portal utiliza cookies y el almacenamiento local de su navegador para funcionar correctamente: recuerdan el idioma que eligió, guardan su token de sesión para mantener su sesión iniciada y conservan elementos temporales, como una solicitud de reservación que aún no ha enviado.',
        'Puede borrar esta información en cualquier momento desde la configuración de su navegador. Si lo hace, deberá iniciar sesión de nuevo y el portal volverá a mostrarse en su idioma predeterminado.',
      ],
    },
    {
      id: 'security-measures',
      heading: 'Medidas de seguridad',
      paragraphs: [
        'El Club aplica medidas de seguridad administrativas, técnicas y físicas para proteger sus datos personales contra daño, pérdida, alteración, destrucción o uso, acceso o tratamiento no autorizados.',
        'Entre otras medidas, las conexiones con el portal están cifradas, las contraseñas nunca se guardan en texto legible, solo en forma irreversible (hash), los números de tarjeta los trata el proveedor de pagos y el portal nunca los almacena, el acceso a los datos se limita al personal autorizado y se registran los eventos de seguridad de su cuenta.',
        'Usted también contribuye: mantenga su contraseña en secreto y restablézcala si sospecha de algún uso indebido.',
      ],
    },
    {
      id: 'changes-to-this-notice',
      heading: 'Cambios a este aviso',
      paragraphs: [
        'El Club puede actualizar este aviso por cambios en la legislación, en nuestros servicios o en nuestras prácticas de privacidad. La versión vigente estará siempre disponible en esta página, con sus fechas de entrada en vigor y de última modificación.',
        'Cuando los cambios sean relevantes, también se lo informaremos en el portal o por correo electrónico.',
      ],
    },
    {
      id: 'language-and-governing-law',
      heading: 'Idioma y legislación aplicable',
      paragraphs: [
        'Este aviso se publica en español y en inglés. En caso de discrepancia entre ambas versiones, prevalece la versión en español.',
        'Este aviso se rige por las leyes de México, en particular por la Ley Federal de Protección de Datos Personales en Posesión de los Particulares y la normativa aplicable. Si considera que su derecho a la protección de sus datos personales ha sido vulnerado, puede acudir ante la autoridad competente en la materia.',
      ],
    },
  ],
};
