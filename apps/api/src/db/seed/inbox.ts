import { MEMBER_CARE_NAME } from '@mp/contract/profile/constants';
import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { DAY_MS, HOUR_MS } from '../factories/dates.ts';
import { insertCannedResponses, insertDeskThread, insertThreadNote } from '../factories/inbox.ts';
import { users } from '../schema/access.ts';
import { staffAccounts } from '../schema/staff.ts';

type Language = 'en' | 'es';
interface DemoMember {
  userId: number;
  name: string;
  language: Language;
}

/** The desk's canned responses, in both languages (plain text, as a reply is written). */
const CANNED = [
  {
    sortOrder: 10,
    titleEn: 'Thank you, we are on it',
    titleEs: 'Gracias, ya lo estamos revisando',
    bodyEn:
      'Thank you for writing to us. We are looking into your request and will write back here as soon as we have an answer.',
    bodyEs:
      'Gracias por escribirnos. Estamos revisando tu solicitud y te responderemos aquí en cuanto tengamos una respuesta.',
  },
  {
    sortOrder: 20,
    titleEn: 'Reservation confirmed',
    titleEs: 'Reservación confirmada',
    bodyEn:
      'Good news: your reservation is confirmed. You will find it in My reservations, and we sent you the confirmation by e-mail.',
    bodyEs:
      'Buenas noticias: tu reservación está confirmada. La encontrarás en Mis reservaciones y te enviamos la confirmación por correo.',
  },
  {
    sortOrder: 30,
    titleEn: 'Payment received',
    titleEs: 'Pago recibido',
    bodyEn:
      'We received your payment. Your receipt is in Payment history; it can take up to one business day to show on your contract.',
    bodyEs:
      'Recibimos tu pago. Tu comprobante de pago está en Historial de pagos; puede tardar hasta un día hábil en reflejarse en tu contrato.',
  },
  {
    sortOrder: 40,
    titleEn: 'We will call you',
    titleEs: 'Te llamaremos',
    bodyEn:
      'An agent of Member Care will call you at the phone number you gave us within one business day.',
    bodyEs:
      'Una persona de Atención a Socios te llamará al teléfono que nos diste en menos de un día hábil.',
  },
];

/**
 * The desk's side of the demo (issue 21): canned responses, the desk state of the threads the
 * member seed wrote (as migration 0009 sets it for older rows), and support threads so every
 * inbox filter shows something in both languages: overdue, unassigned, assigned, waiting on the
 * member, closed. Threads are assigned to the first enabled staff account when one exists.
 */
export async function seedInbox(
  tx: Database,
  ids: { john: number; ana: number; maria: number },
  now: Date,
): Promise<void> {
  await insertCannedResponses(tx, CANNED);
  const rows = await tx
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      languageId: users.languageId,
    })
    .from(users)
    .where(inArray(users.id, [ids.john, ids.ana, ids.maria]));
  const demoMember = (userId: number): DemoMember => {
    const row = rows.find((r) => r.id === userId);
    if (!row) throw new Error(`seed: demo member ${userId} not found`);
    return {
      userId,
      name: `${row.firstName} ${row.lastName}`,
      language: row.languageId === 'es' ? 'es' : 'en',
    };
  };

  // The member seed's support threads: the clock from the member's newest message, and waiting
  // on the member when the club spoke last.
  await tx.execute(sql`
    update message_threads t set last_member_message_at = (
      select max(e.created_at) from message_entries e where e.thread_id = t.id and e.author = 'member')
    where t.last_member_message_at is null`);
  await tx.execute(sql`
    update message_threads t set desk_status = 'waiting'
    where t.message_type = 'support' and (
      select e.author from message_entries e where e.thread_id = t.id
      order by e.created_at desc, e.id desc limit 1) = 'club'`);
  // The member seed's history is weeks old: the desk closed those conversations a day after the
  // member's last word ("thank you"), so the open queue is the threads below, not years of it.
  await tx.execute(sql`
    update message_threads set desk_status = 'closed',
      closed_at = last_member_message_at + interval '1 day'
    where message_type = 'support' and desk_status = 'open'
      and last_member_message_at < ${new Date(now.getTime() - 7 * DAY_MS)}`);

  const [staff] = await tx
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(isNull(staffAccounts.disabledAt)))
    .orderBy(asc(staffAccounts.id))
    .limit(1);
  const staffId = staff?.id ?? null;
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const member = (who: DemoMember, message: string, at: Date) => ({
    author: 'member',
    fromName: who.name,
    toName: MEMBER_CARE_NAME[who.language],
    message,
    createdAt: at,
    readAt: at,
  });
  const club = (who: DemoMember, message: string, at: Date) => ({
    author: 'club',
    staffId,
    fromName: MEMBER_CARE_NAME[who.language],
    toName: who.name,
    message,
    createdAt: at,
    readAt: new Date(at.getTime() + 2 * HOUR_MS),
  });
  const john = demoMember(ids.john);
  const ana = demoMember(ids.ana);
  const maria = demoMember(ids.maria);

  // Overdue and unassigned: John has waited more than a day.
  await insertDeskThread(tx, {
    userId: john.userId,
    reason: 'Reservations',
    subject: 'Late check-out on our last day',
    contactEmail: 'john@example.com',
    contactPhone: '+1 312 555 0199',
    needToContactMe: false,
    readAt: ago(30 * HOUR_MS),
    updatedAt: ago(30 * HOUR_MS),
    entries: [
      member(
        john,
        'Hello, could we check out at 2 PM on the last day of our stay at the Grand Luxxe Riviera Maya? Our flight leaves in the evening.',
        ago(30 * HOUR_MS),
      ),
    ],
  });

  // Assigned (to the demo's first staff account), in Spanish, within the 24 hours.
  const anaOpen = await insertDeskThread(tx, {
    userId: ana.userId,
    reason: 'Pagos y facturación',
    subject: 'Cargo duplicado en mi tarjeta',
    contactEmail: 'ana@example.com',
    contactPhone: '+52 55 1234 5678',
    needToContactMe: true,
    assignedStaffId: staffId,
    readAt: ago(3 * HOUR_MS),
    updatedAt: ago(3 * HOUR_MS),
    entries: [
      member(
        ana,
        'Hola, veo dos cargos de $9,850.00 MXN en mi tarjeta por la misma mensualidad. ¿Me pueden ayudar a revisarlo?',
        ago(3 * HOUR_MS),
      ),
    ],
  });
  if (staffId !== null && anaOpen.thread) {
    await insertThreadNote(tx, {
      threadId: anaOpen.thread.id,
      staffId,
      note: 'Revisar con Pagos: el procesador muestra un solo cobro aceptado.',
      createdAt: ago(2 * HOUR_MS),
    });
  }

  // Open, unassigned, nearly due: Maria's question.
  await insertDeskThread(tx, {
    userId: maria.userId,
    reason: 'My contract',
    subject: 'Why is my Acapulco contract blocked?',
    contactEmail: 'maria@example.com',
    contactPhone: '+1 210 555 0177',
    needToContactMe: true,
    readAt: ago(20 * HOUR_MS),
    updatedAt: ago(20 * HOUR_MS),
    entries: [
      member(
        maria,
        'My Mayan Palace Acapulco contract shows as blocked and I cannot pay online. What do I need to do?',
        ago(20 * HOUR_MS),
      ),
    ],
  });

  // Waiting on the member: the club answered John yesterday.
  await insertDeskThread(tx, {
    userId: john.userId,
    reason: 'Exchanges',
    subject: 'Using my week with Interval',
    contactEmail: 'john@example.com',
    contactPhone: '+1 312 555 0199',
    deskStatus: 'waiting',
    replied: true,
    assignedStaffId: staffId,
    readAt: null,
    updatedAt: ago(DAY_MS),
    entries: [
      member(
        john,
        'Can I deposit my 2027 week with Interval International instead of RCI?',
        ago(2 * DAY_MS),
      ),
      {
        ...club(
          john,
          '<p>Hello John,</p><p>Yes: your Grand Luxxe contract belongs to both RCI and Interval International. Tell us which week you would like to deposit and we will do it for you.</p>',
          ago(DAY_MS),
        ),
        readAt: null,
      },
    ],
  });

  // Closed: Ana's question was answered and closed a few days ago.
  await insertDeskThread(tx, {
    userId: ana.userId,
    reason: 'Ayuda con el sitio web',
    subject: 'No puedo descargar mi comprobante de pago',
    contactEmail: 'ana@example.com',
    contactPhone: '+52 55 1234 5678',
    deskStatus: 'closed',
    closedAt: ago(3 * DAY_MS),
    replied: true,
    readAt: ago(3 * DAY_MS),
    updatedAt: ago(4 * DAY_MS),
    entries: [
      member(
        ana,
        'Cuando intento descargar mi comprobante de pago de octubre no pasa nada.',
        ago(5 * DAY_MS),
      ),
      club(
        ana,
        '<p>Hola, Ana:</p><p>Ya corregimos el problema. Puedes descargar tu comprobante de pago en <strong>Historial de pagos</strong>.</p>',
        ago(4 * DAY_MS),
      ),
    ],
  });
}
