import { addDays, addMonths, dateOnly, startOfDay } from '../../factories/dates.ts';
import { at, installments, longDate, MXN, money, monthlyHistory, monthName } from './helpers.ts';
import { type ContractPlan, type MemberPlan, SETTLED } from './types.ts';

export function anaPlan(userId: number, now: Date): MemberPlan {
  const installment = 9_850;
  // Her installments fall three days before today's date: the current one is due, not late.
  const schedule = addDays(startOfDay(now), -3);
  const lastFour = '2941';
  const bliss: ContractPlan = {
    row: {
      contractNumber: 'GBL-203377',
      contractStatus: 'Active',
      resort: 'The Grand Bliss Nuevo Vallarta',
      currencyId: MXN,
      affiliation: 'Vidanta',
      finance: money(685_000),
      balance: money(312_450),
      loanPaymentAmount: money(installment),
      payInFull: money(296_800),
      maintenanceFee: money(28_600),
      roomType: 'Two Bedroom Master',
      contractDate: dateOnly(addDays(addMonths(now, -3 * 12), -75)),
      totalWeeks: 25,
      usedWeeks: 6,
    },
    open: installments(schedule, installment, [0, 1, 2, 3, 4, 5, 6], {
      lateFee: 0,
      today: now,
      unavailableFrom: 6,
    }),
    orders: [
      ...monthlyHistory({
        now,
        schedule,
        installment,
        currency: 'MXN',
        fromMonth: -26,
        toMonth: -1,
        settledMonths: [-1, -2],
        declinedMonths: [-14],
        declineMessage: 'General decline of the card.',
        // She pays with a new card on the hosted checkout each time and does not save it.
        card: () => ({ cardToken: null, lastFour }),
      }),
      {
        paymentType: 'other_fees',
        amount: 26_900,
        currency: 'MXN',
        status: SETTLED,
        at: at(now, -300, 18, 25),
        cardToken: null,
        lastFour,
        settles: [
          {
            paymentType: 'other_fees',
            feeType: 'Usage Fee',
            amountDue: money(26_900),
            dueDate: dateOnly(addDays(now, -298)),
          },
        ],
      },
    ],
  };

  return {
    userId,
    fullName: 'Ana García',
    language: 'es',
    contracts: [bliss],
    cards: [],
    guests: [],
    exchanges: [],
    reservations: [],
    threads: [
      {
        messageType: 'alert',
        reason: null,
        subject: `Recordatorio: tu mensualidad de ${monthName(schedule, 'es')}`,
        isRead: false,
        entries: [
          {
            author: 'club',
            at: at(now, -2, 14),
            message:
              '<p>Hola, Ana:</p>' +
              `<p>Te recordamos que la mensualidad de tu contrato <strong>GBL-203377</strong> por <strong>$9,850.00 MXN</strong> venció el ${longDate(schedule, 'es')}. Puedes pagarla de forma segura en <strong>Mis pagos</strong>.</p>` +
              '<p>Si ya realizaste tu pago, por favor, ignora este mensaje.</p>',
          },
        ],
      },
      {
        messageType: 'alert',
        reason: null,
        subject: 'Recibimos tu pago',
        isRead: true,
        entries: [
          {
            author: 'club',
            at: at(now, -32, 15),
            message:
              '<p>Hola, Ana:</p>' +
              '<p>Recibimos tu pago de <strong>$9,850.00 MXN</strong> para el contrato <strong>GBL-203377</strong>. Puedes descargar tu comprobante de pago en <strong>Historial de pagos</strong>.</p>' +
              '<p>¡Gracias por tu puntualidad!</p>',
          },
        ],
      },
      {
        messageType: 'marketing',
        reason: null,
        subject: 'Escápate a la Riviera Maya: 30 % de descuento en noches adicionales',
        isRead: false,
        entries: [
          {
            author: 'club',
            at: at(now, -4, 16),
            message:
              '<p>Extiende tu próxima estancia en la Riviera Maya: como socia, obtienes <strong>30 % de descuento</strong> en noches adicionales si reservas antes de fin de mes.</p>' +
              '<p><a href="https://www.example.com/ofertas/riviera-maya">Conoce la promoción</a></p>',
          },
        ],
      },
      {
        messageType: 'marketing',
        reason: null,
        subject: 'Nuevos sabores en Nuevo Vallarta',
        isRead: true,
        entries: [
          {
            author: 'club',
            at: at(now, -50, 16),
            message:
              '<p>Descubre los nuevos restaurantes de Vidanta Nuevo Vallarta: cocina de autor, mariscos del Pacífico y una terraza frente a la <strong>Bahía de Banderas</strong>.</p>' +
              '<p><a href="https://www.example.com/destinos/nuevo-vallarta">Ver restaurantes</a></p>',
          },
        ],
      },
      {
        messageType: 'support',
        reason: 'Actualización de perfil',
        subject: 'Cambio de número de celular',
        isRead: true,
        entries: [
          {
            author: 'member',
            at: at(now, -20, 17, 40),
            message:
              'Hola, cambié mi número de celular. El nuevo es 55 1234 5678 y ya lo actualicé en mi perfil. ¿Necesitan algo más de mi parte?',
          },
          {
            author: 'club',
            at: at(now, -19, 15, 5),
            message:
              '<p>Hola, Ana:</p>' +
              '<p>Gracias por avisarnos. Verificamos el cambio y tu nuevo número ya quedó registrado; no necesitas hacer nada más.</p>' +
              '<p>Saludos cordiales,</p><p>Atención a Socios</p>',
          },
          {
            author: 'member',
            at: at(now, -19, 16, 20),
            message: '¡Muchas gracias!',
          },
        ],
      },
      {
        messageType: 'support',
        reason: 'Intercambios',
        subject: '¿Cómo uso mi semana con RCI?',
        isRead: false,
        entries: [
          {
            author: 'member',
            at: at(now, -2, 22, 10),
            message:
              'Hola, me gustaría intercambiar mi semana de este año por un destino en Europa. ¿Cómo lo hago?',
          },
          {
            author: 'club',
            at: at(now, -1, 15, 45),
            message:
              '<p>Hola, Ana:</p>' +
              '<p>¡Qué buen plan! Para intercambiar tu semana necesitas una membresía activa en una empresa de intercambio como RCI. Con gusto te ayudamos a afiliarte; después podrás depositar tu semana y buscar disponibilidad en <a href="https://www.rci.com">rci.com</a>.</p>' +
              '<p>Saludos cordiales,</p><p>Atención a Socios</p>',
          },
        ],
      },
    ],
  };
}
