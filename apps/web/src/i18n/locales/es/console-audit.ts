import type { Catalog } from '../../catalog';
import type { consoleAudit as en } from '../en/console-audit';

export const consoleAudit: Catalog<typeof en> = {
  title: 'Registro de auditoría',
  subtitle: 'Quién hizo qué, a qué socio y cuándo. Lo más reciente primero.',
  filters: {
    legend: 'Filtrar el registro',
    staff: 'Persona del personal',
    anyStaff: 'Cualquiera',
    member: 'Número de socio',
    memberHint: 'El id de la cuenta del socio.',
    from: 'Desde',
    to: 'Hasta',
    apply: 'Aplicar los filtros',
    clear: 'Borrar',
  },
  tableCaption: 'Entradas del registro de auditoría',
  columns: {
    when: 'Cuándo',
    who: 'Quién',
    event: 'Qué',
    member: 'Socio',
    reason: 'Motivo',
    detail: 'Detalle',
  },
  actor: {
    member: 'El socio',
    staff: 'Personal',
    anonymous: 'Alguien sin sesión',
    system: 'El sistema',
  },
  noMember: '—',
  noReason: '—',
  more: 'Ver entradas anteriores',
  end: 'Es todo el registro con estos filtros.',
  emptyTitle: 'No hay entradas',
  emptyText: 'No se registró nada con estos filtros. Amplía las fechas o borra los filtros.',
};
