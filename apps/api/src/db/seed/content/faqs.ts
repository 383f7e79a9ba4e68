import type { faqs } from '../../schema/club.ts';

/**
 * FAQ content is HTML; the server sanitises it with an allow-list before sending it, so it keeps
 * to <p>, <ul>, <li>, <strong>, <em> and absolute https links.
 */
export const DEMO_FAQS: (typeof faqs.$inferInsert)[] = [
  {
    sortOrder: 1,
    titleEn: 'How do I request a reservation?',
    titleEs: '¿Cómo solicito una reservación?',
    contentEn:
      '<p>Open <strong>Request reservation</strong> from the menu or use the search bar on your dashboard. Choose a destination, your dates, the number of guests and a unit type, then review the summary and add the people travelling with you.</p>' +
      '<p>Our Reservations team confirms every request within <strong>24 hours</strong>. Once confirmed, your stay appears under <strong>My reservations</strong>.</p>',
    contentEs:
      '<p>Abre <strong>Solicitar reservación</strong> desde el menú o usa la barra de búsqueda de tu página de Inicio. Elige un destino, tus fechas, el número de huéspedes y un tipo de unidad; después revisa el resumen y agrega a las personas que viajan contigo.</p>' +
      '<p>Nuestro equipo de Reservaciones confirma cada solicitud en menos de <strong>24 horas</strong>. Una vez confirmada, tu estancia aparece en <strong>Mis reservaciones</strong>.</p>',
  },
  {
    sortOrder: 2,
    titleEn: 'I booked by phone. How do I see that reservation here?',
    titleEs: 'Reservé por teléfono. ¿Cómo veo esa reservación aquí?',
    contentEn:
      '<p>Go to <strong>My reservations</strong> and choose <strong>Add reservation</strong>. Enter the property, your confirmation number, the check-in date and the last name of the lead traveller exactly as they appear on your confirmation.</p>' +
      '<p>If we cannot find it, please check the confirmation e-mail or contact Member Care and we will link it for you.</p>',
    contentEs:
      '<p>Ve a <strong>Mis reservaciones</strong> y elige <strong>Agregar una reservación</strong>. Elige el resort e ingresa tu número de confirmación, la fecha de llegada y los apellidos del huésped principal tal como aparecen en tu confirmación.</p>' +
      '<p>Si no la encontramos, revisa tu correo de confirmación o comunícate con Atención a Socios y la vincularemos por ti.</p>',
  },
  {
    sortOrder: 3,
    titleEn: 'Which payments can I make in the portal?',
    titleEs: '¿Qué pagos puedo hacer en el portal?',
    contentEn:
      '<p>From <strong>My vacation payments</strong> you can pay, for each contract:</p>' +
      '<ul><li><strong>Down payment</strong>, including closing costs, on a newly purchased membership.</li>' +
      '<li><strong>Monthly payments</strong>: the installments due, the full remaining amount, or several months at once.</li>' +
      '<li><strong>Cash out</strong>: settle the remaining balance of your contract.</li>' +
      '<li><strong>Other fees</strong>: usage fees, renovation fees and renewal fees.</li></ul>' +
      '<p>Payments are charged in the currency of your contract (MXN or USD).</p>',
    contentEs:
      '<p>Desde <strong>Mis pagos</strong> puedes pagar, para cada contrato:</p>' +
      '<ul><li><strong>Enganche</strong>, incluidos los gastos de cierre, de una membresía recién adquirida.</li>' +
      '<li><strong>Mensualidades</strong>: las que están vencidas, el total restante o varios meses a la vez.</li>' +
      '<li><strong>Liquidación</strong>: cubre el saldo restante de tu contrato.</li>' +
      '<li><strong>Otros cargos</strong>: la cuota de uso, la cuota de remodelación y la cuota de renovación.</li></ul>' +
      '<p>Los pagos se cobran en la moneda de tu contrato (MXN o USD).</p>',
  },
  {
    sortOrder: 4,
    titleEn: 'What is the usage fee and when is it due?',
    titleEs: '¿Qué es la cuota de uso y cuándo se paga?',
    contentEn:
      '<p>The usage fee covers the upkeep of the resorts, housekeeping and common areas. It is billed once a year per contract; the rate for the next calendar year is shown in your contract details.</p>' +
      '<p>Paying it on time keeps your weeks available for booking. If a fee is past due, you will see a warning under <strong>Other fees</strong>.</p>',
    contentEs:
      '<p>La cuota de uso cubre el mantenimiento de los resorts, el servicio de limpieza y las áreas comunes. Se cobra una vez al año por contrato; la tarifa del próximo año calendario aparece en los detalles de tu contrato.</p>' +
      '<p>Pagarla a tiempo mantiene tus semanas disponibles para reservar. Si un cargo está vencido, verás un aviso en <strong>Otros cargos</strong>.</p>',
  },
  {
    sortOrder: 5,
    titleEn: 'Is it safe to pay and save my card here?',
    titleEs: '¿Es seguro pagar y guardar mi tarjeta aquí?',
    contentEn:
      '<p>Yes. Card details are entered on the secure checkout page of our payment provider and never reach or stay on our servers: we keep only a token, the card type and the last four digits.</p>' +
      '<p>For your protection we ask for the security code (CVV) every time you pay with a saved card. Please add only cards issued in your own name.</p>',
    contentEs:
      '<p>Sí. Los datos de tu tarjeta se capturan en la página de pago segura de nuestro proveedor y nunca llegan ni se guardan en nuestros servidores: solo conservamos un token, el tipo de tarjeta y los últimos cuatro dígitos.</p>' +
      '<p>Para tu protección, te pedimos el código de seguridad (CVV) cada vez que pagas con una tarjeta guardada. Agrega únicamente tarjetas emitidas a tu nombre.</p>',
  },
  {
    sortOrder: 6,
    titleEn: 'Why can’t I select some monthly installments?',
    titleEs: '¿Por qué no puedo seleccionar algunas mensualidades?',
    contentEn:
      '<p>Some installments cannot be paid online, for example advance payments towards principal or several future months on certain contracts. When a month is disabled, please contact our <strong>Accounting</strong> team and they will help you apply the payment.</p>',
    contentEs:
      '<p>Algunas mensualidades no se pueden pagar en línea, por ejemplo los abonos adelantados a capital o varios meses futuros en ciertos contratos. Cuando un mes aparece deshabilitado, comunícate con nuestro equipo de <strong>Contabilidad</strong> y te ayudará a aplicar el pago.</p>',
  },
  {
    sortOrder: 7,
    titleEn: 'Where can I find my receipts and invoices?',
    titleEs: '¿Dónde encuentro mis comprobantes de pago?',
    contentEn:
      '<p>Open <strong>Payment history</strong>. Your payments from the last two years are listed by contract, with the date, amount, currency and the last four digits of the card used. Select the download icon to get the invoice as a PDF.</p>',
    contentEs:
      '<p>Abre <strong>Historial de pagos</strong>. Tus pagos de los últimos dos años aparecen por contrato, con la fecha, el monto, la moneda y los últimos cuatro dígitos de la tarjeta utilizada. Selecciona el ícono de descarga para obtener el comprobante de pago en PDF.</p>',
  },
  {
    sortOrder: 8,
    titleEn: 'How do exchanges work?',
    titleEs: '¿Cómo funcionan los intercambios?',
    contentEn:
      '<p>Your membership gives you access to exchange companies such as <strong>RCI</strong> and <strong>Interval International</strong>, so you can trade your week for a stay at thousands of affiliated resorts around the world.</p>' +
      '<p>The companies you belong to are listed under <strong>Exchanges</strong>. To deposit a week or search availability, sign in with your exchange company, for example at <a href="https://www.rci.com">rci.com</a> or <a href="https://www.intervalworld.com">intervalworld.com</a>.</p>',
    contentEs:
      '<p>Tu membresía te da acceso a empresas de intercambio como <strong>RCI</strong> e <strong>Interval International</strong>, para que cambies tu semana por una estancia en miles de resorts afiliados en todo el mundo.</p>' +
      '<p>Las empresas a las que perteneces aparecen en <strong>Intercambios</strong>. Para depositar una semana o consultar disponibilidad, inicia sesión en el sitio de tu empresa de intercambio, por ejemplo en <a href="https://www.rci.com">rci.com</a> o <a href="https://www.intervalworld.com">intervalworld.com</a>.</p>',
  },
  {
    sortOrder: 9,
    titleEn: 'How do I update my personal details?',
    titleEs: '¿Cómo actualizo mis datos personales?',
    contentEn:
      '<p>Go to <strong>My account</strong> and choose <strong>Edit profile</strong> to change your e-mail, phone numbers, address, language and communication preferences.</p>' +
      '<p>For your security, a Member Care agent verifies every change within <strong>1 to 3 business days</strong>; we will send you an e-mail once it is done. Changes to the names on a contract require a signed request, so please contact us.</p>',
    contentEs:
      '<p>Ve a <strong>Mi cuenta</strong> y elige <strong>Editar perfil</strong> para cambiar tu correo electrónico, teléfonos, dirección, idioma y preferencias de comunicación.</p>' +
      '<p>Por tu seguridad, un agente de Atención a Socios verifica cada cambio en un plazo de <strong>1 a 3 días hábiles</strong>; te enviaremos un correo cuando esté listo. Los cambios de titulares de un contrato requieren una solicitud firmada, así que, por favor, contáctanos.</p>',
  },
  {
    sortOrder: 10,
    titleEn: 'Why is one of my contracts missing or marked as blocked?',
    titleEs: '¿Por qué falta uno de mis contratos o aparece como bloqueado?',
    contentEn:
      '<p>Cancelled contracts are not shown in the portal. A contract is <strong>blocked</strong> when it needs attention from our team, most often because of overdue payments; while it is blocked some payments and bookings are unavailable online.</p>' +
      '<p>Please contact Member Care and we will review your contract with you.</p>',
    contentEs:
      '<p>Los contratos cancelados no se muestran en el portal. Un contrato aparece <strong>bloqueado</strong> cuando requiere la atención de nuestro equipo, casi siempre por pagos vencidos; mientras está bloqueado, algunos pagos y reservaciones no están disponibles en línea.</p>' +
      '<p>Comunícate con Atención a Socios y revisaremos tu contrato contigo.</p>',
  },
  {
    sortOrder: 11,
    titleEn: 'I forgot my password. What should I do?',
    titleEs: 'Olvidé mi contraseña. ¿Qué hago?',
    contentEn:
      '<p>Choose <strong>Forgot password</strong> on the sign-in page and enter your e-mail. We will send you a verification code; enter it with your new password. The code expires after <em>30 minutes</em>.</p>' +
      '<p>Your new password also applies to the member mobile app.</p>',
    contentEs:
      '<p>Elige <strong>¿Olvidaste tu contraseña?</strong> en la página de inicio de sesión e ingresa tu correo electrónico. Te enviaremos un código de verificación; ingrésalo junto con tu nueva contraseña. El código vence a los <em>30 minutos</em>.</p>' +
      '<p>Tu nueva contraseña también aplica para la aplicación móvil para socios.</p>',
  },
  {
    sortOrder: 12,
    titleEn: 'How can I contact Member Care?',
    titleEs: '¿Cómo me comunico con Atención a Socios?',
    contentEn:
      '<p>Send us a message from <strong>Contact</strong> and we will answer within <strong>24 hours</strong>. You can also call us toll-free:</p>' +
      '<ul><li>Monday to Friday, 9 AM to 8 PM (CST)</li><li>Saturday, 9 AM to 6 PM (CST)</li><li>Closed on Sundays</li></ul>' +
      '<p>The portal itself is available 24 hours a day, 365 days a year.</p>',
    contentEs:
      '<p>Envíanos un mensaje desde <strong>Contacto</strong> y te responderemos en menos de <strong>24 horas</strong>. También puedes llamarnos sin costo:</p>' +
      '<ul><li>Lunes a viernes, de 9:00 a 20:00 h (hora del centro de México)</li><li>Sábados, de 9:00 a 18:00 h (hora del centro de México)</li><li>Domingos: cerrado</li></ul>' +
      '<p>El portal está disponible las 24 horas, los 365 días del año.</p>',
  },
];
